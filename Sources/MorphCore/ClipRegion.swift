/// The region a `.clipShape(_:)` (or `.cornerRadius(_:)`) lets content show through, in canvas
/// points: a rounded rectangle, or the ellipse inscribed in `rect`.
public struct ClipRegion: Hashable, Sendable {
  /// The clip's bounds.
  public var rect: Rect
  /// The corner radius in points (ignored for an ellipse).
  public var cornerRadius: Double
  /// Whether the region is the ellipse inscribed in `rect`.
  public var isEllipse: Bool

  /// Creates a clip region.
  public init(rect: Rect, cornerRadius: Double, isEllipse: Bool = false) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.isEllipse = isEllipse
  }

  /// The region moved by (`dx`, `dy`) points.
  public func offsetBy(dx: Double, dy: Double) -> ClipRegion {
    ClipRegion(
      rect: rect.offsetBy(dx: dx, dy: dy), cornerRadius: cornerRadius, isEllipse: isEllipse)
  }
}
