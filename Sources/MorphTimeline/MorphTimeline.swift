// MorphTimeline — what every glass shape looks like at time t.
//
// What it owns (semantics: liquid-glass.md §1–2, motion.md §5–6):
// - `TimelineEvent`: taps and state assignments at times; `Timeline` runs them on a scene, lays out
//   every state it visits on one canvas and diffs consecutive states: persisting elements animate
//   frame, corner radius and tint; inserted and removed ones follow their transition
//   (`.matchedGeometry` with the partner rule, `.materialize` with its channel timings, `.identity`);
//   content animates with its glass; union groups form and split.
// - `FrameState`: everything drawn at one instant — a value; `Timeline.sample(at:)` is pure.
// - Keyframe export as JSON and CSV (`KeyframeDocument`), the format of the golden files.
//
// Units: seconds and points. Out of scope: pixels (MorphRender).
