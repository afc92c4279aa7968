/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable {
  /// The top-left corner, in points.
  public var origin: Point
  /// The extent, in points.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from the coordinates of its top-left corner and its extents, in points.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge's x coordinate.
  @inlinable public var minX: Double { origin.x }
  /// The top edge's y coordinate.
  @inlinable public var minY: Double { origin.y }
  /// The right edge's x coordinate.
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The bottom edge's y coordinate.
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The width, in points.
  @inlinable public var width: Double { size.width }
  /// The height, in points.
  @inlinable public var height: Double { size.height }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// The smallest rectangle that contains both `self` and `other`.
  public func union(_ other: Rect) -> Rect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The overlap of `self` and `other` (empty, at `self`'s clamped corner, when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    return Rect(
      x: left, y: top, width: max(0, min(maxX, other.maxX) - left),
      height: max(0, min(maxY, other.maxY) - top))
  }

  /// The rectangle moved by `dx`, `dy` points.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `insets` on each edge (grown where an inset is negative).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: width - insets.leading - insets.trailing,
      height: height - insets.top - insets.bottom)
  }

  /// Whether `point` lies inside the rectangle (left and top edges included, right and bottom not).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The shortest distance between the edges of two rectangles, in points; 0 when they touch or
  /// overlap. This is the "gap" the glass partner rule compares with a container's spacing.
  public func gap(to other: Rect) -> Double {
    let dx = max(0, max(other.minX - maxX, minX - other.maxX))
    let dy = max(0, max(other.minY - maxY, minY - other.maxY))
    return (dx * dx + dy * dy).squareRoot()
  }
}
