import MorphCore

/// One content item at one instant.
public struct ContentFrame: Hashable, Sendable {
  /// The item's key.
  public let key: String
  /// What is drawn (from the latest state that has it).
  public let kind: ContentKind
  /// The frame in canvas points.
  public let frame: Rect
  /// The foreground paint.
  public let foreground: Paint
  /// The opacity, 0…1, including transitions.
  public let opacity: Double
  /// The scale, including the scale-in of matched inserts.
  public let scale: Double
  /// The blur radius in points, including the materialize blur.
  public let blur: Double
  /// The glass it sits on, if any.
  public let glassKey: String?
  /// Whether it belongs to the preview's backdrop.
  public let isBackdrop: Bool
  /// The region a `.clipShape` lets through, in canvas points; nil draws everything.
  public let clip: ClipRegion?
  /// The rotation in degrees clockwise about `pivot`.
  public let rotation: Double
  /// The point `scale` and `rotation` are about, in canvas points; nil is the frame's centre.
  public let pivot: Point?

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
}
