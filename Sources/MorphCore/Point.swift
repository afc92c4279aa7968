/// A location in a two-dimensional coordinate space, in points (y grows downwards).
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points (positive is down).
  public var y: Double

  /// Creates a point from its coordinates, in points.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The straight-line distance to `other`, in points.
  public func distance(to other: Point) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }
}
