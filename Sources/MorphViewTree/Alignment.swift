/// Where a child sits inside a larger frame, as SwiftUI's `Alignment`.
package struct Alignment: Hashable, Sendable {
  /// Horizontal placement.
  package enum Horizontal: String, Hashable, Sendable {
    /// Left edge (in left-to-right layouts).
    case leading
    /// Centre.
    case center
    /// Right edge.
    case trailing
  }

  /// Vertical placement.
  package enum Vertical: String, Hashable, Sendable {
    /// Top edge.
    case top
    /// Centre.
    case center
    /// Bottom edge.
    case bottom
    /// The first text baseline (treated as `top` by the layout model).
    case firstTextBaseline
    /// The last text baseline (treated as `bottom` by the layout model).
    case lastTextBaseline
  }

  /// The horizontal component.
  package var horizontal: Horizontal
  /// The vertical component.
  package var vertical: Vertical

  /// Creates an alignment from its components.
  package init(horizontal: Horizontal, vertical: Vertical) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways (SwiftUI's default).
  package static let center = Alignment(horizontal: .center, vertical: .center)

  /// The alignments SwiftUI names (`.topLeading`, `.bottom`, …), by their Swift spelling.
  package static let named: [String: Alignment] = [
    "center": .center,
    "leading": Alignment(horizontal: .leading, vertical: .center),
    "trailing": Alignment(horizontal: .trailing, vertical: .center),
    "top": Alignment(horizontal: .center, vertical: .top),
    "bottom": Alignment(horizontal: .center, vertical: .bottom),
    "topLeading": Alignment(horizontal: .leading, vertical: .top),
    "topTrailing": Alignment(horizontal: .trailing, vertical: .top),
    "bottomLeading": Alignment(horizontal: .leading, vertical: .bottom),
    "bottomTrailing": Alignment(horizontal: .trailing, vertical: .bottom),
    "firstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
    "lastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
  ]
}
