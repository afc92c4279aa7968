import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree

/// A glass element as a view declares it, before placement gives it a frame: found once, by
/// `GlassEnvironment.glass(of:)`, from the view's modifiers and what it inherits.
struct GlassDeclaration: Hashable, Sendable {
  /// The structural identity of the view that carries the glass.
  let identity: String
  /// The `glassEffectID` and its namespace, if any.
  let id: String?
  let namespace: String?
  /// The enclosing `GlassEffectContainer`'s index and spacing (0 when nil or outside one).
  let container: Int?
  let containerSpacing: Double
  /// The shape as written (placement resolves concentric and custom shapes).
  let shape: ShapeKind
  /// The `glassEffectUnion` id and namespace, if any.
  let unionID: String?
  let unionNamespace: String?
  let transition: GlassTransition
  let glass: GlassSpec
  let isButtonStyle: Bool
  let isProminent: Bool
  let location: SourcePosition

  /// `namespace/ID` when it has an ID, else the structural identity.
  var key: String { id.map { "\(namespace ?? "default")/\($0)" } ?? identity }

  /// The element placed with its resolved geometry, and the facts of its declaration.
  func placed(frame: Rect, shape: ShapeKind, cornerRadius: Double) -> PlacedGlass {
    PlacedGlass(
      element: GlassFrame(
        key: key, id: id, container: container, frame: frame, cornerRadius: cornerRadius,
        shape: shape, glass: glass, isProminent: isProminent),
      placement: GlassPlacement(
        namespace: namespace, containerSpacing: containerSpacing, unionID: unionID,
        unionNamespace: unionNamespace, transition: transition, isButtonStyle: isButtonStyle,
        location: location))
  }
}
