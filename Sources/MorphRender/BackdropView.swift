import MorphCore
import MorphRaster

/// A borrowed view of a `BackdropRegion`'s pixels for the shading loop, valid only inside the
/// region's `withView`: reading through it takes no reference to the region's storage, whose
/// reference count every drawing thread would otherwise write for every eight pixels. Sendable:
/// the pixels are only read, and the region outlives every thread reading them.
struct BackdropView: @unchecked Sendable {
  let pixels: UnsafeBufferPointer<SIMD4<Float>>
  let width: Int
  let height: Int
  /// The canvas pixel of the region's first pixel's top-left corner.
  let originX: Int
  let originY: Int
  /// Canvas pixels per region pixel, along each axis.
  let step: Int

  /// The full-resolution region's pixels at canvas pixels x0 … x0 + 7 of row y (each clamped
  /// to the region), as channel lanes.
  @inline(__always)
  func pixels(x0: Int, y: Int) -> BackdropRegion.ChannelLanes {
    let row = min(max(y - originY, 0), height - 1) * width
    let first = x0 - originX
    guard let base = pixels.baseAddress else { return (.zero, .zero, .zero) }
    // Wholly inside the row (nearly always): the eight pixels are consecutive.
    if first >= 0, first + 8 <= width {
      let lanes = VectorMath.channels(of: base + row + first)
      return (lanes.r, lanes.g, lanes.b)
    }
    return withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 8) { colours in
      for lane in 0..<8 {
        colours[lane] = pixels[row + min(max(first + lane, 0), width - 1)]
      }
      guard let colours = colours.baseAddress else { return (.zero, .zero, .zero) }
      let lanes = VectorMath.channels(of: colours)
      return (lanes.r, lanes.g, lanes.b)
    }
  }

  /// Bilinear samples at the eight canvas pixel positions (xs, ys), clamped to the region: the
  /// weights on all lanes, the four reads per lane one by one. A lane marked `undisplaced` in a
  /// full-resolution region samples its own pixel's centre (x0 + lane, y), which is that pixel.
  @inline(__always)
  func samples(
    xs: VectorMath.Lanes, ys: VectorMath.Lanes, undisplaced: SIMDMask<SIMD8<Int32>>, x0: Int,
    y: Int
  ) -> BackdropRegion.ChannelLanes {
    let scale = 1 / Float(step)
    var fx = (xs - Float(originX)) * scale - 0.5
    var fy = (ys - Float(originY)) * scale - 0.5
    // Clamped with masks; NaN (a degenerate shape) fails every comparison and reads the first
    // pixel rather than trapping.
    fx.replace(with: Float(width - 1), where: fx .> Float(width - 1))
    fx.replace(with: 0, where: .!(fx .> 0))
    fy.replace(with: Float(height - 1), where: fy .> Float(height - 1))
    fy.replace(with: 0, where: .!(fy .> 0))
    let columns = fx.wholeParts
    let rows = fy.wholeParts
    let tx = fx - columns.whole
    let ty = fy - rows.whole
    let exact = step == 1 ? undisplaced : SIMDMask(repeating: false)
    let (width, height) = (self.width, self.height)
    let ownRow = min(max(y - originY, 0), height - 1) * width
    // Each lane's colour stored whole, then transposed once (writing lanes one at a time
    // would store and reload the vectors for every lane).
    return withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 8) { colours in
      for lane in 0..<8 {
        if exact[lane] {
          colours[lane] = pixels[ownRow + min(max(x0 + lane - originX, 0), width - 1)]
          continue
        }
        // fx and fy lie in 0…size − 1, so their whole parts index the region.
        let x0 = Int(columns.index[lane])
        let y0 = Int(rows.index[lane])
        let x1 = min(x0 + 1, width - 1)
        let y1 = min(y0 + 1, height - 1)
        let wx = tx[lane]
        let wy = ty[lane]
        let top = pixels[y0 * width + x0] * (1 - wx) + pixels[y0 * width + x1] * wx
        let bottom = pixels[y1 * width + x0] * (1 - wx) + pixels[y1 * width + x1] * wx
        colours[lane] = top * (1 - wy) + bottom * wy
      }
      guard let colours = colours.baseAddress else { return (.zero, .zero, .zero) }
      let lanes = VectorMath.channels(of: colours)
      return (lanes.r, lanes.g, lanes.b)
    }
  }
}
