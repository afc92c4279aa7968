/// A set of rectangle edges, as SwiftUI's `Edge.Set` (`.horizontal`, `[.top, .leading]`, `.all`).
package struct EdgeSet: OptionSet, Hashable, Sendable {
  /// The raw bits.
  package let rawValue: Int
  /// Creates a set from raw bits.
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// The top edge.
  package static let top = EdgeSet(rawValue: 1)
  /// The leading edge.
  package static let leading = EdgeSet(rawValue: 2)
  /// The bottom edge.
  package static let bottom = EdgeSet(rawValue: 4)
  /// The trailing edge.
  package static let trailing = EdgeSet(rawValue: 8)
  /// Leading and trailing.
  package static let horizontal: EdgeSet = [.leading, .trailing]
  /// Top and bottom.
  package static let vertical: EdgeSet = [.top, .bottom]
  /// Every edge.
  package static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

  /// The sets SwiftUI names, by their Swift spelling.
  package static let named: [String: EdgeSet] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    "horizontal": .horizontal, "vertical": .vertical, "all": .all,
  ]
}
