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

  /// The element type of an array type (`Room` for `[Room]` or `Array<Room>`, a tuple type for
  /// `[(title:String,url:String)]`), nil for others.
  package var arrayElement: TypeReference? {
    var inner: Substring
    if text.hasPrefix("[") && text.hasSuffix("]") {
      inner = text.dropFirst().dropLast()
    } else if text.hasPrefix("Array<") && text.hasSuffix(">") {
      inner = text.dropFirst("Array<".count).dropLast()
    } else {
      return nil
    }
    // `[(title:String,url:String)]`: a tuple element, whose labels name the elements of the
    // unlabelled tuples the array is written with.
    if inner.hasPrefix("("), inner.hasSuffix(")"), !inner.contains("->") {
      return TypeReference(text: String(inner), baseName: "Tuple", isOptional: false)
    }
    // A dictionary (`[String: Int]`) or a nested collection is not an element type we read.
    guard !inner.isEmpty, !inner.contains(":"), !inner.contains("[") else { return nil }
    let optional = inner.hasSuffix("?")
    if optional { inner = inner.dropLast() }
    let base = inner.prefix { $0 != "<" }
    return TypeReference(
      text: String(inner) + (optional ? "?" : ""), baseName: String(base), isOptional: optional)
  }
}
