import Foundation
import GlassMorph
import MorphFrame
import Testing

@testable import MorphTimeline

/// Interactive glass answers a tap (Docs/Glass.md §3.8): values worked by hand from the model's
/// springs and the measured growth.
@Suite struct PressTests {
  typealias S = TimelineTestSupport

  @Test func fullScaleGrowsTheLongestSideBySeventeenPoints() {
    // (L + 17) / L clamped to 1.035…1.3: 56 pt circle → 73/56 = 1.304 → 1.3 (the measured 1.3×);
    // 132 pt pill → 149/132 = 1.1288 (the measured ≈ 1.13×); 300 pt → 317/300 = 1.0567;
    // 600 pt → 617/600 = 1.028 → 1.035.
    #expect(PressResponse.fullScale(longestSide: 56) == 1.3)
    #expect(abs(PressResponse.fullScale(longestSide: 132) - 149.0 / 132) < 1e-12)
    #expect(abs(PressResponse.fullScale(longestSide: 300) - 317.0 / 300) < 1e-12)
    #expect(PressResponse.fullScale(longestSide: 600) == 1.035)
    #expect(PressResponse.fullScale(longestSide: 0) == 1.035)
  }

  @Test func pressRisesWhileTouchingAndBouncesOnRelease() {
    // Press-in is critically damped with ω = 2π/0.15: at lift-off (0.1 s) ωt = 4.18879 and
    // 1 − (1 + ωt)e^(−ωt) = 1 − 5.18879 × 0.015172 = 0.92128.
    let omega = 2 * Double.pi / 0.15
    let atLift = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
    #expect(abs(atLift - 0.92128) < 1e-4)
    #expect(abs(PressResponse.amount(elapsed: 0.1) - atLift) < 1e-9)
    #expect(PressResponse.amount(elapsed: 0) == 0 && PressResponse.amount(elapsed: -1) == 0)
    // After lift-off the release (ζ = 0.6) passes below rest — the bounce — and settles.
    let after = stride(from: 0.1, through: 1.5, by: 0.005).map { PressResponse.amount(elapsed: $0) }
    #expect((after.min() ?? 0) < -0.02)
    #expect(abs(PressResponse.amount(elapsed: PressResponse.settleDuration)) < 0.002)
    // The light is in by lift-off and gone 60 ms after it (critically damped, response 0.06 s:
    // (1 + 2π)e^(−2π) = 0.0136 of what was held).
    #expect(PressResponse.light(elapsed: 0.1) > 0.9)
    #expect(PressResponse.light(elapsed: 0.16) < 0.02)
  }

  @Test func tappingInteractiveGlassPressesItAndOnlyIt() throws {
    // The toolbar's toggle is `.regular.interactive()`; the tap at 0.25 s presses it.
    let timeline = try S.scene("toolbar").timeline(
      [.tap("toggle", at: 0.25)], canvas: .device(.iPhone16Pro))
    let pressed = try #require(timeline.sample(at: 0.35).element("toggle"))
    // 44 pt circle: full scale (44 + 17)/44 = 1.386 → 1.3; at lift-off 1 + 0.3 × 0.92128.
    #expect(abs(pressed.pressScale - (1 + 0.3 * 0.92128)) < 1e-4)
    #expect(pressed.press > 0.9)
    // The scale is a render transform: the frame is the motion's, 44 pt wide.
    #expect(pressed.frame.width == 44)
    #expect(abs(pressed.drawnFrame.width - 44 * pressed.pressScale) < 1e-9)
    #expect(abs(pressed.drawnFrame.midX - pressed.frame.midX) < 1e-9)
    // Before the tap and long after, it rests.
    #expect(timeline.sample(at: 0.2).element("toggle")?.pressScale == 1)
    #expect(timeline.sample(at: 3).element("toggle")?.pressScale == 1)
  }

  @Test func tappingPlainGlassDoesNotPress() throws {
    // union-groups' filter button sits on plain `.regular` glass (no `.interactive()`, no glass
    // button style): the tap changes the state and presses nothing.
    let timeline = try S.scene("union-groups").timeline(
      [.tap("line.3.horizontal.decrease", at: 0)], canvas: .fit)
    #expect(timeline.presses.isEmpty)
    #expect(timeline.sample(at: 0.05).glass.allSatisfy { $0.pressScale == 1 && $0.press == 0 })
  }
}
