import MorphCore

/// Everything drawn at one instant: a value (Docs/Timeline.md).
public struct FrameState: Hashable, Sendable {
  /// The time in seconds.
  public let time: Double
  /// The canvas size in points.
  public let canvas: Size
  /// Glass elements in drawing order.
  public let glass: [GlassFrame]
  /// Content items in drawing order.
  public let content: [ContentFrame]
  /// Drawing order: glass and content interleaved (indices into `glass` and `content`).
  public let items: [FrameItem]
  /// Union groups.
  public let unions: [UnionFrame]
  /// The glass containers of the latest state.
  public let containers: [ContainerFrame]

  /// Creates a frame state (the timeline makes them; tests and tools may build their own).
  public init(
    time: Double, canvas: Size, glass: [GlassFrame], content: [ContentFrame],
    items: [FrameItem], unions: [UnionFrame], containers: [ContainerFrame]
  ) {
    self.time = time
    self.canvas = canvas
    self.glass = glass
    self.content = content
    self.items = items
    self.unions = unions
    self.containers = containers
  }

  /// The glass element with this key, else the one with this glassEffectID.
  public func element(_ key: String) -> GlassFrame? {
    index(ofGlass: key).map { glass[$0] }
  }

  /// The index in `glass` of the element with this key, else of the one with this
  /// glassEffectID: the one lookup of a name, for this model and the layout's side tables.
  package func index(ofGlass key: String) -> Int? {
    glass.firstIndex { $0.key == key } ?? glass.firstIndex { $0.id == key }
  }
}
