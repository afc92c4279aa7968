import MorphCore

/// A box of whole pixels, [x0, x1) × [y0, y1): what a frame redraws when only part of it changed.
struct PixelBox: Hashable, Sendable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  /// The box covering `rect` (pixels) grown by `margin`, clamped to a `width` × `height` canvas.
  init(covering rect: Rect, margin: Double, width: Int, height: Int) {
    func clamp(_ value: Double, _ limit: Int) -> Int {
      value.isNaN ? 0 : Int(min(max(value, 0), Double(limit)))
    }
    x0 = clamp((rect.minX - margin).rounded(.down), width)
    y0 = clamp((rect.minY - margin).rounded(.down), height)
    x1 = max(x0, clamp((rect.maxX + margin).rounded(.up), width))
    y1 = max(y0, clamp((rect.maxY + margin).rounded(.up), height))
  }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = max(x0, x1)
    self.y1 = max(y0, y1)
  }

  var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
  var area: Int { (x1 - x0) * (y1 - y0) }

  /// The smallest box holding both (an empty box adds nothing).
  func union(_ other: PixelBox) -> PixelBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBox(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  func intersects(_ other: PixelBox) -> Bool {
    !isEmpty && !other.isEmpty && x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
  }

  func contains(_ other: PixelBox) -> Bool {
    other.isEmpty || (x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1)
  }
}
