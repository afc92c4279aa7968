import GlassMorphTestSupport
import MorphMotion
import Testing

/// Timing curves: Docs/Motion.md §4.3's computed values and the curves' defining formulas.
@Suite struct UnitCurveTests {
  @Test func easeInOutMatchesPublishedValues() {
    #expect(isClose(MorphUnitCurve.easeInOut.value(at: 0.25), 0.129162, 1e-5))
    #expect(isClose(MorphUnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-5))
    #expect(isClose(MorphUnitCurve.easeInOut.value(at: 0.75), 0.870838, 1e-5))
  }

  @Test func easeInMatchesPublishedValues() {
    #expect(isClose(MorphUnitCurve.easeIn.value(at: 0.25), 0.093465, 1e-5))
    #expect(isClose(MorphUnitCurve.easeIn.value(at: 0.5), 0.315357, 1e-5))
    #expect(isClose(MorphUnitCurve.easeIn.value(at: 0.75), 0.621861, 1e-5))
  }

  @Test func endpointsAndLinear() {
    for curve in [MorphUnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn] {
      #expect(isClose(curve.value(at: 0), 0, 1e-6))
      #expect(isClose(curve.value(at: 1), 1, 1e-6))
    }
    #expect(isClose(MorphUnitCurve.linear.value(at: 0.3), 0.3, 1e-6))
    #expect(isClose(MorphUnitCurve.linear.velocity(at: 0.3), 1, 1e-6))
  }

  @Test func easeOutMirrorsEaseIn() {
    // easeOut's control points are easeIn's rotated by 180°: easeOut(p) = 1 − easeIn(1 − p).
    for p in [0.1, 0.3, 0.5, 0.8] {
      #expect(
        isClose(
          MorphUnitCurve.easeOut.value(at: p), 1 - MorphUnitCurve.easeIn.value(at: 1 - p), 1e-5))
    }
  }

  @Test func circularCurves() {
    // circularEaseIn(0.6) = 1 − √(1 − 0.36) = 0.2; circularEaseOut(0.4) = √(1 − 0.36) = 0.8.
    #expect(isClose(MorphUnitCurve.circularEaseIn.value(at: 0.6), 0.2, 1e-12))
    #expect(isClose(MorphUnitCurve.circularEaseOut.value(at: 0.4), 0.8, 1e-12))
    // circularEaseInOut(0.3) = (1 − √(1 − 0.36))/2 = 0.1; symmetric about (0.5, 0.5).
    #expect(isClose(MorphUnitCurve.circularEaseInOut.value(at: 0.3), 0.1, 1e-12))
    #expect(isClose(MorphUnitCurve.circularEaseInOut.value(at: 0.7), 0.9, 1e-12))
  }

  @Test func velocityIsTheSlope() {
    let h = 1e-5
    for curve in [MorphUnitCurve.easeIn, .easeInOut, .circularEaseInOut] {
      for p in [0.2, 0.45, 0.65] {
        let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
        #expect(isClose(curve.velocity(at: p), numeric, 1e-3))
      }
    }
  }
}
