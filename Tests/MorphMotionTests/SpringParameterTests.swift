import GlassMorphTestSupport
import MorphMotion
import Testing

/// Parameter conversions, checked against Apple's documented examples and hand calculations.
@Suite struct SpringParameterTests {
  @Test func appleExampleDurationBounce() {
    // Apple's `Spring` documentation: Spring(duration: 0.5, bounce: 0.3) → (1.0, 157.9, 17.6).
    let spring = MorphSpring(duration: 0.5, bounce: 0.3)
    #expect(isClose(spring.mass, 1.0, 1e-12))
    #expect(isClose(spring.stiffness, 157.9, 0.05))
    #expect(isClose(spring.damping, 17.6, 0.05))
  }

  @Test func appleExampleMassStiffnessDamping() {
    // Apple's `Spring` documentation: Spring(mass: 1, stiffness: 100, damping: 10) → (0.63, 0.5).
    let spring = MorphSpring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(spring.duration, 0.63, 0.005))
    #expect(isClose(spring.bounce, 0.5, 1e-9))
  }

  @Test func stiffnessQuirkForOverdampedSprings() {
    // Docs/Motion.md §2: SwiftUI reports m(ω² + λ²) = 335.57 for Spring(duration: 0.5, bounce: -0.2),
    // where k = (2π/0.5)² = 157.91. By hand: ζ = 1/(1 − 0.2) = 1.25, λ = 2π·1.25/0.5 = 15.708,
    // |ω| = 2π·√(1.25² − 1)/0.5 = 9.4248; 9.4248² + 15.708² = 88.83 + 246.74 = 335.57.
    let spring = MorphSpring(duration: 0.5, bounce: -0.2)
    #expect(isClose(spring.stiffness, 335.57, 0.01))
    #expect(spring.angularFrequency < 0)
    #expect(isClose(spring.dampingRatio, 1.25, 1e-12))
    #expect(isClose(spring.bounce, -0.2, 1e-12))
    #expect(isClose(spring.response, 0.5, 1e-12))
  }

  @Test func overdampingIsClampedToCriticalUnlessAllowed() {
    // k = 100, c = 40 → ω0 = 10, λ = 20 > ω0: overdamped.
    let clamped = MorphSpring(mass: 1, stiffness: 100, damping: 40)
    #expect(clamped.angularFrequency == 0)
    #expect(clamped.decayConstant == 10)  // λ := ω0
    #expect(isClose(clamped.dampingRatio, 1, 1e-12))
    let allowed = MorphSpring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    // |ω| = √(λ² − ω0²) = √(400 − 100) = 17.3205
    #expect(isClose(allowed.angularFrequency, -300.0.squareRoot(), 1e-12))
    #expect(isClose(allowed.damping, 40, 1e-12))
    // ζ = c / (2√(mk)) = 40 / 20 = 2; bounce = 1/ζ − 1 = −0.5.
    #expect(isClose(allowed.dampingRatio, 2, 1e-12))
    #expect(isClose(allowed.bounce, -0.5, 1e-12))
  }

  @Test func responseDampingRatioRoundTrip() {
    let spring = MorphSpring(response: 0.35, dampingRatio: 0.85)
    #expect(isClose(spring.response, 0.35, 1e-12))
    #expect(isClose(spring.dampingRatio, 0.85, 1e-12))
    // k = (2π/0.35)² = 322.27; c = 2√k·ζ = 2·17.952·0.85 = 30.518.
    #expect(isClose(spring.stiffness, 322.27, 0.01))
    #expect(isClose(spring.damping, 30.518, 0.001))
  }

  @Test func presetsAndExtraBounce() {
    #expect(isClose(MorphSpring.smooth.bounce, 0, 1e-12))
    #expect(isClose(MorphSpring.snappy.bounce, 0.15, 1e-12))
    #expect(isClose(MorphSpring.bouncy.bounce, 0.3, 1e-12))
    #expect(isClose(MorphSpring.snappy(duration: 0.4, extraBounce: 0.1).bounce, 0.25, 1e-12))
    #expect(isClose(MorphSpring.bouncy(duration: 0.4).duration, 0.4, 1e-12))
  }

  @Test func bounceClampsAtBothEnds() {
    // Docs/Motion.md §2: Spring(duration:bounce:) clamps b > 1 to ζ = 0 and b ≤ −1 to ζ = ∞.
    #expect(MorphSpring(duration: 0.5, bounce: 1.5).decayConstant == 0)
    let frozen = MorphSpring(duration: 0.5, bounce: -1)
    #expect(frozen.value(target: 1.0, time: 0.3) == 0)
  }

  @Test func settlingDurationInitialiserInvertsSettlingDuration() {
    // Spring(duration: 0.5, bounce: 0.3): λ = 2π·0.7/0.5 = 8.79646; SwiftUI's settling bound is
    // ln((λ + 1)/0.001)/λ = ln(9796.46)/8.79646 = 1.044713 s. Inverting it must give back r = 0.5.
    let spring = MorphSpring(settlingDuration: 1.044713, dampingRatio: 0.7)
    #expect(isClose(spring.response, 0.5, 1e-5))
    // Critical: e^(−u)(1 + u) = 0.001 at u = 9.233413; T = 1 s → λ = 9.23341, r = 2π/λ = 0.680483.
    let critical = MorphSpring(settlingDuration: 1, dampingRatio: 1)
    #expect(isClose(critical.response, 0.680483, 1e-5))
  }
}
