import MorphCore
import MorphRender
import Testing

/// Signed distances, the smooth minimum and coverage, against hand calculations.
@Suite struct ShapeDistanceTests {
  let rect = Rect(x: 0, y: 0, width: 100, height: 40)

  @Test func roundedRectangleDistances() {
    // Centre of a 100 × 40 box with radius 10: the nearest edge is 20 away → −20.
    #expect(ShapeDistance.roundedRectangle(Point(x: 50, y: 20), in: rect, radius: 10) == -20)
    // 5 pt right of the right edge, at mid-height: +5.
    #expect(ShapeDistance.roundedRectangle(Point(x: 105, y: 20), in: rect, radius: 10) == 5)
    // Beyond the corner along the diagonal: the corner circle is centred at (90, 30) with
    // radius 10; the point (100 + 3, 40 + 4) is at distance √(13² + 14²) − 10 = 9.1049 from it.
    let d = ShapeDistance.roundedRectangle(Point(x: 103, y: 44), in: rect, radius: 10)
    #expect(abs(d - ((13.0 * 13 + 14 * 14).squareRoot() - 10)) < 1e-12)
  }

  @Test func capsuleAndCircleAreRoundedRectangles() {
    // Capsule 100 × 40 (radius 20): a point 30 pt above the top-left cap centre (20, 20) is
    // √(0 + 30²)… directly above the centre (20, −10): 30 − 20 = 10.
    #expect(ShapeDistance.roundedRectangle(Point(x: 20, y: -10), in: rect, radius: 20) == 10)
    // Circle of diameter 40 at the origin: (20 + 3, 20 + 4) is 5 from the centre → 5 − 20 = −15.
    let circle = Rect(x: 0, y: 0, width: 40, height: 40)
    #expect(
      abs(ShapeDistance.roundedRectangle(Point(x: 23, y: 24), in: circle, radius: 20) - (-15))
        < 1e-12)
  }

  @Test func ellipseDistanceIsTheNormalisedImplicitForm() {
    // Ellipse in 100 × 40 (semi-axes 50, 20). At x = 110 on the axis: u = 60/50 = 1.2, the implicit
    // value 1.44 − 1 = 0.44, its gradient 2u/50 = 0.048 → 9.1667 (the true distance is 10).
    #expect(abs(ShapeDistance.ellipse(Point(x: 110, y: 20), in: rect) - 0.44 / 0.048) < 1e-9)
    // On the boundary: 0.
    #expect(abs(ShapeDistance.ellipse(Point(x: 100, y: 20), in: rect)) < 1e-9)
    #expect(ShapeDistance.ellipse(Point(x: 50, y: 20), in: rect) < 0)
  }

  @Test func smoothMinimumSeamDepthIsK() {
    // Equal distances: h = 1, d = a − k′/4 = a − k.
    #expect(ShapeDistance.smoothMinimum(10, 10, k: 3) == 7)
  }

  @Test func smoothMinimumHasNoEffectBeyondItsSupport() {
    // |a − b| ≥ 4k: exactly min(a, b).
    #expect(ShapeDistance.smoothMinimum(0, 12, k: 3) == 0)
    #expect(ShapeDistance.smoothMinimum(20, 5, k: 3) == 5)
    // Just inside the support it is below the minimum: |a − b| = 6 < 12: h = 0.5, 6 − 0.25·12/4.
    let expected = 6 - 0.25 * 12 / 4.0
    #expect(ShapeDistance.smoothMinimum(6, 12, k: 3) == expected)
    #expect(ShapeDistance.smoothMinimum(1, 2, k: 0) == 1)
  }

  @Test func smoothMinimumOfManyIsOrderIndependent() {
    let values = [3.0, -1.0, 2.5, 0.5]
    let reference = ShapeDistance.smoothMinimum(values, k: 2)
    for permutation in [[-1.0, 3, 0.5, 2.5], [0.5, 2.5, -1, 3], [2.5, 0.5, 3, -1]] {
      #expect(abs(ShapeDistance.smoothMinimum(permutation, k: 2) - reference) < 1e-12)
    }
    #expect(reference <= -1)
  }

  @Test func smoothMinimumOfThreeFoldsBothWaysFromTheSortedValues() {
    // k = 1 → k′ = 4. Sorted: 0, 1, 3.
    // Forward: smin(0, 1): h = (4 − 1)/4 = 0.75, 0 − 0.5625 = −0.5625;
    //   smin(−0.5625, 3): h = (4 − 3.5625)/4 = 0.109375, −0.5625 − 0.011962890625 = −0.574462890625.
    // Backward: smin(3, 1): h = 0.5, 1 − 0.25 = 0.75; smin(0.75, 0): h = 0.8125,
    //   0 − 0.66015625 = −0.66015625. Average: −0.6173095703125.
    let expected = -0.617_309_570_312_5
    for order in [[0.0, 1, 3], [3.0, 0, 1], [1.0, 3, 0], [3.0, 1, 0]] {
      #expect(abs(ShapeDistance.smoothMinimum(order, k: 1) - expected) < 1e-12)
      #expect(abs(ShapeDistance.smoothMinimum(order + [.infinity], k: 1) - expected) < 1e-12)
    }
  }

  @Test func coverageAtEdges() {
    #expect(ShapeDistance.coverage(distance: 0) == 0.5)
    #expect(ShapeDistance.coverage(distance: -0.5) == 1)
    #expect(ShapeDistance.coverage(distance: 0.5) == 0)
    #expect(ShapeDistance.coverage(distance: -0.25) == 0.75)
  }
}

