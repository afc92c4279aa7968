import MorphCore

/// A rectangle of pixels cut from a canvas, or a blurred copy of one, sampled in canvas pixel
/// coordinates. A region may hold one pixel per `step` × `step` canvas pixels (a wide blur is
/// computed at half resolution).
struct BackdropRegion: Sendable {
  /// Where the pixels are: an array of the region's own, or a blur of the whole backdrop shared
  /// by every frame of a render (`BackdropBlurs`).
  private enum Storage {
    case array([SIMD4<Float>])
    case shared(BlurredCanvas)
  }

  private let storage: Storage
  let width: Int
  let height: Int
  /// The canvas pixel of the region's first pixel's top-left corner.
  let originX: Int
  let originY: Int
  /// Canvas pixels per region pixel, along each axis.
  let step: Int

  /// The canvas pixels `xs` × `ys` (clipped to the canvas's buffer; at least one pixel).
  init(canvas: Canvas, xs: Range<Int>, ys: Range<Int>) {
    // Clamped to the canvas's buffer, keeping at least its nearest pixel.
    let window = canvas.window
    let x0 = min(max(window.x0, xs.lowerBound), window.x1 - 1)
    let y0 = min(max(window.y0, ys.lowerBound), window.y1 - 1)
    let xs = x0..<max(x0 + 1, min(window.x1, xs.upperBound))
    let ys = y0..<max(y0 + 1, min(window.y1, ys.upperBound))
    let width = xs.count
    let pixels = [SIMD4<Float>](unsafeUninitializedCapacity: width * ys.count) { buffer, count in
      nonisolated(unsafe) let target = buffer
      // Rows in parallel: each writes its own row (a copy; the split cannot change it).
      Parallel.forEach(ys.count) { row in
        guard let to = target.baseAddress else { return }
        (to + row * width).initialize(
          from: canvas.pixels + canvas.index(xs.lowerBound, ys.lowerBound + row), count: width)
      }
      count = width * ys.count
    }
    self.init(
      pixels: pixels, width: width, height: ys.count, originX: xs.lowerBound,
      originY: ys.lowerBound, step: 1)
  }

  init(pixels: [SIMD4<Float>], width: Int, height: Int, originX: Int, originY: Int, step: Int) {
    storage = .array(pixels)
    self.width = width
    self.height = height
    self.originX = originX
    self.originY = originY
    self.step = step
  }

  /// The whole of `canvas`, a backdrop's blur covering the canvas from its top-left corner.
  init(covering canvas: BlurredCanvas) {
    storage = .shared(canvas)
    width = canvas.width
    height = canvas.height
    originX = 0
    originY = 0
    step = canvas.step
  }

  /// Runs `body` with the region's pixels (`width` × `height`, row-major).
  func withPixels<Result>(_ body: (UnsafeBufferPointer<SIMD4<Float>>) -> Result) -> Result {
    switch storage {
    case .array(let pixels): pixels.withUnsafeBufferPointer(body)
    case .shared(let canvas):
      withExtendedLifetime(canvas) { body(UnsafeBufferPointer(canvas.pixels)) }
    }
  }

  /// The region's pixels, copied when they are shared (for tests).
  var pixels: [SIMD4<Float>] { withPixels { Array($0) } }

