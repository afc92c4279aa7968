/// A function (`func helper(_ x: Int, label y: Bool = false) -> some View { … }`).
public struct FunctionDeclaration: Sendable {
  /// One parameter.
  public struct Parameter: Sendable {
    /// The argument label callers write (nil for `_`).
    public let label: String?
    /// The name inside the body.
    public let name: String
    /// The declared type.
    public let type: TypeReference?
    /// The default value.
    public let defaultValue: ExpressionSyntax?
  }

  /// The name.
  public let name: String
  /// The parameters in order.
  public let parameters: [Parameter]
  /// The return type, if written.
  public let returnType: TypeReference?
  /// The attributes without `@` (`ViewBuilder`…).
  public let attributes: [String]
  /// Whether it is `static`.
  public let isStatic: Bool
  /// The body.
  public let body: [Statement]
  /// Where the declaration starts.
  public let location: SourcePosition
}
