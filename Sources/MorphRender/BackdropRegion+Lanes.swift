import MorphCore

extension BackdropRegion {
  /// The colour channels of eight pixels, one lane each.
  typealias ChannelLanes = (r: VectorMath.Lanes, g: VectorMath.Lanes, b: VectorMath.Lanes)

  /// The full-resolution region's pixels at canvas pixels x0 … x0 + 7 of row y (each clamped
  /// to the region), as channel lanes.
  @inline(__always)
  func pixels(x0: Int, y: Int) -> ChannelLanes {
    var result = ChannelLanes(.zero, .zero, .zero)
    let row = min(max(y - originY, 0), height - 1) * width
    pixels.withUnsafeBufferPointer { pixels in
      for lane in 0..<8 {
        let pixel = pixels[row + min(max(x0 + lane - originX, 0), width - 1)]
        result.r[lane] = pixel.x
        result.g[lane] = pixel.y
        result.b[lane] = pixel.z
      }
    }
    return result
  }

  /// Bilinear samples at the eight canvas pixel positions (xs, ys), clamped to the region: the
  /// weights on all lanes, the four reads per lane one by one. A lane marked `undisplaced` in a
  /// full-resolution region samples its own pixel's centre (x0 + lane, y), which is that pixel.
  @inline(__always)
  func samples(
    xs: VectorMath.Lanes, ys: VectorMath.Lanes, undisplaced: SIMDMask<SIMD8<Int32>>, x0: Int,
    y: Int
  ) -> ChannelLanes {
    let scale = 1 / Float(step)
    var fx = (xs - Float(originX)) * scale - 0.5
    var fy = (ys - Float(originY)) * scale - 0.5
    // Clamped with masks; NaN (a degenerate shape) fails every comparison and reads the first
    // pixel rather than trapping.
    fx.replace(with: Float(width - 1), where: fx .> Float(width - 1))
    fx.replace(with: 0, where: .!(fx .> 0))
    fy.replace(with: Float(height - 1), where: fy .> Float(height - 1))
    fy.replace(with: 0, where: .!(fy .> 0))
    let exact = step == 1 ? undisplaced : SIMDMask(repeating: false)
    var result = ChannelLanes(.zero, .zero, .zero)
    let (width, height) = (self.width, self.height)
    pixels.withUnsafeBufferPointer { pixels in
      for lane in 0..<8 {
        let colour: SIMD4<Float>
        if exact[lane] {
          let row = min(max(y - originY, 0), height - 1)
          colour = pixels[row * width + min(max(x0 + lane - originX, 0), width - 1)]
        } else {
          // fx and fy lie in 0…size − 1: the conversions cannot trap.
          let x0 = Int(fx[lane])
          let y0 = Int(fy[lane])
          let x1 = min(x0 + 1, width - 1)
          let y1 = min(y0 + 1, height - 1)
          let wx = fx[lane] - Float(x0)
          let wy = fy[lane] - Float(y0)
          let top = pixels[y0 * width + x0] * (1 - wx) + pixels[y0 * width + x1] * wx
          let bottom = pixels[y1 * width + x0] * (1 - wx) + pixels[y1 * width + x1] * wx
          colour = top * (1 - wy) + bottom * wy
        }
        result.r[lane] = colour.x
        result.g[lane] = colour.y
        result.b[lane] = colour.z
      }
    }
    return result
  }
}
