import MorphCore

/// Composite (Docs/Glass.md §3): the shaded glass over what the canvas holds, by its coverage.
extension GlassMaterial {
  /// Composites eight shaded pixels at (`x`, `y`) over the canvas with `alpha`; pixels at or
  /// past `end` are left alone.
  @inline(__always)
  static func composite(
    _ colour: BackdropRegion.ChannelLanes, alpha: Lanes, coverage: Lanes, x: Int, y: Int,
    end: Int, on canvas: Canvas
  ) {
    if x + 8 <= end {
      // Eight pixels composited as lanes: an uncovered lane has alpha 0 and keeps its pixel
      // exactly (p·1 + c·0); the alpha as `Canvas.over` writes it.
      let pixels = canvas.pixels + canvas.index(x, y)
      let under = VectorMath.channels(of: pixels)
      let keep = 1 - alpha
      VectorMath.store(
        r: under.r * keep + colour.r * alpha, g: under.g * keep + colour.g * alpha,
        b: under.b * keep + colour.b * alpha, a: under.a + alpha * (1 - under.a),
        to: pixels
      )
    } else {
      for lane in 0..<8 where coverage[lane] > 0 {
        let index = canvas.index(x + lane, y)
        let a = alpha[lane]
        let under = canvas.pixels[index]
        var pixel =
          under * (1 - a) + SIMD4(colour.r[lane], colour.g[lane], colour.b[lane], 1) * a
        pixel.w = under.w + a * (1 - under.w)
        canvas.pixels[index] = pixel
      }
    }
  }
}
