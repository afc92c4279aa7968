import MorphViewTree

/// A `let` or `var`: a stored property (possibly `@State`/`@Namespace`/`@Binding`), a computed
/// property, or a local.
package struct VariableDeclaration: Sendable {
  /// The name.
  package let name: String
  /// Whether it was declared with `let`.
  package let isConstant: Bool
  /// Attributes without `@` (`State`, `Namespace`, `Binding`, `Environment`…).
  package let attributes: [String]
  /// Whether it is `static`.
  package let isStatic: Bool
  /// The declared type, if written.
  package let type: TypeReference?
  /// The initial value, if written.
  package let initialValue: ExpressionSyntax?
  /// The getter's statements, for a computed property.
  package let getter: [Statement]?
  /// Where the declaration starts.
  package let location: SourcePosition

  /// Whether this is an `@State` property.
  package var isState: Bool { attributes.contains("State") }
}
