import MorphCore

/// Glass elements joined by `glassEffectUnion`: one shape over the bounding rectangle of the
/// members' frames (Docs/Glass.md §1 [model]).
public struct UnionShape: Hashable, Sendable {
  /// The union id and namespace, `namespace/id`.
  public let key: String
  /// The member elements' keys, in drawing order.
  public let members: [String]
  /// The bounding rectangle of the members.
  public let frame: Rect
  /// The members' shape kind stretched over the frame (circle and capsule become a capsule).
  public let shape: ShapeKind
  /// The corner radius in points.
  public let cornerRadius: Double
  /// The container the members share.
  public let container: Int?
}
