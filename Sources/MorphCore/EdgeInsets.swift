/// Distances from each edge of a rectangle, in points (as SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading (left, in left-to-right layouts) edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing (right) edge.
  public var trailing: Double

  /// Creates insets from the four edges, in points.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four edges.
  public init(all amount: Double) {
    self.init(top: amount, leading: amount, bottom: amount, trailing: amount)
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// The sum of the leading and trailing insets.
  public var horizontal: Double { leading + trailing }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }
}
