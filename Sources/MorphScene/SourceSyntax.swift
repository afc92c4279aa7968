/// Everything a scene file declares, as parsed.
public struct SourceSyntax: Sendable {
  /// Top-level structs and enums (extensions already merged into their types).
  public var types: [TypeDeclaration] = []
  /// Top-level functions.
  public var functions: [FunctionDeclaration] = []
  /// Top-level `let`/`var`.
  public var variables: [VariableDeclaration] = []
  /// `#Preview` blocks in order.
  public var previews: [PreviewDeclaration] = []

  /// The type called `name`, searching nested types too.
  public func type(named name: String) -> TypeDeclaration? {
    func search(_ types: [TypeDeclaration]) -> TypeDeclaration? {
      for type in types {
        if type.name == name { return type }
        if let nested = search(type.nestedTypes) { return nested }
      }
      return nil
    }
    return search(types)
  }
}
