/// A size a parent proposes to a child: each dimension nil ("your ideal size"), 0 ("your minimum"),
/// ∞ ("your maximum") or a finite number of points (Docs/Layout.md, "The algorithm").
package struct ProposedSize: Hashable, Sendable {
  /// The proposed width, or nil for the ideal width.
  package var width: Double?
  /// The proposed height, or nil for the ideal height.
  package var height: Double?

  /// Creates a proposal.
  package init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Both dimensions unspecified: the ideal size.
  package static let unspecified = ProposedSize(width: nil, height: nil)
  /// Both dimensions 0: the minimum size.
  package static let zero = ProposedSize(width: 0, height: 0)
  /// Both dimensions ∞: the maximum size.
  package static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The dimension along `horizontal ? width : height`.
  func along(_ horizontal: Bool) -> Double? { horizontal ? width : height }

  /// A proposal with `value` along the axis and `cross` across it.
  static func axis(_ horizontal: Bool, _ value: Double?, cross: Double?) -> ProposedSize {
    horizontal
      ? ProposedSize(width: value, height: cross) : ProposedSize(width: cross, height: value)
  }
}
