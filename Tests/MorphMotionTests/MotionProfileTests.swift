import GlassMorphTestSupport
import MorphMotion
import Testing

/// The tuning measurements, against analytic answers.
@Suite struct MotionProfileTests {
  @Test func criticalClosedFormSettlesWhereTheEnvelopeCrossesATenthOfAPercent() {
    // |1 − x| = e^(−λt)(1 + λt) = 0.001 at λt = 9.233413; λ = 4π → t = 0.734771: the first
    // millisecond sample after it is 0.735.
    let profile = MotionProfile(.closedForm(MorphSpring(duration: 0.5, bounce: 0)))
    #expect(isClose(profile.settledTime ?? 0, 0.735, 1e-9))
    #expect(profile.overshoot == 0)
    #expect(profile.overshootTime == nil)
  }

  @Test func linearCurveReachTimes() {
    // linear over 0.35 s reaches fraction f at 0.35·f: 0.175, 0.315, 0.3465 s, found on a 1 ms
    // grid; the Bézier solver's 2⁻²⁰ tolerance may push a crossing to the next millisecond.
    let profile = MotionProfile(.animation(.linear, .standard))
    let times = profile.reachTimes.map { $0.time ?? -1 }
    #expect(isClose(times[0], 0.175, 0.001 + 1e-9))
    #expect(isClose(times[1], 0.315, 0.001 + 1e-9))
    #expect(isClose(times[2], 0.347, 0.001 + 1e-9))
    #expect(profile.finishTime == 0.35)
  }

  @Test func underdampedClosedFormPeak() {
    // Peak at t = π/ω with overshoot e^(−λπ/ω); bounce 0.5, duration 1: ζ = 0.5, λ = π,
    // ω = 2π·√0.75 = 5.441398, t = 0.577350, overshoot e^(−π/(2√0.75)) = 0.163033.
    let profile = MotionProfile(.closedForm(MorphSpring(duration: 1, bounce: 0.5)))
    #expect(isClose(profile.overshoot, 0.163033, 1e-5))
    #expect(isClose(profile.overshootTime ?? 0, 0.577350, 0.001))
  }

  @Test func repeatForeverHasNoFinish() {
    let profile = MotionProfile(.animation(.easeInOut.repeatForever(), .standard))
    #expect(profile.finishTime == nil)
    #expect(profile.horizon == MotionProfile.maximumHorizon)
  }
}
