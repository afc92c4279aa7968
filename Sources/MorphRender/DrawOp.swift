import MorphCore
import MorphFrame

/// One step of drawing a frame, in order: a content item (with the glass it sits on, for
/// vibrancy) or a layer of glass. Two frames' steps compared by value tell what changed.
enum DrawOp: Hashable, Sendable {
  /// A content item; `glass` is the element it sits on.
  case content(ContentFrame, glass: GlassFrame?)
  /// Glass drawn as one layer: the members, the container's spacing and the frame's unions.
  case layer([GlassFrame], spacing: Double, unions: [UnionFrame])

  /// Whether the step is a layer of glass.
  var isLayer: Bool {
    if case .layer = self { return true }
    return false
  }
}
