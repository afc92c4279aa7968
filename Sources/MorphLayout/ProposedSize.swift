/// A size a parent proposes to a child: each dimension nil ("your ideal size"), 0 ("your minimum"),
/// ∞ ("your maximum") or a finite number of points (Docs/Layout.md, "The algorithm").
public struct ProposedSize: Hashable, Sendable {
  /// The proposed width, or nil for the ideal width.
  public var width: Double?
  /// The proposed height, or nil for the ideal height.
  public var height: Double?

  /// Creates a proposal.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Both dimensions unspecified: the ideal size.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Both dimensions 0: the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Both dimensions ∞: the maximum size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The dimension along `horizontal ? width : height`.
  func along(_ horizontal: Bool) -> Double? { horizontal ? width : height }

  /// A proposal with `value` along the axis and `cross` across it.
  static func axis(_ horizontal: Bool, _ value: Double?, cross: Double?) -> ProposedSize {
    horizontal
      ? ProposedSize(width: value, height: cross) : ProposedSize(width: cross, height: value)
  }
}
