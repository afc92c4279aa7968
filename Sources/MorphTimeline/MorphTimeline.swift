// MorphTimeline — what every glass shape looks like at time t.
//
// What it owns (semantics: Docs/Glass.md §1–2, Docs/Motion.md §5–6):
// - `Timeline`: laid-out states played through timed transactions (each from one state to another
//   with an animation); consecutive states are diffed: persisting elements animate frame, corner
//   radius and tint; inserted and removed ones follow their transition (`.matchedGeometry` with the
//   partner rule, `.materialize` with its channel timings, `.identity`); content animates with its
//   glass; union groups form and split.
// - Sampling: `Timeline.sample(at:)` gives a `FrameState` (MorphFrame) — a pure function of time.
// - Keyframe export as JSON and CSV (`KeyframeDocument`), the format of the golden files.
//
// May import: MorphLayout (laid-out states), MorphViewTree (transitions), MorphMotion, MorphFrame,
// MorphCore — never the interpreter: GlassMorph runs taps and hands over laid-out states.
// Units: seconds and points. Out of scope: pixels (MorphRender).