  /// The part of this full-resolution region covering canvas pixels `xs` × `ys` (clipped to it,
  /// keeping at least one pixel) at half resolution, read in place: each pixel the mean of a 2 × 2
  /// block at even canvas coordinates (a first odd row or column is left out, so the blocks are
  /// the same whatever part of the canvas the region covers; the last row or column of an odd
  /// size is repeated).
  func halved(xs: Range<Int>, ys: Range<Int>) -> BackdropRegion {
    // The part, as canvas pixels: clipped to the region, at least one pixel.
    let cropX0 = min(max(xs.lowerBound - originX, 0), width - 1)
    let cropY0 = min(max(ys.lowerBound - originY, 0), height - 1)
    let cropX1 = max(cropX0 + 1, min(xs.upperBound - originX, width))
    let cropY1 = max(cropY0 + 1, min(ys.upperBound - originY, height))
    let skipX = (originX + cropX0) & 1 == 1 && cropX1 - cropX0 > 1 ? 1 : 0
    let skipY = (originY + cropY0) & 1 == 1 && cropY1 - cropY0 > 1 ? 1 : 0
    let columns = cropX1 - cropX0 - skipX
    let rows = cropY1 - cropY0 - skipY
    let first = (cropY0 + skipY) * width + cropX0 + skipX
    let sourceWidth = width
    let halfWidth = (columns + 1) / 2
    let halfHeight = (rows + 1) / 2
    let result = [SIMD4<Float>](unsafeUninitializedCapacity: halfWidth * halfHeight) {
      buffer, count in
      nonisolated(unsafe) let target = buffer
      withPixels { source in
        nonisolated(unsafe) let source = source
        Parallel.forEach(halfHeight) { y in
          guard let from = source.baseAddress, let to = target.baseAddress else { return }
          let top = from + first + 2 * y * sourceWidth
          let bottom = from + first + min(2 * y + 1, rows - 1) * sourceWidth
          let row = to + y * halfWidth
          for x in 0..<halfWidth {
            let left = 2 * x
            let right = min(2 * x + 1, columns - 1)
            (row + x).initialize(
              to: (top[left] + top[right] + bottom[left] + bottom[right]) * 0.25)
          }
        }
      }
      count = halfWidth * halfHeight
    }
    return BackdropRegion(
      pixels: result, width: halfWidth, height: halfHeight, originX: originX + cropX0 + skipX,
      originY: originY + cropY0 + skipY, step: step * 2)
  }

  /// The part of this full-resolution region covering canvas pixels `xs` × `ys` (clipped to it,
  /// as in `halved(xs:ys:)`), blurred with a Gaussian of σ = `sigma` canvas pixels, read in place.
  func blurred(sigma: Double, xs: Range<Int>, ys: Range<Int>) -> BackdropRegion {
    let x0 = min(max(xs.lowerBound - originX, 0), width - 1)
    let y0 = min(max(ys.lowerBound - originY, 0), height - 1)
    let x1 = max(x0 + 1, min(xs.upperBound - originX, width))
    let y1 = max(y0 + 1, min(ys.upperBound - originY, height))
    let blurred = withPixels { source in
      BoxBlur.blur(
        UnsafeBufferPointer(rebasing: source[(y0 * width + x0)...]), stride: width,
        width: x1 - x0, height: y1 - y0, sigma: sigma / Double(step))
    }
    return BackdropRegion(
      pixels: blurred, width: x1 - x0, height: y1 - y0, originX: originX + x0,
      originY: originY + y0, step: step)
  }

  /// Canvas pixels per pixel of glass's blur of σ = `sigma` canvas pixels: 2 from
  /// `GlassMaterial.halfResolutionSigma` on, where the blur runs at half resolution.
  static func glassBlurStep(sigma: Double) -> Int {
    sigma >= GlassMaterial.halfResolutionSigma ? 2 : 1
  }

  /// The part of this full-resolution region covering canvas pixels `xs` × `ys` blurred as glass
  /// blurs its backdrop: σ = `sigma` canvas pixels, halved first when `glassBlurStep` is 2, else
  /// read in place.
  func glassBlurred(sigma: Double, xs: Range<Int>, ys: Range<Int>) -> BackdropRegion {
    Self.glassBlurStep(sigma: sigma) == 2
      ? halved(xs: xs, ys: ys).blurred(sigma: sigma)
      : blurred(sigma: sigma, xs: xs, ys: ys)
  }

  /// The region blurred with a Gaussian of σ = `sigma` canvas pixels (`BoxBlur`).
  func blurred(sigma: Double) -> BackdropRegion {
    BackdropRegion(
      pixels: withPixels {
        BoxBlur.blur($0, stride: width, width: width, height: height, sigma: sigma / Double(step))
      },
      width: width, height: height, originX: originX, originY: originY, step: step)
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
