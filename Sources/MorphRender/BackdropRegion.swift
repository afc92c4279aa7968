import MorphCore

/// A rectangle of pixels cut from a canvas, or a blurred copy of one, sampled in canvas pixel
/// coordinates. A region may hold one pixel per `step` × `step` canvas pixels (a wide blur is
/// computed at half resolution).
struct BackdropRegion: Sendable {
  let pixels: [SIMD4<Float>]
  let width: Int
  let height: Int
  /// The canvas pixel of the region's first pixel's top-left corner.
  let originX: Int
  let originY: Int
  /// Canvas pixels per region pixel, along each axis.
  let step: Int

  /// The canvas pixels `xs` × `ys` (clipped to the canvas; at least one pixel).
  init(canvas: Canvas, xs: Range<Int>, ys: Range<Int>) {
    let xs =
      max(0, xs.lowerBound)..<max(max(0, xs.lowerBound) + 1, min(canvas.width, xs.upperBound))
    let ys =
      max(0, ys.lowerBound)..<max(max(0, ys.lowerBound) + 1, min(canvas.height, ys.upperBound))
    let width = xs.count
    var pixels = [SIMD4<Float>](repeating: .zero, count: width * ys.count)
    pixels.withUnsafeMutableBufferPointer { target in
      for y in ys where y < canvas.height {
        let from = y * canvas.width + xs.lowerBound
        let to = (y - ys.lowerBound) * width
        for x in 0..<width where xs.lowerBound + x < canvas.width {
          target[to + x] = canvas.pixels[from + x]
        }
      }
    }
    self.init(
      pixels: pixels, width: width, height: ys.count, originX: xs.lowerBound,
      originY: ys.lowerBound, step: 1)
  }

  init(pixels: [SIMD4<Float>], width: Int, height: Int, originX: Int, originY: Int, step: Int) {
    self.pixels = pixels
    self.width = width
    self.height = height
    self.originX = originX
    self.originY = originY
    self.step = step
  }

  /// The part of a full-resolution region covering canvas pixels `xs` × `ys` (clipped to it).
  func cropped(xs: Range<Int>, ys: Range<Int>) -> BackdropRegion {
    let x0 = min(max(xs.lowerBound - originX, 0), width - 1)
    let y0 = min(max(ys.lowerBound - originY, 0), height - 1)
    let x1 = max(x0 + 1, min(xs.upperBound - originX, width))
    let y1 = max(y0 + 1, min(ys.upperBound - originY, height))
    var result = [SIMD4<Float>]()
    result.reserveCapacity((x1 - x0) * (y1 - y0))
    for y in y0..<y1 { result += pixels[(y * width + x0)..<(y * width + x1)] }
    return BackdropRegion(
      pixels: result, width: x1 - x0, height: y1 - y0, originX: originX + x0,
      originY: originY + y0, step: step)
  }

  /// The region at half resolution: each pixel the mean of a 2 × 2 block (the last row or column
  /// of an odd size repeated).
  func halved() -> BackdropRegion {
    let halfWidth = (width + 1) / 2
    let halfHeight = (height + 1) / 2
    var result = [SIMD4<Float>](repeating: .zero, count: halfWidth * halfHeight)
    for y in 0..<halfHeight {
      let top = 2 * y * width
      let bottom = min(2 * y + 1, height - 1) * width
      for x in 0..<halfWidth {
        let left = 2 * x
        let right = min(2 * x + 1, width - 1)
        result[y * halfWidth + x] =
          (pixels[top + left] + pixels[top + right] + pixels[bottom + left]
            + pixels[bottom + right]) * 0.25
      }
    }
    return BackdropRegion(
      pixels: result, width: halfWidth, height: halfHeight, originX: originX, originY: originY,
      step: step * 2)
  }

  /// The region blurred with a Gaussian of σ = `sigma` canvas pixels (`BoxBlur`).
  func blurred(sigma: Double) -> BackdropRegion {
    BackdropRegion(
      pixels: BoxBlur.blur(pixels, width: width, height: height, sigma: sigma / Double(step)),
      width: width, height: height, originX: originX, originY: originY, step: step)
  }

  /// Bilinear sample at canvas pixel position (x, y), clamped to the region.
  @inline(__always)
  func sample(x: Double, y: Double) -> SIMD4<Float> {
    let scale = 1 / Double(step)
    let fx = min(max((x - Double(originX)) * scale - 0.5, 0), Double(width - 1))
    let fy = min(max((y - Double(originY)) * scale - 0.5, 0), Double(height - 1))
    // Saturating: a NaN position (a degenerate shape) reads the first pixel, never traps.
    let x0 = Int(saturating: fx)
    let y0 = Int(saturating: fy)
    let x1 = min(x0 + 1, width - 1)
    let y1 = min(y0 + 1, height - 1)
    let tx = Float(fx - Double(x0))
    let ty = Float(fy - Double(y0))
    return pixels.withUnsafeBufferPointer { pixels in
      let top = pixels[y0 * width + x0] * (1 - tx) + pixels[y0 * width + x1] * tx
      let bottom = pixels[y1 * width + x0] * (1 - tx) + pixels[y1 * width + x1] * tx
      return top * (1 - ty) + bottom * ty
    }
  }

  /// The region pixels whose blocks overlap `rect` (canvas pixels).
  func indices(in rect: Rect) -> (x: Range<Int>, y: Range<Int>) {
    let s = Double(step)
    let x0 = max(0, Int(saturating: ((rect.minX - Double(originX)) / s).rounded(.down)))
    let y0 = max(0, Int(saturating: ((rect.minY - Double(originY)) / s).rounded(.down)))
    let x1 = min(width, Int(saturating: ((rect.maxX - Double(originX)) / s).rounded(.up)))
    let y1 = min(height, Int(saturating: ((rect.maxY - Double(originY)) / s).rounded(.up)))
    return (x0..<max(x0, x1), y0..<max(y0, y1))
  }

  /// The canvas position of the centre of region pixel (x, y).
  func centre(x: Int, y: Int) -> (x: Double, y: Double) {
    (
      Double(originX) + (Double(x) + 0.5) * Double(step),
      Double(originY) + (Double(y) + 0.5) * Double(step)
    )
  }
}
