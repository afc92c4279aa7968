/// Everything a scene file declares, as parsed.
package struct SourceSyntax: Sendable {
  /// Top-level structs and enums (extensions already merged into their types).
  package var types: [TypeDeclaration] = [] {
    didSet { typesByName = Self.index(types) }
  }
  /// Every type, nested ones too, by name: the first in declaration order (depth first) wins.
  /// Kept beside `types` because the interpreter looks types up on every call and member access.
  private var typesByName: [String: TypeDeclaration] = [:]
  /// Top-level functions.
  package var functions: [FunctionDeclaration] = []
  /// Top-level `let`/`var`.
  package var variables: [VariableDeclaration] = []
  /// `#Preview` blocks in order.
  package var previews: [PreviewDeclaration] = []
  /// Protocols the program declares, by name, with the members their extensions add; each
  /// conforming type has already received the ones it does not declare itself.
  package var protocols: [String: TypeDeclaration] = [:]
  /// Methods and computed properties added to SwiftUI's own types (`extension View { func card()
  /// … }`), by the extended type's name; `self` is the value they are called on.
  package var builtinExtensions: [String: TypeDeclaration] = [:]
  /// A name for each token's place that blank lines and comments do not change, by the token's
  /// offset: its text and its ordinal among tokens of that text (`Button#3`, the third `Button`
  /// of the file). Views are identified by paths of these (`StructuralSite`).
  package var siteNames: [Int: String] = [:]

  /// Creates an empty file's declarations.
  package init() {}

  /// Every type, nested ones after the type that holds them (depth first, in declaration order).
  package var allTypes: [TypeDeclaration] {
    var result: [TypeDeclaration] = []
    func visit(_ types: [TypeDeclaration]) {
      for type in types {
        result.append(type)
        visit(type.nestedTypes)
      }
    }
    visit(types)
    return result
  }

  /// The views it declares, nested ones too (`enum Settings { struct Row: View }`).
  package var views: [TypeDeclaration] { allTypes.filter(\.isView) }

  /// The type called `name`, searching nested types too.
  package func type(named name: String) -> TypeDeclaration? { typesByName[name] }

  private static func index(_ types: [TypeDeclaration]) -> [String: TypeDeclaration] {
    var index: [String: TypeDeclaration] = [:]
    func visit(_ types: [TypeDeclaration]) {
      for type in types {
        if index[type.name] == nil { index[type.name] = type }
        visit(type.nestedTypes)
      }
    }
    visit(types)
    return index
  }
}
