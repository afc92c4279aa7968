// MorphFrame — what one frame shows, as plain values: the model between the timeline and the
// renderer.
//
// What it owns: `FrameState` (a canvas and, in drawing order, glass shapes with their material
// parameters, content items and union groups), `GlassFrame`, `ContentFrame`, `UnionFrame`,
// `ContainerFrame` and `FrameItem`. No declarations, no source positions, no syntax: MorphTimeline
// produces these values by sampling at a time, MorphRender turns them into pixels, and anything else
// (a spring comparison, a test) may build its own.
//
// May import: MorphCore only. Units: points and seconds.
