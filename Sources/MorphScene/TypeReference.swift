/// A type as written (`Bool`, `Mode?`, `[String]`, `some View`), kept as text with its base name.
public struct TypeReference: Sendable, Hashable {
  /// The type as written, without spaces.
  public let text: String
  /// The outermost named type (`Mode` for `Mode?`, `Array` for `[Int]`, `View` for `some View`).
  public let baseName: String
  /// Whether the type is optional (`T?` or `Optional<T>`).
  public let isOptional: Bool
}
