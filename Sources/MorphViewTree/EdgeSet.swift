/// A set of rectangle edges, as SwiftUI's `Edge.Set` (`.horizontal`, `[.top, .leading]`, `.all`).
public struct EdgeSet: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a set from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = EdgeSet(rawValue: 1)
  /// The leading edge.
  public static let leading = EdgeSet(rawValue: 2)
  /// The bottom edge.
  public static let bottom = EdgeSet(rawValue: 4)
  /// The trailing edge.
  public static let trailing = EdgeSet(rawValue: 8)
  /// Leading and trailing.
  public static let horizontal: EdgeSet = [.leading, .trailing]
  /// Top and bottom.
  public static let vertical: EdgeSet = [.top, .bottom]
  /// Every edge.
  public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

  /// The sets SwiftUI names, by their Swift spelling.
  public static let named: [String: EdgeSet] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    "horizontal": .horizontal, "vertical": .vertical, "all": .all,
  ]
}
