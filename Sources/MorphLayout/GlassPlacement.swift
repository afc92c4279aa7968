import MorphCore
import MorphDiagnostics
import MorphViewTree

/// What layout knows of a placed glass element beyond what is drawn (its `GlassFrame`): how it
/// was declared — namespace, container spacing, union, transition, button style, where it is
/// written — and how it slides in and out (Docs/Glass.md §1). The timeline reads these to
/// animate; a frame at an instant does not need them.
public struct GlassPlacement: Hashable, Sendable {
  /// The namespace of the `glassEffectID`, if any.
  public let namespace: String?
  /// The enclosing container's spacing in points (0 outside a container, and for
  /// `spacing: nil`).
  public let containerSpacing: Double
  /// The `glassEffectUnion` id, if any.
  public let unionID: String?
  /// The union's namespace.
  public let unionNamespace: String?
  /// How it appears and disappears.
  public let transition: GlassTransition
  /// Whether it is the background of a glass button style rather than a `.glassEffect`.
  public let isButtonStyle: Bool
  /// Where the glass is applied in the scene.
  public let location: SourcePosition
  /// How far, in points, the glass comes from when it is inserted and goes to when it is removed,
  /// from an enclosing `.transition(.move(edge:))` or `.offset` transition (a sheet slides in
  /// from below): SwiftUI moves the glass with its view. Zero when it appears in place.
  public var slide = Slide()
  /// The innermost `.animation(_:value:)` around the glass, if any.
  package var implicitAnimation: ImplicitAnimation?

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

  /// Creates the placement facts of a glass element.
  public init(
    namespace: String?, containerSpacing: Double, unionID: String?, unionNamespace: String?,
    transition: GlassTransition, isButtonStyle: Bool, location: SourcePosition
  ) {
    self.namespace = namespace
    self.containerSpacing = containerSpacing
    self.unionID = unionID
    self.unionNamespace = unionNamespace
    self.transition = transition
    self.isButtonStyle = isButtonStyle
    self.location = location
  }

  /// The union as `namespace/id`, if any.
  public var unionKey: String? { unionID.map { "\(unionNamespace ?? "default")/\($0)" } }
}
