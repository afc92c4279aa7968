/// The fixed-step integrator SwiftUI runs for its fluid springs (Docs/Motion.md §4.1).
///
/// The state is the offset `position` travelled so far towards the change `target` (both in the
/// animated data's units), the `velocity` and `force`, and the integrator's own clock `time`. Times
/// are local: 0 is when the animation started. Each evaluation at time t runs velocity-Verlet steps
/// of 1/300 s while the integrator's clock is behind t; the clock is accumulated in `Double`, so a
/// step can run when 30 steps ended just short of 0.1 s, exactly as in SwiftUI.
struct FluidSpringIntegrator<V: MorphVectorArithmetic>: Sendable {
  /// The integrator's step: 1/300 s.
  static var stepDuration: Double { 1.0 / 300 }
  /// The stiffness cap for very short responses (an "infinitely stiff" spring), in 1/s².
  static var maximumStiffness: Double { 45_000 }
  /// An evaluation more than this many seconds after the last one skips ahead instead of catching up.
  static var catchUpLimit: Double { 1 }
  /// Where the clock lands after skipping ahead: one 60 Hz frame before the evaluation.
  static var skipAheadFrame: Double { 1.0 / 60 }
  /// Finished when v² and a² are both at most this (absolute units² / s² and / s⁴).
  static var restingMotionSquared: Double { 0.0036 }
  /// Finished when the remaining distance is at most this fraction of the change.
  static var restingDistanceFraction: Double { 0.01 }

  var response: Double
  var dampingRatio: Double
  var blendDuration: Double

  var position: V = .zero
  var velocity: V = .zero
  var force: V = .zero
  var time: Double = 0
  var blendStart: Double = 0
  var blendInterval: Double = 0

  /// The velocity and force as of the last display tick; a merge reads these (Docs/Motion.md §6).
  var tickVelocity: V = .zero
  var tickForce: V = .zero

  init(response: Double, dampingRatio: Double, blendDuration: Double) {
    self.response = response
    self.dampingRatio = dampingRatio
    self.blendDuration = blendDuration
  }

  /// The response in force at local time `t`, blending from an earlier response (step 1 of §4.1).
  func effectiveResponse(at t: Double) -> Double {
    guard blendDuration > 0, blendInterval != 0 else { return response }
    let p = min(max((t - blendStart) / blendDuration, 0), 1)
    return response + blendInterval * (1 - p * p * (3 - 2 * p))
  }

  /// "Logically complete" once a response's worth of time has passed (step 2 of §4.1).
  func isLogicallyComplete(at t: Double) -> Bool {
    t >= effectiveResponse(at: t)
  }

  /// Advances to local time `t` moving towards `target`; returns true when the spring has finished
  /// (steps 1–5 of §4.1). A finished spring's value is the target.
  mutating func advance(towards target: V, to t: Double) -> Bool {
    let r = effectiveResponse(at: t)
    let angular = 2 * Double.pi / r
    let stiffness = min(angular * angular, Self.maximumStiffness)
    let damping = 2 * stiffness.squareRoot() * dampingRatio
    if t - time > Self.catchUpLimit { time = t - Self.skipAheadFrame }
    let h = Self.stepDuration
    while time < t {
      let halfStepVelocity = velocity + force.scaled(by: h / 2)
      position = position + halfStepVelocity.scaled(by: h)
      force = (target - position).scaled(by: stiffness) - halfStepVelocity.scaled(by: damping)
      velocity = halfStepVelocity + force.scaled(by: h / 2)
      time += h
    }
    return isResting(towards: target)
  }

  /// Step 5 of §4.1: max(v², a²) ≤ 0.0036 and (X − x)² ≤ (0.01·X)², or X = 0.
  func isResting(towards target: V) -> Bool {
    guard velocity.magnitudeSquared <= Self.restingMotionSquared,
      force.magnitudeSquared <= Self.restingMotionSquared
    else { return false }
    if target == .zero { return true }
    let fraction = Self.restingDistanceFraction
    return (target - position).magnitudeSquared <= fraction * fraction * target.magnitudeSquared
  }

  /// Records the velocity and force of a rendered display frame.
  mutating func recordTick() {
    tickVelocity = velocity
    tickForce = force
  }

  /// Takes over a new fluid spring at local time `t` (Docs/Motion.md §5–6): the position is kept as
  /// the advance to `t` left it, velocity and force are those of the last rendered frame, the clock
  /// is set to exactly `t` (the part of a step the advance ran past `t` is dropped, so the next
  /// evaluation integrates the whole interval from the merge), and when the new spring has a blend
  /// duration the response blends from the old one to the new one.
  mutating func merge(
    response newResponse: Double, dampingRatio newRatio: Double, blendDuration newBlend: Double,
    at t: Double
  ) {
    let oldResponse = effectiveResponse(at: t)
    velocity = tickVelocity
    force = tickForce
    time = t
    response = newResponse
    dampingRatio = newRatio
    blendDuration = newBlend
    blendStart = t
    blendInterval = oldResponse - newResponse
  }
}
