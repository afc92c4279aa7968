import MorphCore

/// A glass element as the scene declares it (before layout gives it a frame).
public struct GlassDeclaration: Hashable, Sendable {
  /// The structural identity of the view that carries the glass.
  public let identity: String
  /// The `glassEffectID`, if any.
  public let id: String?
  /// The namespace of the ID.
  public let namespace: String?
  /// The index of the nearest enclosing `GlassEffectContainer` (tree order), if any.
  public let container: Int?
  /// That container's spacing (nil spacing is 0, liquid-glass.md §1 [model]).
  public let containerSpacing: Double?
  /// The shape the glass takes.
  public let shape: ShapeKind
  /// The `glassEffectUnion` id and namespace, if any.
  public let union: String?
  /// The union's namespace.
  public let unionNamespace: String?
  /// How it appears and disappears.
  public let transition: GlassTransition
  /// The glass value (variant, tint, interactive).
  public let glass: GlassSpec
  /// Whether it comes from a glass button style rather than `.glassEffect`.
  public let isButtonStyle: Bool
  /// Where the glass is applied in the scene.
  public let location: SourcePosition

  /// Creates a declaration (scenes make them; tools such as the spring lanes build their own).
  public init(
    identity: String, id: String?, namespace: String?, container: Int?, containerSpacing: Double?,
    shape: ShapeKind,
    union: String?, unionNamespace: String?, transition: GlassTransition, glass: GlassSpec,
    isButtonStyle: Bool,
    location: SourcePosition
  ) {
    self.identity = identity
    self.id = id
    self.namespace = namespace
    self.container = container
    self.containerSpacing = containerSpacing
    self.shape = shape
    self.union = union
    self.unionNamespace = unionNamespace
    self.transition = transition
    self.glass = glass
    self.isButtonStyle = isButtonStyle
    self.location = location
  }

  /// The key that pairs this element across states: `namespace/ID` when it has an ID, else its
  /// structural identity.
  public var key: String { id.map { "\(namespace ?? "default")/\($0)" } ?? identity }
}
