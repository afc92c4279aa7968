import MorphCore

/// A union group at one instant: the bounding shape of its members' current frames.
public struct UnionFrame: Hashable, Sendable {
  /// `namespace/id`.
  public let key: String
  /// The members shown at this instant.
  public let members: [String]
  /// The bounding rectangle of the members' current frames.
  public let frame: Rect
  /// The union's shape kind.
  public let shape: ShapeKind
  /// Its corner radius.
  public let cornerRadius: Double
  /// How formed the union is, 0…1 (it forms and splits with the transaction's animation).
  public let strength: Double

  /// Creates a union frame.
  public init(
    key: String, members: [String], frame: Rect, shape: ShapeKind, cornerRadius: Double,
    strength: Double
  ) {
    self.key = key
    self.members = members
    self.frame = frame
    self.shape = shape
    self.cornerRadius = cornerRadius
    self.strength = strength
  }
}
