import MorphCore
import MorphRaster

/// A pixel buffer that stages write to in parallel, one band of rows per task. Each pixel is
/// computed from the frame alone, so the result does not depend on how rows are split.
final class Canvas: @unchecked Sendable {
  let width: Int
  let height: Int
  /// The pixels of `window`, row by row (`window.x1 − window.x0` per row); use `index(_:_:)`.
  let pixels: UnsafeMutablePointer<SIMD4<Float>>
  /// The part of the canvas the buffer holds (the whole canvas unless drawing one damaged box).
  /// Drawing and reading stay inside it: a window is always drawn with `clip` set to it.
  let window: PixelBox
  /// Pixels per buffer row.
  private let stride: Int

  /// Whether the canvas allocated its pixels (and frees them).
  private let ownsPixels: Bool
  /// When set, drawing changes only pixels inside this box (a frame redrawing what changed):
  /// `pixelBounds` and `blend` keep to it. Reading is not clipped.
  var clip: PixelBox?

  /// A transparent canvas with its own pixels (sizes below 1 are treated as 1).
  init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    pixels = .allocate(capacity: self.width * self.height)
    pixels.initialize(repeating: .zero, count: self.width * self.height)
    ownsPixels = true
    window = PixelBox(x0: 0, y0: 0, x1: self.width, y1: self.height)
    stride = self.width
  }

  /// A canvas drawing straight into `buffer` (width × height pixels), which must outlive it:
  /// frames are drawn into the pixmap they are returned in, without a final copy.
  init(drawingInto buffer: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = buffer
    ownsPixels = false
    window = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    stride = width
  }

  /// A `width` × `height` canvas whose buffer holds only `window` (clipped to it): a damaged box
  /// drawn on its own. `buffer` must outlive the canvas.
  init(
    drawingInto buffer: UnsafeMutablePointer<SIMD4<Float>>, window: PixelBox, width: Int,
    height: Int
  ) {
    self.width = width
    self.height = height
    pixels = buffer
    ownsPixels = false
    self.window = window
    stride = window.x1 - window.x0
    clip = window
  }

  /// The buffer index of canvas pixel (x, y), which must lie in `window`.
  @inline(__always) func index(_ x: Int, _ y: Int) -> Int {
    (y - window.y0) * stride + (x - window.x0)
  }

  deinit {
    if ownsPixels { pixels.deallocate() }
  }

  /// A copy as a `Pixmap` (of a canvas whose buffer is the whole canvas).
  var pixmap: Pixmap {
    var result = Pixmap(width: width, height: height)
    result.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      base.update(from: pixels, count: width * height)
    }
    return result
  }

  /// A copy of the pixels (for sampling while drawing; the buffer's, window by window).
  func snapshot() -> [SIMD4<Float>] {
    Array(UnsafeBufferPointer(start: pixels, count: width * height))
  }

  /// The band size used by `forRows`.
  static let bandRows = 16

  /// Runs `body` for every row in `rows`, bands in parallel.
  func forRows(_ rows: Range<Int>, _ body: @Sendable (Int) -> Void) {
    // Rows wholly outside the canvas (a shape below the screen) draw nothing.
    let lower = max(0, rows.lowerBound)
    let upper = min(height, rows.upperBound)
    guard lower < upper else { return }
    let clamped = lower..<upper
    let bands = (clamped.count + Canvas.bandRows - 1) / Canvas.bandRows
    Parallel.forEach(bands) { band in
      let start = clamped.lowerBound + band * Canvas.bandRows
      for row in start..<min(clamped.upperBound, start + Canvas.bandRows) { body(row) }
    }
  }

  /// Composites `source` (premultiplied) over the pixel at (x, y).
  @inline(__always) func blend(_ source: SIMD4<Float>, x: Int, y: Int) {
    if let clip, x < clip.x0 || x >= clip.x1 || y < clip.y0 || y >= clip.y1 { return }
    let index = index(x, y)
    pixels[index] = Self.over(source, pixels[index])
  }

  /// Composites one premultiplied `source` over the pixels `columns` of row `y`, as `blend` does,
  /// without a clip test per pixel: the caller has clipped the columns and the row already.
  @inline(__always) func composite(_ source: SIMD4<Float>, over columns: Range<Int>, y: Int) {
    guard !columns.isEmpty else { return }
    let row = pixels + index(columns.lowerBound, y)
    for offset in 0..<columns.count { row[offset] = Self.over(source, row[offset]) }
  }

  /// Premultiplied `source` over `destination` (Porter–Duff source-over), with the alpha written
  /// as αd + αs(1 − αd), equal to αs + αd(1 − αs) but exactly 1 over an opaque pixel — so an
  /// opaque canvas stays opaque and its bytes skip the division by alpha.
  @inline(__always) static func over(_ source: SIMD4<Float>, _ destination: SIMD4<Float>)
    -> SIMD4<Float>
  {
    var result = source + destination * (1 - source.w)
    result.w = destination.w + source.w * (1 - destination.w)
    return result
  }

  /// The pixel box covering a rectangle in pixels, clipped to the canvas.
  /// `clipped: false` ignores `clip` (for regions that are read, such as a glass layer's backdrop).
  func pixelBounds(_ rect: Rect, margin: Double = 1, clipped: Bool = true) -> (
    x: Range<Int>, y: Range<Int>
  ) {
    // Clamped to the canvas in floating point first: a rect far outside it (or not finite) gives
    // an empty box, never an Int conversion that traps.
    func clamp(_ value: Double, _ limit: Int) -> Int {
      value.isNaN ? 0 : Int(min(max(value, 0), Double(limit)))
    }
    var x0 = clamp((rect.minX - margin).rounded(.down), width)
    var y0 = clamp((rect.minY - margin).rounded(.down), height)
    var x1 = clamp((rect.maxX + margin).rounded(.up), width)
    var y1 = clamp((rect.maxY + margin).rounded(.up), height)
    if clipped, let clip {
      x0 = max(x0, clip.x0)
      y0 = max(y0, clip.y0)
      x1 = min(x1, clip.x1)
      y1 = min(y1, clip.y1)
    }
    return (x0..<max(x0, x1), y0..<max(y0, y1))
  }
}
