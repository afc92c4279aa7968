import MorphCore

/// Something drawn that is not glass: a symbol, text, an image placeholder, a filled shape or a
/// colour/gradient, with its frame and drawing state.
public struct ContentItem: Hashable, Sendable {
  /// A stable key across states: the structural identity of the view and a part suffix.
  public let key: String
  /// What is drawn.
  public let kind: ContentKind
  /// The frame in canvas points.
  public let frame: Rect
  /// The foreground colour for symbols and text.
  public let foreground: Paint
  /// The opacity, 0…1 (product of the ancestors' `.opacity`).
  public let opacity: Double
  /// The scale from `.scaleEffect`.
  public let scale: Double
  /// The blur radius from `.blur`, in points.
  public let blur: Double
  /// The key of the glass element this item sits on (its nearest glass ancestor), if any.
  public let glassKey: String?
  /// Whether the item belongs to the preview's backdrop rather than the simulated view.
  public let isBackdrop: Bool
}
