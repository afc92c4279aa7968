/// A `let` or `var`: a stored property (possibly `@State`/`@Namespace`/`@Binding`), a computed
/// property, or a local.
public struct VariableDeclaration: Sendable {
  /// The name.
  public let name: String
  /// Whether it was declared with `let`.
  public let isConstant: Bool
  /// Attributes without `@` (`State`, `Namespace`, `Binding`, `Environment`…).
  public let attributes: [String]
  /// Whether it is `static`.
  public let isStatic: Bool
  /// The declared type, if written.
  public let type: TypeReference?
  /// The initial value, if written.
  public let initialValue: ExpressionSyntax?
  /// The getter's statements, for a computed property.
  public let getter: [Statement]?
  /// Where the declaration starts.
  public let location: SourcePosition

  /// Whether this is an `@State` property.
  public var isState: Bool { attributes.contains("State") }
}
