import MorphDiagnostics
import MorphViewTree

/// A function (`func helper(_ x: Int, label y: Bool = false) -> some View { … }`).
package struct FunctionDeclaration: Sendable {
  /// One parameter.
  package struct Parameter: Sendable {
    /// The argument label callers write (nil for `_`).
    package let label: String?
    /// The name inside the body.
    package let name: String
    /// The declared type.
    package let type: TypeReference?
    /// The default value.
    package let defaultValue: ExpressionSyntax?
  }

  /// The name.
  package let name: String
  /// The parameters in order.
  package let parameters: [Parameter]
  /// The return type, if written.
  package let returnType: TypeReference?
  /// The attributes without `@` (`ViewBuilder`…).
  package let attributes: [String]
  /// Whether it is `static`.
  package let isStatic: Bool
  /// The body.
  package let body: [Statement]
  /// Where the declaration starts.
  package let location: SourcePosition
}
