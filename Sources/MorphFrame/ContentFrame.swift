import MorphCore

/// Something drawn that is not glass — a symbol, text, an image, a filled shape, a colour or
/// gradient — with its frame and drawing state: as layout places it in a state and as the
/// timeline draws it at an instant.
public struct ContentFrame: Hashable, Sendable {
  /// A stable key across states: the structural identity of the view and a part suffix (or the
  /// `matchedGeometryEffect` ID and the part's place inside the matched view).
  public let key: String
  /// What is drawn (from the latest state that has it).
  public let kind: ContentKind
  /// The frame in canvas points.
  public var frame: Rect
  /// The foreground paint.
  public let foreground: Paint
  /// The opacity, 0…1 (the product of the ancestors' `.opacity`; at an instant, with
  /// transitions).
  public let opacity: Double
  /// The scale about `pivot` (the product of the ancestors' `.scaleEffect`; at an instant, with
  /// the scale-in of matched inserts).
  public let scale: Double
  /// The blur radius in points (`.blur`; at an instant, with the materialize blur).
  public let blur: Double
  /// The glass it sits on, if any.
  public let glassKey: String?
  /// Whether it belongs to the preview's backdrop.
  public let isBackdrop: Bool
  /// The region a `.clipShape` lets through, in canvas points; nil draws everything.
  public var clip: ClipRegion?
  /// The rotation in degrees clockwise about `pivot`.
  public var rotation: Double
  /// The point `scale` and `rotation` are about, in canvas points; nil is the frame's centre.
  public var pivot: Point?

  /// Creates a content frame.
  public init(
    key: String, kind: ContentKind, frame: Rect, foreground: Paint, opacity: Double,
    scale: Double, blur: Double,
    glassKey: String?, isBackdrop: Bool, clip: ClipRegion? = nil, rotation: Double = 0,
    pivot: Point? = nil
  ) {
    self.key = key
    self.kind = kind
    self.frame = frame
    self.foreground = foreground
    self.opacity = opacity
    self.scale = scale
    self.blur = blur
    self.glassKey = glassKey
    self.isBackdrop = isBackdrop
    self.clip = clip
    self.rotation = rotation
    self.pivot = pivot
  }

  /// The item moved by (`dx`, `dy`) points, with its clip and pivot.
  package func offsetBy(dx: Double, dy: Double) -> ContentFrame {
    var copy = self
    copy.frame = frame.offsetBy(dx: dx, dy: dy)
    copy.clip = clip?.offsetBy(dx: dx, dy: dy)
    copy.pivot = pivot.map { Point(x: $0.x + dx, y: $0.y + dy) }
    return copy
  }
}
