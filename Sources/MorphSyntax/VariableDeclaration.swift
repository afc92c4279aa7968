import MorphDiagnostics

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
  /// `willSet { … }`: runs before an assignment, the new value in scope.
  package let willSet: PropertyObserver?
  /// `didSet { … }`: runs after an assignment, the old value in scope.
  package let didSet: PropertyObserver?

  /// Whether this is an `@State` property.
  package var isState: Bool { attributes.contains("State") }

  /// Whether the view keeps this property across evaluations: `@State`, `@StateObject`,
  /// `@FocusState` (which field has focus is state a tap can change), and `@AppStorage` /
  /// `@SceneStorage` (state kept in the app's defaults; a fresh install starts at the declared
  /// value).
  package var isStateLike: Bool {
    attributes.contains { Self.stateLikeWrappers.contains($0) }
  }

  /// The property wrappers whose values the view keeps and its actions change.
  static let stateLikeWrappers: Set<String> = [
    "State", "StateObject", "FocusState", "AppStorage", "SceneStorage",
  ]

  /// What an `@Environment` property reads: `type:Model` for `@Environment(Model.self)`,
  /// `key:colorScheme` for `@Environment(\.colorScheme)`; `@EnvironmentObject` reads its type.
  package var environmentKey: String? {
    if let argument = attributes.first(where: { $0.hasPrefix("Environment:") }) {
      return String(argument.dropFirst("Environment:".count))
    }
    if attributes.contains("EnvironmentObject"), let type { return "type:" + type.baseName }
    return nil
  }

  /// Whether it is filled from the environment: `@EnvironmentObject`, `@Environment(…)`.
  package var isEnvironment: Bool {
    attributes.contains("EnvironmentObject") || attributes.contains("Environment")
  }

  /// Creates a variable declaration.
  package init(
    name: String, isConstant: Bool, attributes: [String], isStatic: Bool, type: TypeReference?,
    initialValue: ExpressionSyntax?, getter: [Statement]?, location: SourcePosition,
    willSet: PropertyObserver? = nil, didSet: PropertyObserver? = nil
  ) {
    self.name = name
    self.isConstant = isConstant
    self.attributes = attributes
    self.isStatic = isStatic
    self.type = type
    self.initialValue = initialValue
    self.getter = getter
    self.location = location
    self.willSet = willSet
    self.didSet = didSet
  }
}
