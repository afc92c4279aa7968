import MorphCore

/// Glass elements joined by `glassEffectUnion` (Docs/Glass.md §1 [model]): one shape over the
/// bounding rectangle of the members' frames — as layout forms it in a state (strength 1) and as
/// the timeline draws it at an instant.
public struct UnionFrame: Hashable, Sendable {
  /// `namespace/id`.
  public let key: String
  /// The members' keys, in drawing order (at an instant: the members shown).
  public let members: [String]
  /// The bounding rectangle of the members' frames.
  public let frame: Rect
  /// The members' shape kind stretched over the frame (circle and capsule become a capsule).
  public let shape: ShapeKind
  /// Its corner radius in points.
  public let cornerRadius: Double
  /// How formed the union is, 0…1 (it forms and splits with the transaction's animation); 1 in
  /// a laid-out state.
  public let strength: Double
  /// The glass container of its first member, if any.
  public let container: Int?

  /// Creates a union frame.
  public init(
    key: String, members: [String], frame: Rect, shape: ShapeKind, cornerRadius: Double,
    strength: Double = 1, container: Int? = nil
  ) {
    self.key = key
    self.members = members
    self.frame = frame
    self.shape = shape
    self.cornerRadius = cornerRadius
    self.strength = strength
    self.container = container
  }
}
