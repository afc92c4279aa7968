// MorphFrame — what one frame shows, as plain values: the drawable model layout places, the
// timeline animates and the renderer draws.
//
// What it owns: `FrameState` (a canvas and, in drawing order, glass shapes with their material
// parameters, content items and union groups), `GlassFrame`, `ContentFrame`, `UnionFrame`,
// `ContainerFrame` and `FrameItem`. No declarations, no source positions, no syntax: MorphLayout
// places unions, containers and the drawing order in these types, MorphTimeline samples frames at
// a time, MorphRender turns them into pixels, and anything else (a spring comparison, a test)
// may build its own.
//
// May import: MorphCore only. Units: points and seconds.
