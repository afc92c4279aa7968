// MorphLayout — SwiftUI's propose–choose–place layout over an evaluated view tree.
//
// What it owns (facts and constants: Docs/Layout.md; glass: Docs/Glass.md):
// - `LayoutEngine`: sizes and places every view — stacks with the flexibility-ordered
//   distribution, frames, padding, grids, text and symbols from the font table.
// - Glass resolution, once: which view carries glass (a `.glassEffect` or a glass button style),
//   its container and spacing, its shape from the border shape, its ID and union keys
//   (`GlassEnvironment`, `GlassDeclaration` → `GlassElement`).
// - `LaidOutState`: the canvas and, in drawing order, the glass elements and the content items
//   drawn on and beside the glass; union groups resolved per state.
// - `SceneLayout`: lays out view trees on a canvas (device preset, W×H or `fit`);
//   `DesignRules`: Apple's glass design rules as warnings (Docs/Glass.md §4).
//
// May import: MorphViewTree, MorphFrame (the drawable model it places into) and MorphCore — never
// the interpreter. Units: points, origin at the canvas's top-left, y down. Out of scope: animation (MorphTimeline) and pixels (MorphRender).
