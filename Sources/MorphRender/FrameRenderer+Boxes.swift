import MorphCore
import MorphFrame
import MorphRaster

/// Drawing in boxes: the backdrop inside a box copied, the steps drawn over it in floating point,
/// and the box's stored part converted to the frame's bytes.
extension FrameRenderer {
  /// Draws `ops` over the backdrop inside `box.draw` (nil: the whole canvas) in floating point,
  /// in a buffer of that box alone, and writes the bytes of `box.store` into `bytes` (the frame,
  /// row-major RGBA); returns the backdrop luma under each glass element drawn complete. Each box
  /// is its own pass.
  func drawPass(
    _ ops: [DrawOp], in box: DamageBox?, material: GlassMaterial, backdrop: PaintedBackdrop,
    previousLuma: [String: Double]?, width: Int, height: Int, into bytes: inout [UInt8]
  ) -> DrawnLuma {
    guard
      let drawn = drawBox(
        ops, in: box, material: material, backdrop: backdrop, previousLuma: previousLuma,
        width: width, height: height)
    else { return DrawnLuma(backdrop: [:], adapted: [:]) }
    store(drawn, width: width, into: &bytes)
    return drawn.luma
  }

  /// `drawPass`'s drawing: `ops` over the backdrop inside `box.draw` (nil: the whole canvas), in
  /// floating point, in a buffer of that box alone (nil when the box is empty).
  func drawBox(
    _ ops: [DrawOp], in box: DamageBox?, material: GlassMaterial, backdrop: PaintedBackdrop,
    previousLuma: [String: Double]?, width: Int, height: Int
  ) -> DrawnBox? {
    let window = box?.draw ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    let columns = window.x1 - window.x0
    let rows = window.y1 - window.y0
    guard columns > 0, rows > 0 else { return nil }
    // The backdrop inside the box, rows copied in parallel.
    var pixels = [SIMD4<Float>](unsafeUninitializedCapacity: columns * rows) { buffer, count in
      nonisolated(unsafe) let target = buffer
      backdrop.pixels.withUnsafeBufferPointer { source in
        nonisolated(unsafe) let source = source
        Parallel.forEach(rows) { row in
          guard let to = target.baseAddress, let from = source.baseAddress else { return }
          (to + row * columns).initialize(
            from: from + (window.y0 + row) * width + window.x0, count: columns)
        }
      }
      count = columns * rows
    }
    var luma = DrawnLuma(backdrop: [:], adapted: [:])
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let canvas = Canvas(drawingInto: base, window: window, width: width, height: height)
      // A whole-canvas pass is unclipped, as in `render(_:)`.
      if box == nil { canvas.clip = nil }
      luma = draw(
        ops, material: material, previousLuma: previousLuma, complete: box?.complete,
        blurs: backdrop.blurs, on: canvas)
    }
    return DrawnBox(pixels: pixels, window: window, stored: box?.store ?? window, luma: luma)
  }

  /// `drawPass`'s storing: the bytes of `drawn.stored` (which lies in the drawn window) written
  /// into `bytes`, the frame `width` pixels wide.
  func store(_ drawn: DrawnBox, width: Int, into bytes: inout [UInt8]) {
    let (window, stored) = (drawn.window, drawn.stored)
    guard window.contains(stored), !stored.isEmpty else { return }
    let columns = window.x1 - window.x0
    drawn.pixels.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress else { return }
      let offset = (stored.y0 - window.y0) * columns + (stored.x0 - window.x0)
      // Rows of the drawn buffer, `columns` apart.
      let storedColumns = stored.x1 - stored.x0
      let storedRows = stored.y1 - stored.y0
      bytes.withUnsafeMutableBufferPointer { target in
        Pixmap.storeSRGB(
          UnsafeBufferPointer(start: base + offset, count: source.count - offset),
          columns: storedColumns, rows: storedRows, stride: columns, into: target,
          at: (stored.x0, stored.y0), width: width)
      }
    }
  }
}
