import Foundation
import GlassMorphTestSupport
import MorphMotion
import Testing

/// Curves, interpolating springs and modifiers, and how they combine on interruption (§4.2–§5).
@Suite struct CombinedAnimationTests {
  @Test func easeInOutMovesAValue() {
    // 0 → 200 over 0.35 s: at t = 0.175 (progress 0.5) the value is 100; at 0.0875 it is
    // 200 × easeInOut(0.25) = 200 × 0.129162 = 25.8324.
    var value = AnimatedValue(0.0)
    value.animate(to: 200, with: .easeInOut, at: 0)
    #expect(isClose(value.sample(at: 0.175).value, 100, 1e-3))
    #expect(isClose(value.sample(at: 0.0875).value, 25.8324, 2e-3))
    #expect(value.sample(at: 0.35).value == 200)
    #expect(value.completionTime(.removed) == 0.35)  // frame 21 at 60 Hz
  }

  @Test func curvesCombineInsteadOfMerging() {
    // easeInOut 0 → 100 at t = 0; at t = 0.175 a second easeInOut heads to 0.
    // r2(t) = r1(t) + (0 − r1(t))·p2(t − 0.175). At t = 0.2625: p1 = easeInOut(0.75) = 0.870838,
    // r1 = 87.0838; p2 = easeInOut(0.25) = 0.129162; r2 = 87.0838 × (1 − 0.129162) = 75.8359.
    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: .easeInOut, at: 0)
    value.animate(to: 0, with: .easeInOut, at: 0.175)
    #expect(isClose(value.sample(at: 0.2625).value, 87.0838 * (1 - 0.129162), 2e-3))
    // Continuous at the interruption: p2 = 0 there, so the value is still r1(0.175) = 50.
    #expect(isClose(value.sample(at: 0.175).value, 50, 1e-3))
    // The whole ends when the last entry ends: 0.175 + 0.35 = 0.525 → frame 32 (0.5333).
    #expect(isClose(value.completionTime(.removed) ?? -1, 32.0 / 60, 1e-12))
  }

  @Test func combinedVelocityIsTheDerivative() {
    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: .easeInOut, at: 0)
    value.animate(to: -50, with: .linear(duration: 0.5), at: 0.1)
    let h = 1e-5
    for t in [0.15, 0.22, 0.31] {
      let numeric = (value.sample(at: t + h).value - value.sample(at: t - h).value) / (2 * h)
      #expect(isClose(value.sample(at: t).velocity, numeric, 1e-2), "t = \(t)")
    }
  }

  @Test func aChangeWithoutAnimationJumpsAndRunningAnimationsCarryOn() {
    // linear 0 → 100 over 1 s; at t = 0.5 (value 50) the target jumps to 150 without animation:
    // the value jumps by 50 and keeps moving, reaching 150 at t = 1.
    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: .linear(duration: 1), at: 0)
    value.animate(to: 150, with: nil, at: 0.5)
    #expect(isClose(value.sample(at: 0.5).value, 100, 1e-6))
    #expect(isClose(value.sample(at: 0.75).value, 125, 1e-6))
    #expect(value.sample(at: 1).value == 150)
  }

  @Test func aChangeWithoutAnimationAtRestJumps() {
    var value = AnimatedValue(10.0)
    value.animate(to: 20, with: nil, at: 0.3)
    #expect(value.sample(at: 0.29).value == 10)
    #expect(value.sample(at: 0.3).value == 20)
    #expect(!value.sample(at: 0.3).isAnimating)
  }

  @Test func interpolatingSpringFollowsItsClosedForm() {
    // k = 100, c = 10, m = 1: ω0 = 10, ζ = 0.5, ωd = 10·√0.75 = 8.660254.
    // sample(0.1) = 1 − e^(−0.5)[cos 0.8660254 + (5/8.660254) sin 0.8660254] = 0.340300.
    let w0 = 10.0
    let zeta = 0.5
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let expected = 1 - exp(-zeta * w0 * 0.1) * (cos(wd * 0.1) + (zeta * w0 / wd) * sin(wd * 0.1))
    #expect(isClose(expected, 0.340300, 1e-6))
    var value = AnimatedValue(0.0)
    value.animate(to: 10, with: .interpolatingSpring(stiffness: 100, damping: 10), at: 0)
    #expect(isClose(value.sample(at: 0.1).value, 10 * expected, 1e-9))
  }

  @Test func interpolatingSpringEndsWhenWithinATenthOfAPercentForGood() {
    // Critical (k = 100, c = 20): |1 − s| = (1 + 10t)e^(−10t) falls below 0.001 at 10t = 9.233413,
    // t = 0.9233 s → the end is the first whole millisecond after that, 0.924 s.
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: .interpolatingSpring(stiffness: 100, damping: 20), at: 0)
    #expect(value.sample(at: 0.9230).isAnimating)
    #expect(value.sample(at: 0.9241).value == 1)
  }

  @Test func interpolatingSpringsCombine() {
    // Two interpolating springs: r2 = r1 + (V2 − r1)·s2, with s the closed form above.
    let spring = MorphAnimation.interpolatingSpring(stiffness: 100, damping: 20)
    let s: (Double) -> Double = { t in 1 - (1 + 10 * t) * exp(-10 * t) }
    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: spring, at: 0)
    value.animate(to: 0, with: spring, at: 0.2)
    let r1 = 100 * s(0.3)
    #expect(isClose(value.sample(at: 0.3).value, r1 + (0 - r1) * s(0.1), 1e-9))
  }

  @Test func delayHoldsThenRuns() {
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: .easeInOut.delay(0.1), at: 0)
    #expect(value.sample(at: 0.09).value == 0)
    #expect(isClose(value.sample(at: 0.275).value, 0.5, 1e-5))  // progress (0.275 − 0.1)/0.35
  }

  @Test func speedScalesTime() {
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: .easeInOut.speed(2), at: 0)
    #expect(isClose(value.sample(at: 0.0875).value, 0.5, 1e-5))  // 0.0875 × 2 = half of 0.35
    // It ends when 2t ≥ 0.35, t = 0.175 = frame 10.5; the first frame at or after it is 11/60.
    #expect(isClose(value.completionTime(.removed) ?? 0, 11.0 / 60, 1e-12))
  }

  @Test func repeatCountAutoreverses() {
    // linear 1 s, twice, reversing: forward over [0, 1], back over [1, 2]; then SwiftUI snaps to
    // the target when the repeat finishes.
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: .linear(duration: 1).repeatCount(2, autoreverses: true), at: 0)
    #expect(isClose(value.sample(at: 0.5).value, 0.5, 1e-6))
    #expect(isClose(value.sample(at: 1.25).value, 0.75, 1e-6))
    #expect(isClose(value.sample(at: 1.75).value, 0.25, 1e-6))
    #expect(value.sample(at: 2.1).value == 1)
    #expect(value.completionTime(.removed) == 2)
  }

  @Test func repeatForeverNeverCompletes() {
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: .linear(duration: 0.5).repeatForever(autoreverses: false), at: 0)
    #expect(isClose(value.sample(at: 10.25).value, 0.5, 1e-6))
    #expect(value.completionTime(.removed) == nil)
  }

  @Test func proMotionClockChangesWhenAnimationsFinish() {
    // easeInOut 0.3 s started at 0.006 ends at 0.306 s. The first frame at or after it is
    // 19/60 = 0.316667 at 60 Hz and 37/120 = 0.308333 at 120 Hz.
    var at60 = AnimatedValue(0.0)
    at60.animate(to: 1, with: .easeInOut(duration: 0.3), at: 0.006)
    var at120 = AnimatedValue(0.0, clock: .proMotion)
    at120.animate(to: 1, with: .easeInOut(duration: 0.3), at: 0.006)
    #expect(isClose(at60.completionTime(.removed) ?? 0, 19.0 / 60, 1e-12))
    #expect(isClose(at120.completionTime(.removed) ?? 0, 37.0 / 120, 1e-12))
  }
}
