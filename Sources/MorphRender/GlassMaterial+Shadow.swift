import MorphCore

/// Stage: shadow (Docs/Glass.md §3.6) — the adaptive shadow beneath each glass shape.
extension GlassMaterial {
  /// The peak alpha of a member's shadow: ≈ 3 % over light flat content, deeper for shapes larger
  /// than `shadowGrowthSize` and over detailed content (`detail`: mean |sharp − blurred| luma
  /// under it), scaled by its visibility.
  func shadowOpacity(of shape: Shape, detail: Double) -> Double {
    let short = min(shape.rect.width, shape.rect.height) / scale
    let growth = 1 + max(0, short - style.shadowGrowthSize) / style.shadowGrowthSize
    return min(
      style.shadowMaximum, style.shadowOpacity * growth * (1 + style.shadowDetailGain * detail))
      * shape.visibility
  }

  /// The shadow opacity every shape in `shapes` shares, if they share one.
  private func commonPeak(_ shapes: [Shape]) -> Float? {
    guard let first = shapes.first?.shadowOpacity,
      shapes.allSatisfy({ $0.shadowOpacity == first })
    else { return nil }
    return Float(first)
  }

  /// The soft shadow under the layer: each member's own, blurred and offset down, the darkest
  /// where they meet; darkening only, never a bright halo.
  func drawShadow(_ shapes: [Shape], bounds: Rect, on canvas: Canvas) {
    let opacity = shapes.map(\.shadowOpacity).max() ?? 0
    guard opacity > 0.001 else { return }
    let blur = style.shadowBlur * scale
    let offset = style.shadowOffset * scale
    // Where opacity·e^(−d²/blur²) falls under the drawing threshold a shape no longer shades a
    // pixel, so shapes farther than that from a row cannot shade it, and nothing beyond that
    // (and the offset) from the shapes is drawn.
    let rowReach = shadowReach(opacity: opacity)
    let box = canvas.pixelBounds(bounds, margin: rowReach + offset)
    let opaque = shapes.allSatisfy { $0.visibility >= 1 }
    let inverseBlurSquared = Float(1 / (blur * blur))
    let threshold = Float(Self.shadowThreshold)
    // Read through a buffer pointer: the array's reference count, written whenever a closure
    // copied it, shares a cache line with its length, which every span reads on both threads.
    shapes.withUnsafeBufferPointer { shapes in
      // Only read while the rows are drawn, and the array outlives them.
      nonisolated(unsafe) let shapes = shapes
      canvas.forRows(box.y) { y in
        let row = Double(y) + 0.5 - offset
        let nearby = shapes.filter {
          row >= $0.reach.minY - rowReach && row <= $0.reach.maxY + rowReach
        }
        guard !nearby.isEmpty else { return }
        // Only distance leaves a shape out: a farther shape with a deeper shadow can still be the
        // darkest (a shape left out is below the threshold wherever it is).
        Self.forSpans(of: box.x, row: row, shapes: nearby, reach: rowReach, blend: .infinity) {
          nearby, span in
          // Under glass that covers the whole span (inside a fully visible shape), the layer
          // replaces these pixels with colours from the backdrop taken before the shadow.
          if opaque {
            let centre = Point(x: Double(span.lowerBound + span.upperBound) / 2, y: Double(y) + 0.5)
            let half = Double(span.count) / 2
            if shapes.contains(where: {
              $0.distanceBoundsNeighbours && $0.distance(centre) + half <= -0.5
            }) {
              return
            }
          }
          // Eight pixels at a time, in Float: the alpha ends in an 8-bit pixel.
          let sharedPeak = commonPeak(nearby)
          var x = span.lowerBound
          while x < span.upperBound {
            let xs = VectorMath.Lanes(repeating: Float(x) + 0.5) + Self.laneOffsets
            var alpha = Self.shadowAlpha(
              xs: xs, row: row, nearby: nearby, sharedPeak: sharedPeak,
              inverseBlurSquared: inverseBlurSquared)
            // Under the threshold (so beyond rowReach; NaN too) the pixel is left alone: black at
            // alpha 0 over it changes nothing.
            alpha.replace(with: 0, where: .!(alpha .> threshold))
            Self.darken(
              canvas.pixels + canvas.index(x, y), by: alpha, count: min(8, span.upperBound - x))
            x += 8
          }
        }
      }
    }
  }

  /// The shadow's alpha at eight pixel centres `xs` of the (offset) `row`: the darkest of the
  /// `nearby` members' Gaussians, opacity·e^(−d²/blur²), full opacity inside.
  @inline(__always)
  private static func shadowAlpha(
    xs: VectorMath.Lanes, row: Double, nearby: [Shape], sharedPeak: Float?,
    inverseBlurSquared: Float
  ) -> VectorMath.Lanes {
    var alpha = VectorMath.Lanes(repeating: 0)
    if let peak = sharedPeak {
      // One peak for every shape here (members of one size over similar content): the
      // darkest shadow is the nearest shape's, one exponential instead of one per shape.
      // A shape left out of the span is farther than every pixel's nearest, so the
      // nearest is the same whichever shapes the span holds.
      var d = nearby[0].distances(xs: xs, y: row)
      for shape in nearby.dropFirst() {
        let own = shape.distances(xs: xs, y: row)
        d.replace(with: own, where: own .< d)
      }
      alpha = peak * VectorMath.exp(-(d * d) * inverseBlurSquared)
      alpha.replace(with: peak, where: d .<= 0)
    } else {
      for shape in nearby {
        let d = shape.distances(xs: xs, y: row)
        let peak = Float(shape.shadowOpacity)
        var own = peak * VectorMath.exp(-(d * d) * inverseBlurSquared)
        own.replace(with: peak, where: d .<= 0)
        alpha.replace(with: own, where: own .> alpha)
      }
    }
    return alpha
  }

  /// Black at `alpha` over the first `count` (≤ 8) pixels at `pixels`: the colour scaled, an
  /// opaque pixel kept opaque (`Canvas.over`).
  @inline(__always)
  private static func darken(
    _ pixels: UnsafeMutablePointer<SIMD4<Float>>, by alpha: VectorMath.Lanes, count: Int
  ) {
    if count == 8 {
      // Constant lane numbers (a loop reading `alpha[lane]` stores and reloads it).
      pixels[0] = Canvas.over(SIMD4(0, 0, 0, alpha[0]), pixels[0])
      pixels[1] = Canvas.over(SIMD4(0, 0, 0, alpha[1]), pixels[1])
      pixels[2] = Canvas.over(SIMD4(0, 0, 0, alpha[2]), pixels[2])
      pixels[3] = Canvas.over(SIMD4(0, 0, 0, alpha[3]), pixels[3])
      pixels[4] = Canvas.over(SIMD4(0, 0, 0, alpha[4]), pixels[4])
      pixels[5] = Canvas.over(SIMD4(0, 0, 0, alpha[5]), pixels[5])
      pixels[6] = Canvas.over(SIMD4(0, 0, 0, alpha[6]), pixels[6])
      pixels[7] = Canvas.over(SIMD4(0, 0, 0, alpha[7]), pixels[7])
    } else {
      for lane in 0..<count {
        pixels[lane] = Canvas.over(SIMD4(0, 0, 0, alpha[lane]), pixels[lane])
      }
    }
  }
}
