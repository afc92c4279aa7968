/// A type as written (`Bool`, `Mode?`, `[String]`, `some View`), kept as text with its base name.
package struct TypeReference: Sendable, Hashable {
  /// The type as written, without spaces.
  package let text: String
  /// The outermost named type (`Mode` for `Mode?`, `Array` for `[Int]`, `View` for `some View`).
  package let baseName: String
  /// Whether the type is optional (`T?` or `Optional<T>`).
  package let isOptional: Bool

  /// Creates a type reference.
  package init(text: String, baseName: String, isOptional: Bool) {
    self.text = text
    self.baseName = baseName
    self.isOptional = isOptional
  }
}
