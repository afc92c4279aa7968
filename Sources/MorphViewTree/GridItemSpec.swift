import MorphCore

/// A `GridItem` of a lazy grid.
package struct GridItemSpec: Hashable, Sendable {
  /// How the item's track is sized.
  package enum Size: Hashable, Sendable {
    /// `.fixed(points)`.
    case fixed(Double)
    /// `.flexible(minimum:maximum:)`.
    case flexible(minimum: Double, maximum: Double)
    /// `.adaptive(minimum:maximum:)`: as many tracks as fit.
    case adaptive(minimum: Double, maximum: Double)
  }

  /// The size.
  package var size: Size
  /// The spacing after this track (nil: the default).
  package var spacing: Double?

  /// Creates a grid item.
  package init(size: Size, spacing: Double? = nil) {
    self.size = size
    self.spacing = spacing
  }
}
