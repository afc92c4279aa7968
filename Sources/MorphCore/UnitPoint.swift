/// A point in a view's unit square (0,0 top-leading … 1,1 bottom-trailing), as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal fraction.
  public var x: Double
  /// The vertical fraction.
  public var y: Double

  /// Creates a unit point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The named unit points, by their Swift spelling.
  public static let named: [String: UnitPoint] = [
    "zero": UnitPoint(x: 0, y: 0), "center": UnitPoint(x: 0.5, y: 0.5),
    "leading": UnitPoint(x: 0, y: 0.5), "trailing": UnitPoint(x: 1, y: 0.5),
    "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1),
    "topLeading": UnitPoint(x: 0, y: 0), "topTrailing": UnitPoint(x: 1, y: 0),
    "bottomLeading": UnitPoint(x: 0, y: 1), "bottomTrailing": UnitPoint(x: 1, y: 1),
  ]
}
