import MorphCore

/// `.transition(_:)`: how a view's content enters when the view is inserted and leaves when it is
/// removed (SwiftUI's `AnyTransition`; Docs/Timeline.md, "View transitions").
public struct ViewTransition: Hashable, Sendable {
  /// One direction of a transition: the state the content starts from (insertion) or ends in
  /// (removal), relative to where it is laid out.
  public struct Effect: Hashable, Sendable {
    /// Whether the content is transparent there (`.opacity`).
    public var fades: Bool
    /// The scale there (`.scale(scale:)`; 1 = none).
    public var scale: Double
    /// A fixed offset there, in points (`.offset(x:y:)`).
    public var offset: Point
    /// An edge to move past by the view's own size (`.move(edge:)`, `.slide`, `.push(from:)`):
    /// `top`, `bottom`, `leading` or `trailing`.
    public var edge: String?
    /// A blur radius there, in points (`.blurReplace`).
    public var blur: Double

    /// Creates an effect.
    public init(
      fades: Bool = false, scale: Double = 1, offset: Point = .zero, edge: String? = nil,
      blur: Double = 0
    ) {
      self.fades = fades
      self.scale = scale
      self.offset = offset
      self.edge = edge
      self.blur = blur
    }

    /// No change: the content appears or disappears at once (`.identity`).
    public static let identity = Effect()
    /// `.opacity`, SwiftUI's default transition.
    public static let opacity = Effect(fades: true)
    /// `.blurReplace` [model: Apple describes "blurring and scaling" without numbers]: a fade with
    /// a 10 pt blur and a scale of 0.8.
    public static let blurReplace = Effect(fades: true, scale: 0.8, blur: 10)

    /// Both effects at once (`a.combined(with: b)`): fades if either fades, scales multiply,
    /// offsets add, the later edge wins.
    public func combined(with other: Effect) -> Effect {
      Effect(
        fades: fades || other.fades, scale: scale * other.scale,
        offset: Point(x: offset.x + other.offset.x, y: offset.y + other.offset.y),
        edge: other.edge ?? edge, blur: max(blur, other.blur))
    }

    /// The offset with `edge` turned into points for a view of `size` (a move past its own
    /// size: "moves the view away, towards the specified edge of the view", Apple's
    /// `move(edge:)`).
    public func resolvedOffset(size: Size) -> Point {
      var result = offset
      switch edge {
      case "top": result.y -= size.height
      case "bottom": result.y += size.height
      case "leading": result.x -= size.width
      case "trailing": result.x += size.width
      default: break
      }
      return result
    }
  }

  /// How the content enters.
  public var insertion: Effect
  /// How the content leaves.
  public var removal: Effect

  /// Creates a transition with its two directions.
  public init(insertion: Effect, removal: Effect) {
    self.insertion = insertion
    self.removal = removal
  }

  /// The same effect both ways.
  public init(_ effect: Effect) {
    self.init(insertion: effect, removal: effect)
  }

  /// The transition with its edge moves turned into offsets for a view of `size`.
  public func resolved(for size: Size) -> ViewTransition {
    func resolve(_ effect: Effect) -> Effect {
      var copy = effect
      copy.offset = effect.resolvedOffset(size: size)
      copy.edge = nil
      return copy
    }
    return ViewTransition(insertion: resolve(insertion), removal: resolve(removal))
  }

  /// SwiftUI's default: fade in, fade out.
  public static let opacity = ViewTransition(.opacity)
}
