import MorphMotion

/// What a curve is, in numbers: a spring's parameters in each of SwiftUI's spellings and how its
/// motion settles — the one summary `glassmorph spring --json`, the preview's spring inspector
/// and the docs' tables print.
///
/// ```swift
/// let summary = SpringSummary(.bouncy, clock: .standard)
/// summary.bounce  // 0.3 (SwiftUI's Spring.bouncy)
/// ```
public struct SpringSummary: Sendable, Hashable {
  /// The perceptual duration (seconds; SwiftUI's `Spring.duration`), when it is a spring.
  public var duration: Double?
  /// The bounce (−1…1; SwiftUI's `Spring.bounce`), when it is a spring.
  public var bounce: Double?
  /// The response (seconds; `Spring(response:dampingRatio:)`), when it is a spring.
  public var response: Double?
  /// The damping ratio (1 = critical), when it is a spring.
  public var dampingRatio: Double?
  /// The mass (`Spring(mass:stiffness:damping:)`), when it is a spring.
  public var mass: Double?
  /// The stiffness, when it is a spring.
  public var stiffness: Double?
  /// The damping coefficient, when it is a spring.
  public var damping: Double?
  /// SwiftUI's `Spring.settlingDuration` (seconds), when it is a spring.
  public var settlingDuration: Double?
  /// When the value stays within 0.1 % of the target for good (seconds).
  public var settledTime: Double?
  /// When SwiftUI's animation finishes on the display clock (seconds).
  public var finishTime: Double?
  /// The largest excursion past the target, as a fraction of the move.
  public var overshoot: Double
  /// When that excursion peaks (seconds), when there is one.
  public var overshootTime: Double?

  /// The summary of `spring` (nil for a timing curve) moving as `profile` measured it.
  public init(spring: MorphSpring?, profile: MotionProfile) {
    duration = spring?.duration
    bounce = spring?.bounce
    response = spring?.response
    dampingRatio = spring?.dampingRatio
    mass = spring?.mass
    stiffness = spring?.stiffness
    damping = spring?.damping
    settlingDuration = spring?.settlingDuration
    settledTime = profile.settledTime
    finishTime = profile.finishTime
    overshoot = profile.overshoot
    overshootTime = profile.overshootTime
  }

  /// The summary of `animation` moving 0 → 1 on `clock`.
  public init(_ animation: MorphAnimation, clock: DisplayClock = .standard) {
    self.init(
      spring: animation.baseSpring, profile: MotionProfile(.animation(animation, clock)))
  }

  /// Every number rounded to `places` decimal places (for printing: 0.30000000000000004 as 0.3).
  public func rounded(toPlaces places: Int) -> SpringSummary {
    var scale = 1.0
    for _ in 0..<max(0, places) { scale *= 10 }
    func round(_ value: Double) -> Double {
      value.isFinite ? (value * scale).rounded() / scale : value
    }
    var copy = self
    copy.duration = duration.map(round)
    copy.bounce = bounce.map(round)
    copy.response = response.map(round)
    copy.dampingRatio = dampingRatio.map(round)
    copy.mass = mass.map(round)
    copy.stiffness = stiffness.map(round)
    copy.damping = damping.map(round)
    copy.settlingDuration = settlingDuration.map(round)
    copy.settledTime = settledTime.map(round)
    copy.finishTime = finishTime.map(round)
    copy.overshoot = round(overshoot)
    copy.overshootTime = overshootTime.map(round)
    return copy
  }
}
