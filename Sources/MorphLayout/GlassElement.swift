import MorphCore
import MorphDiagnostics
import MorphViewTree

/// A glass element placed on the canvas: everything resolved once — identity, container, union,
/// transition, material and geometry in points (Docs/Glass.md §1).
public struct GlassElement: Hashable, Sendable {
  /// The key pairing this element across states: `namespace/ID` when it has a `glassEffectID`,
  /// else its structural identity.
  public let key: String
  /// The `glassEffectID`, if any.
  public let id: String?
  /// The namespace of the ID.
  public let namespace: String?
  /// The index of the enclosing `GlassEffectContainer` (tree order), if any.
  public let container: Int?
  /// That container's spacing in points (0 outside a container, and for `spacing: nil`).
  public let containerSpacing: Double
  /// The `glassEffectUnion` id, if any.
  public let unionID: String?
  /// The union's namespace.
  public let unionNamespace: String?
  /// How it appears and disappears.
  public let transition: GlassTransition
  /// The glass value (variant, tint, interactive).
  public let glass: GlassSpec
  /// Whether it is the background of a glass button style rather than a `.glassEffect`.
  public let isButtonStyle: Bool
  /// Whether it is a tinted glass button (`.glassProminent`, or `.glass` with a tinted `Glass`),
  /// drawn with the prominent tint strength.
  public let isProminent: Bool
  /// The shape's frame in canvas points (for a circle: the centred square it fills).
  public let frame: Rect
  /// The shape after resolution (concentric and custom shapes become rounded rectangles).
  public let shape: ShapeKind
  /// The corner radius in points (half the shorter side for capsules and circles).
  public let cornerRadius: Double
  /// Where the glass is applied in the scene.
  public let location: SourcePosition
  /// How far, in points, the glass comes from when it is inserted and goes to when it is removed,
  /// from an enclosing `.transition(.move(edge:))` or `.offset` transition (a sheet slides in
  /// from below): SwiftUI moves the glass with its view. Zero when it appears in place.
  public var slide = Slide()

  /// The insertion and removal offsets of `slide`, in points.
  public struct Slide: Hashable, Sendable {
    /// Where it starts, relative to its frame, when inserted.
    public var insertion = Point.zero
    /// Where it ends, relative to its frame, when removed.
    public var removal = Point.zero

    /// No movement.
    public init(insertion: Point = .zero, removal: Point = .zero) {
      self.insertion = insertion
      self.removal = removal
    }
  }

  /// Creates a placed glass element.
  public init(
    key: String, id: String?, namespace: String?, container: Int?, containerSpacing: Double,
    unionID: String?, unionNamespace: String?, transition: GlassTransition, glass: GlassSpec,
    isButtonStyle: Bool,
    isProminent: Bool, frame: Rect, shape: ShapeKind, cornerRadius: Double,
    location: SourcePosition
  ) {
    self.key = key
    self.id = id
    self.namespace = namespace
    self.container = container
    self.containerSpacing = containerSpacing
    self.unionID = unionID
    self.unionNamespace = unionNamespace
    self.transition = transition
    self.glass = glass
    self.isButtonStyle = isButtonStyle
    self.isProminent = isProminent
    self.frame = frame
    self.shape = shape
    self.cornerRadius = cornerRadius
    self.location = location
  }

  /// The union as `namespace/id`, if any.
  public var unionKey: String? { unionID.map { "\(unionNamespace ?? "default")/\($0)" } }

  /// The same element with another frame (and radius).
  public func moved(to frame: Rect, cornerRadius: Double? = nil) -> GlassElement {
    var element = GlassElement(
      key: key, id: id, namespace: namespace, container: container,
      containerSpacing: containerSpacing, unionID: unionID, unionNamespace: unionNamespace,
      transition: transition, glass: glass,
      isButtonStyle: isButtonStyle, isProminent: isProminent, frame: frame, shape: shape,
      cornerRadius: cornerRadius ?? self.cornerRadius, location: location)
    element.slide = slide
    return element
  }
}
