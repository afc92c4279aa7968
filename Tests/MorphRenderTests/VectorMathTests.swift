import Foundation
import MorphCore
import Testing

@testable import MorphRender

/// Eight-lane arithmetic against the standard library's scalar functions.
@Suite struct VectorMathTests {
  @Test func expAgreesWithTheLibrarysToAMillionth() {
    // e^x over the shadow's range (0 down to −6, where it is 0.0025) and far below.
    var worst = 0.0
    for step in 0..<2_000 {
      let base = -Float(step) * 0.005
      let lanes = VectorMath.Lanes(repeating: base) + GlassMaterial.laneOffsets * -0.000_6
      let fast = VectorMath.exp(lanes)
      for lane in 0..<8 {
        let exact = Foundation.exp(Double(lanes[lane]))
        worst = max(worst, abs(Double(fast[lane]) - exact) / exact)
      }
    }
    #expect(worst < 1e-6)
    // Clamped far below: still a (tiny) number, never NaN or negative.
    let far = VectorMath.exp(VectorMath.Lanes(repeating: -1_000))
    #expect(far[0] >= 0 && far[0] < 1e-30)
  }

  @Test func roundedRectangleLanesAgreeWithTheScalarDistance() {
    let rect = Rect(x: 100, y: 40, width: 132, height: 44)
    for radius in [0.0, 10, 22] {
      for y in stride(from: 20.0, through: 110, by: 3.5) {
        for start in stride(from: 80.0, through: 250, by: 8) {
          let xs = VectorMath.Lanes(repeating: Float(start)) + GlassMaterial.laneOffsets
          let lanes = VectorMath.roundedRectangle(
            xs: xs, y: Float(y), cx: Float(rect.midX), cy: Float(rect.midY),
            hx: Float(rect.width / 2), hy: Float(rect.height / 2), r: Float(radius))
          for lane in 0..<8 {
            let exact = ShapeDistance.roundedRectangle(
              Point(x: start + Double(lane), y: y), in: rect, radius: radius)
            #expect(abs(Double(lanes[lane]) - exact) < 1e-3, "(\(start + Double(lane)), \(y))")
          }
        }
      }
    }
  }
}
