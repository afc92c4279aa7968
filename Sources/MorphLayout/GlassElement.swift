import MorphCore
import MorphScene

/// A glass element placed on the canvas: its declaration and its geometry in points.
public struct GlassElement: Hashable, Sendable {
  /// The declaration (ID, namespace, container, union, transition, glass value).
  public let declaration: GlassDeclaration
  /// The shape's frame in canvas points (for a circle: the centred square it fills).
  public let frame: Rect
  /// The shape kind after resolution (concentric and custom shapes become rounded rectangles).
  public let shape: ShapeKind
  /// The corner radius in points (half the shorter side for capsules and circles).
  public let cornerRadius: Double

  /// The key pairing this element across states (`namespace/ID`, else the structural identity).
  public var key: String { declaration.key }
}
