import Foundation

/// The normalised closed form SwiftUI's `interpolatingSpring` evaluates (Docs/Motion.md §4.2).
///
/// With ω0 = √(k/m), ζ = c / (2√(mk)) and v0 a fraction of the change per second:
/// - ζ < 1: sample(t) = 1 − e^(−ζω0t)[cos ωd t + ((ζω0 − v0)/ωd) sin ωd t], ωd = ω0√(1 − ζ²);
/// - ζ ≥ 1: sample(t) = 1 − (1 + (ω0 − v0)t)e^(−ω0t).
///
/// End rule (Docs/Motion.md leaves it to us): the animation ends at the first millisecond after which
/// |1 − sample| stays below 0.001 for good. It is found by scanning back in 1 ms steps from an upper
/// bound at which the envelope is already below 0.001; an undamped spring never ends.
struct InterpolatingSpringCurve: Sendable {
  let naturalFrequency: Double
  let dampingRatio: Double
  let initialVelocity: Double

  /// |1 − sample| below this for good ends the animation.
  static let endThreshold = 0.001
  /// The resolution of the end time, in seconds.
  static let endResolution = 0.001
  /// The most scan steps spent on finding the end.
  static let maximumScanSteps = 200_000

  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    naturalFrequency = (stiffness / mass).squareRoot()
    dampingRatio = damping / (2 * (mass * stiffness).squareRoot())
    self.initialVelocity = initialVelocity
  }

  private var decay: Double { dampingRatio * naturalFrequency }
  private var dampedFrequency: Double {
    naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
  }

  /// The fraction of the change travelled at `t` seconds.
  func value(at t: Double) -> Double {
    if dampingRatio < 1 {
      let wd = dampedFrequency
      let b = (decay - initialVelocity) / wd
      return 1 - exp(-decay * t) * (cos(wd * t) + b * sin(wd * t))
    }
    let w0 = naturalFrequency
    return 1 - (1 + (w0 - initialVelocity) * t) * exp(-w0 * t)
  }

  /// d value / dt at `t` seconds, in fractions of the change per second.
  func velocity(at t: Double) -> Double {
    if dampingRatio < 1 {
      let wd = dampedFrequency
      let b = (decay - initialVelocity) / wd
      return exp(-decay * t) * ((decay - b * wd) * cos(wd * t) + (decay * b + wd) * sin(wd * t))
    }
    let w0 = naturalFrequency
    return exp(-w0 * t) * (initialVelocity + w0 * (w0 - initialVelocity) * t)
  }

  /// When the animation ends, in seconds (see the type's discussion); infinity when undamped.
  var endTime: Double {
    guard let bound = envelopeBound else { return .infinity }
    let step = max(Self.endResolution, bound / Double(Self.maximumScanSteps))
    var t = (bound / step).rounded(.up) * step
    while t > 0 && abs(1 - value(at: t - step)) < Self.endThreshold {
      t -= step
    }
    return max(t, 0)
  }

  /// A time after which |1 − sample| < threshold for certain; nil for an undamped spring.
  private var envelopeBound: Double? {
    let epsilon = Self.endThreshold
    if dampingRatio < 1 {
      guard decay > 0, decay.isFinite else { return nil }
      let b = (decay - initialVelocity) / dampedFrequency
      // |cos + b·sin| ≤ √(1 + b²)
      return max(0, log((1 + b * b).squareRoot() / epsilon) / decay)
    }
    let w0 = naturalFrequency
    guard w0 > 0, w0.isFinite else { return nil }
    // (1 + |w0 − v0|t)e^(−w0 t) falls for t > 1/w0; double until it is below ε there.
    var t = max(1 / w0, 0.001)
    while (1 + abs(w0 - initialVelocity) * t) * exp(-w0 * t) >= epsilon { t *= 2 }
    return t
  }
}
