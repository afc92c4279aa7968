import Foundation
import GlassMorphTestSupport
import MorphMotion
import Testing

/// The closed form of Docs/Motion.md §3 and SwiftUI's settling rules.
@Suite struct SpringValueTests {
  static let regimes: [(String, MorphSpring)] = [
    ("underdamped", MorphSpring(duration: 0.5, bounce: 0.3)),
    ("critical", MorphSpring(duration: 0.5, bounce: 0)),
    ("overdamped", MorphSpring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)),
  ]

  @Test func closedFormMatchesPublishedValues() {
    // Docs/Motion.md §4.1: Spring(duration: 0.5, bounce: 0.3).value(target: 1, time: t).
    let spring = MorphSpring(duration: 0.5, bounce: 0.3)
    let published: [(Double, Double)] = [
      (0.05, 0.145715), (0.10, 0.423302), (0.25, 0.984087), (0.50, 1.014498),
    ]
    for (time, value) in published {
      #expect(isClose(spring.value(target: 1.0, time: time), value, 5e-7), "t = \(time)")
    }
  }

  @Test(arguments: [0, 1, 2])
  func startsAtRestAndEndsAtTarget(regime: Int) {
    let (name, spring) = Self.regimes[regime]
    let target = 250.0
    let v0 = -40.0
    #expect(isClose(spring.value(target: target, initialVelocity: v0, time: 0), 0, 1e-9), "\(name)")
    #expect(isClose(spring.velocity(target: target, initialVelocity: v0, time: 0), v0, 1e-9))
    #expect(isClose(spring.value(target: target, initialVelocity: v0, time: 30), target, 1e-6))
  }

  @Test(arguments: [0, 1, 2])
  func velocityIsTheDerivativeOfValue(regime: Int) {
    let (name, spring) = Self.regimes[regime]
    let h = 1e-6
    for time in stride(from: 0.01, through: 1.0, by: 0.07) {
      let numeric =
        (spring.value(target: 1.0, initialVelocity: 2.0, time: time + h)
          - spring.value(target: 1.0, initialVelocity: 2.0, time: time - h)) / (2 * h)
      let analytic = spring.velocity(target: 1.0, initialVelocity: 2.0, time: time)
      #expect(isClose(analytic, numeric, 1e-5), "\(name) at t = \(time)")
    }
  }

  @Test func criticallyDampedClosedFormByHand() {
    // x(t) = X − e^(−λt)[X + (λX − v0)t], λ = 4π for duration 0.5 bounce 0; X = 1, v0 = 0, t = 0.1:
    // 1 − e^(−1.2566371)(1 + 1.2566371) = 1 − 0.2846095·2.2566371 = 0.3577396.
    #expect(
      isClose(MorphSpring(duration: 0.5, bounce: 0).value(target: 1.0, time: 0.1), 0.3577396, 1e-6))
  }

  @Test func vectorsAnimateComponentwise() {
    let spring = MorphSpring.bouncy
    let target = SIMD4<Double>(10, -20, 30, 0)
    let value = spring.value(target: target, time: 0.2)
    for lane in 0..<4 {
      #expect(isClose(value[lane], spring.value(target: target[lane], time: 0.2), 1e-12))
    }
  }

  @Test func settlingDurationUnderdampedUsesTheEnvelopeBound() {
    // ln((|λX − v0| + |X|)/ε)/λ with X = 1, v0 = 0, ε = 0.001, λ = 2π·0.7/0.5 = 8.796459.
    let lambda = 2 * Double.pi * 0.7 / 0.5
    let expected = log((lambda + 1) / 0.001) / lambda  // = 1.044713
    #expect(isClose(MorphSpring(duration: 0.5, bounce: 0.3).settlingDuration, expected, 1e-12))
    #expect(isClose(expected, 1.044713, 1e-6))
  }

  @Test func settlingDurationCriticalIsSampledEveryTenthOfASecond() {
    // λ = 4π. |x − 1| = e^(−λt)(1 + λt): t = 0.7 → e^(−8.796)·9.796 = 0.00148 (above 0.001);
    // t = 0.8 → e^(−10.053)·11.053 = 0.000477 (below), and it only falls after that → 0.8 s.
    #expect(isClose(MorphSpring(duration: 0.5, bounce: 0).settlingDuration, 0.8, 1e-12))
  }

  @Test func settlingDurationOverdampedIsSampledEveryTenthOfASecond() {
    // bounce −0.2: λ = 15.708, s = 9.4248; |x − 1| ≈ (λ + s)/(2s)·e^((s − λ)t) = 1.3333·e^(−6.2832t):
    // t = 1.1 → 0.001329 (above), t = 1.2 → 0.000709 (below) → 1.2 s.
    #expect(isClose(MorphSpring(duration: 0.5, bounce: -0.2).settlingDuration, 1.2, 1e-12))
  }
}