/// The analytic gradients agree with the distance functions differentiated numerically.
@Suite struct ShapeGradientTests {
  let rect = Rect(x: 10, y: 20, width: 100, height: 40)
  /// Central-difference step: small against the shapes, large against rounding.
  let step = 1e-5

  func numericGradient(_ f: (Point) -> Double, at p: Point) -> (Double, Double) {
    let gx = (f(Point(x: p.x + step, y: p.y)) - f(Point(x: p.x - step, y: p.y))) / (2 * step)
    let gy = (f(Point(x: p.x, y: p.y + step)) - f(Point(x: p.x, y: p.y - step))) / (2 * step)
    let length = (gx * gx + gy * gy).squareRoot()
    return (gx / length, gy / length)
  }

  /// Points inside, outside, beyond the corners and along the edges (none on the medial axis,
  /// where the gradient jumps).
  var points: [Point] {
    [
      Point(x: 3, y: 13), Point(x: 117, y: 70), Point(x: 60, y: 25), Point(x: 60, y: 58),
      Point(x: 14, y: 41), Point(x: 105, y: 37), Point(x: 130, y: 44), Point(x: 60, y: 5),
      Point(x: 21, y: 27), Point(x: 101, y: 55),
    ]
  }

  @Test(arguments: [0.0, 8, 20])
  func roundedRectangleGradientIsTheDistancesGradient(_ radius: Double) {
    for p in points {
      let analytic = ShapeDistance.roundedRectangleWithGradient(p, in: rect, radius: radius)
      #expect(analytic.distance == ShapeDistance.roundedRectangle(p, in: rect, radius: radius))
      let (gx, gy) = numericGradient(
        { ShapeDistance.roundedRectangle($0, in: rect, radius: radius) }, at: p)
      #expect(abs(analytic.x - gx) < 1e-6 && abs(analytic.y - gy) < 1e-6, "\(p) r \(radius)")
    }
  }

  @Test func ellipseGradientIsTheImplicitFormsNormal() {
    // The normal of x²/a² + y²/b² = c through p is ∇(x²/a² + y²/b²), differentiated here
    // numerically; the distance is `ellipse(_:in:)`.
    let a = 50.0
    let b = 20.0
    for p in points {
      let analytic = ShapeDistance.ellipseWithGradient(p, in: rect)
      #expect(analytic.distance == ShapeDistance.ellipse(p, in: rect))
      let (gx, gy) = numericGradient(
        {
          let x = $0.x - rect.midX
          let y = $0.y - rect.midY
          return x * x / (a * a) + y * y / (b * b)
        }, at: p)
      #expect(abs(analytic.x - gx) < 1e-6 && abs(analytic.y - gy) < 1e-6, "\(p)")
    }
  }
}
