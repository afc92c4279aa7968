import MorphCore

/// A glass container in a frame: the shapes with its index are drawn as one merged field.
public struct ContainerFrame: Hashable, Sendable {
  /// The container's index in tree order.
  public let index: Int
  /// Its spacing in points: how close shapes must come to blend (Docs/Glass.md §2).
  public let spacing: Double
  /// Its frame in canvas points.
  public let frame: Rect

  /// Creates a container.
  public init(index: Int, spacing: Double, frame: Rect) {
    self.index = index
    self.spacing = spacing
    self.frame = frame
  }
}
