// MorphMotion — how SwiftUI moves a value over time.
//
// What it owns (facts and sources: Docs/Motion.md):
// - `MorphSpring`: the closed-form damped oscillator of SwiftUI's `Spring` type, its
//   parameterisations and `settlingDuration` (§2–3).
// - `MorphAnimation`: SwiftUI's `Animation` values — the fluid-spring family (evaluated by the fixed-step
//   integrator of §4.1, `FluidSpringIntegrator`), `interpolatingSpring` (closed form, §4.2), timing
//   curves (`MorphUnitCurve`, §4.3) and the modifiers delay / speed / repeat; `AnimationPreset`,
//   the one table of named animations and their defaults (§4.4).
// - `AnimatedValue`: one animatable property receiving transactions over time, with SwiftUI's
//   merge / combine rules on interruption (§5) and the display clock (§6). Sampling is a pure function
//   of time.
// - `MotionProfile`: the measurements a designer tunes with (overshoot, times to 50/90/99 %, …).
//
// Units: seconds for time; values are in the units of the animated data (points for geometry), and
// velocities in those units per second. May import: MorphCore. Out of scope: scenes, layout and
// pixels.
