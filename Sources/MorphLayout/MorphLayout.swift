// MorphLayout — SwiftUI's propose–choose–place layout over an evaluated view tree.
//
// What it owns (facts and constants: Docs/Layout.md; glass: Docs/Glass.md):
// - `LayoutEngine`: sizes and places every view — stacks with the flexibility-ordered
//   distribution, frames, padding, grids, text and symbols from the font table.
// - Glass resolution, once: which view carries glass (a `.glassEffect` or a glass button style),
//   its container and spacing, its shape from the border shape, its ID and union keys
//   (`GlassEnvironment`, `GlassDeclaration` → a `GlassFrame` and its `GlassPlacement`).
// - `LaidOutState`: a state in the drawable model (MorphFrame's `GlassFrame`, `ContentFrame`,
//   `UnionFrame`, `ContainerFrame`, `FrameItem`: the types the timeline samples and the renderer
//   draws) plus side tables of what only layout and the timeline need — how each glass was
//   declared (`GlassPlacement`) and how each content item enters and changes (`ContentMotion`).
// - `SceneLayout`: lays out view trees on a canvas (device preset, W×H or `fit`);
//   `DesignRules`: Apple's glass design rules as warnings (Docs/Glass.md §4).
//
// May import: MorphViewTree, MorphFrame (the drawable model it places into) and MorphCore — never
// the interpreter. Units: points, origin at the canvas's top-left, y down. Out of scope:
// animation (MorphTimeline) and pixels (MorphRender).
