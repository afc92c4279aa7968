/// How different two frames may be and still match.
public struct FrameTolerance: Sendable, Hashable {
  /// The colour difference at which a pixel counts as different, 0…1 of the largest YIQ
  /// difference (black against white is 0.97); 0.1 lets anti-aliasing and encoder-free rounding
  /// through and catches any visible change of a glass edge or tint.
  public var colorThreshold: Double
  /// The largest share of differing pixels that still matches, 0…1 (0.001: one in a thousand).
  public var maximumDifferingShare: Double

  /// A tolerance (defaults: threshold 0.1, at most 0.1 % of the pixels differing).
  public init(colorThreshold: Double = 0.1, maximumDifferingShare: Double = 0.001) {
    self.colorThreshold = colorThreshold
    self.maximumDifferingShare = maximumDifferingShare
  }

  /// Exact: any difference at all fails.
  public static let exact = FrameTolerance(colorThreshold: 0, maximumDifferingShare: 0)
}
