import MorphMotion

/// How interactive glass answers a touch (Docs/Glass.md §3.8): a press amount that drives the
/// scale — in with a critically damped spring, out with a bouncy one that dips below rest — and a
/// light amount that rises within 150 ms and is gone 60 ms after lift-off.
package enum PressResponse {
  /// How long a tap touches, in seconds [measured: a tap is a touch of ≈ 100 ms].
  package static let touchDuration = 0.1
  /// The press-in spring: critically damped, response 0.15 s, 92 % in at lift-off
  /// (1 − (1 + ωt)e^(−ωt) with ω = 2π/0.15, t = 0.1) [model fitted to "brightens within 150 ms"].
  package static let pressIn = MorphSpring(response: 0.15, dampingRatio: 1)
  /// The release spring: response 0.4 s, damping ratio 0.6, which undershoots rest by
  /// e^(−0.6π/0.8) ≈ 9.5 % [model: Apple's "bouncy release"; no published constants].
  package static let release = MorphSpring(response: 0.4, dampingRatio: 0.6)
  /// The light's release: critically damped, response 0.06 s [measured: "returns 60 ms after
  /// lift-off"].
  package static let lightRelease = MorphSpring(response: 0.06, dampingRatio: 1)
  /// How much the longest side grows at full press, in points [measured: ≈ 17 pt].
  package static let growth = 17.0
  /// The press scale's bounds [measured: 1.3 × a 56 pt circle; others 1.035–1.13].
  package static let scaleRange = 1.035...1.3
  /// How long after the touch the press has settled, in seconds: lift-off plus the release
  /// spring's settling time.
  package static var settleDuration: Double {
    touchDuration + release.settlingDuration(epsilon: 0.001)
  }

  /// The full-press scale of an element whose longest side is `longestSide` points:
  /// (L + 17) / L, clamped to 1.035…1.3.
  package static func fullScale(longestSide: Double) -> Double {
    guard longestSide > 0, longestSide.isFinite else { return scaleRange.lowerBound }
    return min(
      max((longestSide + growth) / longestSide, scaleRange.lowerBound), scaleRange.upperBound)
  }

  /// The press amount `elapsed` seconds after the touch: 0 before it, toward 1 while the finger is
  /// down, back to 0 (dipping below) after lift-off.
  package static func amount(elapsed: Double) -> Double {
    curve(elapsed: elapsed, release: release)
  }

  /// The light amount (brightening and glow) `elapsed` seconds after the touch, 0…1.
  package static func light(elapsed: Double) -> Double {
    min(max(curve(elapsed: elapsed, release: lightRelease), 0), 1)
  }

  private static func curve(elapsed: Double, release: MorphSpring) -> Double {
    guard elapsed > 0, elapsed.isFinite else { return 0 }
    guard elapsed > touchDuration else { return pressIn.value(target: 1.0, time: elapsed) }
    let held = pressIn.value(target: 1.0, time: touchDuration)
    let speed = pressIn.velocity(target: 1.0, time: touchDuration)
    // From `held` moving at `speed` toward 0: x = held + spring(target −held, v0 = speed).
    return held
      + release.value(target: -held, initialVelocity: speed, time: elapsed - touchDuration)
  }
}
