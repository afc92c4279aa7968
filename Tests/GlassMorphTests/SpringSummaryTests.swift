import Foundation
import GlassMorph
import Testing

/// The one spring summary `spring --json` and the preview print, against SwiftUI's formulas
/// evaluated here: for response T and damping ratio ζ (mass 1), stiffness = (2π / T)²,
/// damping = 4πζ / T, bounce = 1 − ζ (ζ ≤ 1).
@Suite struct SpringSummaryTests {
  @Test func aSpringsParametersInEverySpelling() throws {
    let summary = SpringSummary(.spring(MorphSpring(response: 0.5, dampingRatio: 0.7)))
    let response = 0.5
    let ratio = 0.7
    #expect(abs((summary.response ?? 0) - response) < 1e-12)
    #expect(abs((summary.dampingRatio ?? 0) - ratio) < 1e-12)
    #expect(abs((summary.bounce ?? 0) - (1 - ratio)) < 1e-12)
    #expect(abs((summary.mass ?? 0) - 1) < 1e-12)
    #expect(abs((summary.stiffness ?? 0) - pow(2 * Double.pi / response, 2)) < 1e-9)
    #expect(abs((summary.damping ?? 0) - 4 * Double.pi * ratio / response) < 1e-9)
    // Underdamped: it overshoots, and settles after it peaks.
    #expect(summary.overshoot > 0)
    let peak = try #require(summary.overshootTime)
    #expect(try #require(summary.settledTime) > peak)
  }

  @Test func roundingKeepsEveryNumberToItsPlaces() {
    let rounded = SpringSummary(.spring(MorphSpring(response: 0.5, dampingRatio: 0.7)))
      .rounded(toPlaces: 2)
    // (2π / 0.5)² = 157.9137…, 4π·0.7 / 0.5 = 17.5929…
    #expect(rounded.stiffness == 157.91)
    #expect(rounded.damping == 17.59)
    #expect(rounded.bounce == 0.3)
  }

  @Test func aTimingCurveHasNoSpringParameters() {
    let summary = SpringSummary(.easeInOut(duration: 0.3))
    #expect(summary.bounce == nil && summary.stiffness == nil && summary.overshoot == 0)
    #expect(summary.finishTime.map { abs($0 - 0.3) < 0.02 } == true)
  }
}
