import MorphCore
import MorphViewTree

/// Something drawn that is not glass: a symbol, text, an image placeholder, a filled shape or a
/// colour/gradient, with its frame and drawing state.
public struct ContentItem: Hashable, Sendable {
  /// A stable key across states: the structural identity of the view and a part suffix (or the
  /// `matchedGeometryEffect` ID and the part's place inside the matched view).
  public let key: String
  /// What is drawn.
  public let kind: ContentKind
  /// The frame in canvas points.
  public internal(set) var frame: Rect
  /// The foreground colour for symbols and text.
  public let foreground: Paint
  /// The opacity, 0…1 (product of the ancestors' `.opacity`).
  public let opacity: Double
  /// The scale from `.scaleEffect` (product of the ancestors'), about `pivot`.
  public let scale: Double
  /// The blur radius from `.blur`, in points.
  public let blur: Double
  /// The key of the glass element this item sits on (its nearest glass ancestor), if any.
  public let glassKey: String?
  /// Whether the item belongs to the preview's backdrop rather than the simulated view.
  public let isBackdrop: Bool
  /// The region an ancestor's `.clipShape` lets through, in canvas points.
  public internal(set) var clip: ClipRegion? = nil
  /// The rotation from `.rotationEffect`, in degrees clockwise about `pivot`.
  public var rotation: Double = 0
  /// The point scale and rotation are about (the centre of the view that has the effect), in
  /// canvas points; nil is the item's own centre.
  public internal(set) var pivot: Point? = nil
  /// How the item enters and leaves (`.transition`, with moves resolved to points); nil is
  /// SwiftUI's default, `.opacity`.
  public var transition: ViewTransition? = nil
  /// How a change of what is drawn animates (`.contentTransition`; the default cross-fades).
  public var contentTransition: ContentTransitionKind = .opacity

  /// The item moved by (`dx`, `dy`) points, with its clip and pivot.
  func offsetBy(dx: Double, dy: Double) -> ContentItem {
    var copy = self
    copy.frame = frame.offsetBy(dx: dx, dy: dy)
    copy.clip = clip?.offsetBy(dx: dx, dy: dy)
    copy.pivot = pivot.map { Point(x: $0.x + dx, y: $0.y + dy) }
    return copy
  }
}
