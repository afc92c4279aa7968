// MorphLayout — SwiftUI's propose–choose–place layout over a MorphScene view tree.
//
// What it owns (facts and constants: ../shared/reference/layout.md, glass: liquid-glass.md):
// - `LayoutEngine`: sizes (`sizeThatFits`) and places every view — stacks with the
//   flexibility-ordered distribution, frames, padding, grids, text and symbols from the font table.
// - `LaidOutState`: the canvas and, in drawing order, the glass elements (absolute frames in points,
//   shape kind and corner radius, container, ID, union, transition, material) and the content items
//   drawn on and beside the glass; union groups resolved per state.
// - `SceneLayout`: lays out every reachable state of a scene on a canvas (device preset, W×H or
//   `fit`), and the design-rule warnings of liquid-glass.md §4.
//
// Units: points, origin at the canvas's top-left, y down. Out of scope: animation (MorphTimeline)
// and pixels (MorphRender).
