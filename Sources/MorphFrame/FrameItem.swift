/// One entry of a frame's drawing order.
public enum FrameItem: Hashable, Sendable {
  /// A content item (an index into `FrameState.content`).
  case content(Int)
  /// A glass shape (an index into `FrameState.glass`).
  case glass(Int)
}
