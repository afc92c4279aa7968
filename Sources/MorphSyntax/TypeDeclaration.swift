import MorphDiagnostics

/// A `struct` or `enum` (or the members an `extension` adds to one).
package struct TypeDeclaration: Sendable {
  /// Which kind of type.
  package enum Kind: Sendable {
    /// A struct.
    case structure
    /// An enum.
    case enumeration
    /// A `class` (models: `@Observable`, `ObservableObject`): reference semantics.
    case classType
    /// A `protocol`: its own requirements are not kept, only the members its extensions add
    /// (default implementations, which conforming types receive).
    case protocolType
  }

  /// One `case` of an enum.
  package struct EnumCase: Sendable {
    /// The case name.
    package let name: String
    /// The raw value, if written.
    package let rawValue: ExpressionSyntax?
    /// Names of associated values (labels or positions), if any.
    package let associatedValues: [String]
    /// Each associated value's declared type and default value (`case primary(_ state:
    /// ButtonState = .normal)`), in the same order; empty when not known.
    package let associatedParameters: [(type: TypeReference?, defaultValue: ExpressionSyntax?)]
    /// Where the case is.
    package let location: SourcePosition

    /// Creates a case.
    package init(
      name: String, rawValue: ExpressionSyntax?, associatedValues: [String],
      associatedParameters: [(type: TypeReference?, defaultValue: ExpressionSyntax?)] = [],
      location: SourcePosition
    ) {
      self.name = name
      self.rawValue = rawValue
      self.associatedValues = associatedValues
      self.associatedParameters = associatedParameters
      self.location = location
    }
  }

  /// A generic parameter of the type (`Tab: TabItem` in `struct TabBar<Tab: TabItem>`).
  package struct GenericParameter: Sendable {
    /// The parameter's name, as the type's code names it.
    package let name: String
    /// The protocols it is constrained to, in its clause (`TabItem`, `View`).
    package let constraints: [String]

    /// Creates a generic parameter.
    package init(name: String, constraints: [String]) {
      self.name = name
      self.constraints = constraints
    }
  }

  /// Whether it is a struct or an enum.
  package let kind: Kind
  /// The name; a nested type whose name another type of the program also has is known by its
  /// qualified name (`DebugView.OtherSection`), so each is found where Swift finds it.
  package var name: String
  /// The inherited types and protocols (`View`, `String`, `CaseIterable`…).
  package var inheritedTypes: [String]
  /// Stored and computed properties.
  package var variables: [VariableDeclaration]
  /// Methods.
  package var functions: [FunctionDeclaration]
  /// Initialisers (`init(…)`), named `init`, in order.
  package var initializers: [FunctionDeclaration]
  /// Enum cases in order.
  package var cases: [EnumCase]
  /// Nested types.
  package var nestedTypes: [TypeDeclaration]
  /// Its generic parameters, in order (none for most types).
  package var genericParameters: [GenericParameter] = []
  /// Where the declaration starts.
  package let location: SourcePosition

  /// Whether the struct conforms to `View`, or is the app itself (`struct NotesApp: App`): its
  /// `body` of scenes shows its window's views, simulated as a view's body is.
  package var isView: Bool {
    kind == .structure && inheritedTypes.contains { $0 == "View" || $0 == "App" }
  }

  /// Whether the struct is the app (`@main struct NotesApp: App`).
  package var isApp: Bool { kind == .structure && inheritedTypes.contains("App") }

  /// Whether its instances are built from a `body` as a view's are: a view, or toolbar content
  /// (`struct EditorItems: ToolbarContent { var body: some ToolbarContent { ToolbarItem … } }`).
  package var hasViewBody: Bool {
    isView
      || (kind == .structure
        && inheritedTypes.contains { $0 == "ToolbarContent" || $0 == "CustomizableToolbarContent" })
  }

  /// Creates a type declaration.
  package init(
    kind: Kind, name: String, inheritedTypes: [String] = [], variables: [VariableDeclaration] = [],
    functions: [FunctionDeclaration] = [], initializers: [FunctionDeclaration] = [],
    cases: [EnumCase] = [], nestedTypes: [TypeDeclaration] = [], location: SourcePosition
  ) {
    self.kind = kind
    self.name = name
    self.inheritedTypes = inheritedTypes
    self.variables = variables
    self.functions = functions
    self.initializers = initializers
    self.cases = cases
    self.nestedTypes = nestedTypes
    self.location = location
  }
}
