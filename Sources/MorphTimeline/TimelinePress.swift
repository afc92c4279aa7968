/// A touch on interactive glass (`.interactive()`, or a `.glass` button): the element, by its
/// key, pressed at a time for `PressResponse.touchDuration` (Docs/Glass.md §3.8).
public struct TimelinePress: Hashable, Sendable {
  /// When the finger comes down, in seconds.
  public let time: Double
  /// The pressed glass element's key.
  public let key: String

  /// Creates a press.
  public init(time: Double, key: String) {
    self.time = time
    self.key = key
  }
}
