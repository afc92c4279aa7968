import MorphDiagnostics

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

    /// Creates a parameter.
    package init(
      label: String?, name: String, type: TypeReference?, defaultValue: ExpressionSyntax?
    ) {
      self.label = label
      self.name = name
      self.type = type
      self.defaultValue = defaultValue
    }
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

  /// Creates a function declaration.
  package init(
    name: String, parameters: [Parameter], returnType: TypeReference?, attributes: [String],
    isStatic: Bool, body: [Statement], location: SourcePosition
  ) {
    self.name = name
    self.parameters = parameters
    self.returnType = returnType
    self.attributes = attributes
    self.isStatic = isStatic
    self.body = body
    self.location = location
  }

  /// Whether it returns a view: `-> some View` (or `any View`, `AnyView`) or `@ViewBuilder`.
  package var buildsViews: Bool {
    attributes.contains("ViewBuilder") || returnType?.baseName == "View"
      || returnType?.baseName == "AnyView"
  }

  /// Whether `other` has this function's name and argument labels, so one hides the other (a
  /// type's own method hides its protocol's default implementation).
  package func hasSignature(of other: FunctionDeclaration) -> Bool {
    name == other.name && isStatic == other.isStatic
      && parameters.map(\.label) == other.parameters.map(\.label)
  }
}
