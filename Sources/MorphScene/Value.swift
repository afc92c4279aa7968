import MorphCore
import MorphDiagnostics
import MorphMotion
import MorphSyntax
import MorphViewTree

/// A value computed while interpreting a scene.
///
/// Implicit member expressions (`.bouncy`, `.regular.tint(.blue)`) stay symbolic (`symbol`) until
/// the place they are used says what type they must be (`Value+Conversions.swift`), as the Swift
/// compiler infers them from context.
indirect enum Value {
  case void
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([Value])
  case none
  case enumCase(EnumValue)
  case symbol(Symbol)
  case type(String)
  case view(ViewNode)
  case closure(ClosureValue)
  case function(FunctionValue)
  case namespace(String)
  case binding(Reference)
  /// A reference to a class instance in the store, by its object ID.
  case object(String)
  /// A control's built-in action.
  case native(NativeAction)
  case range(Int, Int)
  case keyPath([String])
  case tuple([(label: String?, value: Value)])
  case instance(InstanceValue)
  case color(Color)
  case paint(Paint)
  case animation(MorphAnimation)
  case placeholder(String)

  /// An enum value: its type, case, associated values and raw value.
  struct EnumValue {
    let type: String
    let name: String
    var associated: [Value] = []
  }

  /// An implicit-member chain such as `.regular.tint(.blue).interactive()`; `type` is set when the
  /// chain starts at a type name (`Color.blue`).
  struct Symbol {
    /// One step: a member name, and its arguments when it was called.
    struct Step {
      let name: String
      var arguments: [Argument]?
    }

    var type: String?
    var steps: [Step]

    /// The first member's name.
    var head: String { steps.first?.name ?? "" }
  }

  /// An evaluated call argument.
  struct Argument {
    let label: String?
    let value: Value
    let location: SourcePosition
    /// The offset just past the argument's text, when it was written in the source.
    var end: Int? = nil
  }

  /// A struct instance (not the root view, whose state lives in the evaluator's store).
  struct InstanceValue {
    let type: String
    var properties: [String: Value]
  }
}

/// A closure literal with the scope and `self` it captured.
final class ClosureValue {
  let parameters: [String]
  let body: [Statement]
  let scope: Scope
  let owner: Owner?
  let location: SourcePosition
  let identity: String
  /// The `self` of a `View` extension method the closure was written in (`HStack { Spacer();
  /// self }` inside `func alignTrailing()`): the view the method was called on.
  let receiver: Value?

  init(
    parameters: [String], body: [Statement], scope: Scope, owner: Owner?, location: SourcePosition,
    identity: String, receiver: Value? = nil
  ) {
    self.parameters = parameters
    self.body = body
    self.scope = scope
    self.owner = owner
    self.location = location
    self.identity = identity
    self.receiver = receiver
  }
}

/// A function declared in the scene, bound to the `self` it is called on.
struct FunctionValue {
  let declaration: FunctionDeclaration
  let owner: Owner?
  /// Other functions of the same name (overloads); the call picks one by its arguments.
  var overloads: [FunctionDeclaration] = []
  /// The value `self` is (a `View` extension method's receiver).
  var receiver: Value? = nil
}

/// The `self` of the code being run: the root view (state in the store) or another instance.
final class Owner {
  let type: TypeDeclaration
  var properties: [String: Value]
  let isRoot: Bool
  /// For enum methods and computed properties: the case `self` is.
  let enumValue: Value.EnumValue?
  /// For views: where their `@State` lives in the store (the instance's identity).
  let stateKey: String?
  /// For class instances: their object in the store (stored properties live there).
  let objectID: String?
  /// Whether its initialiser is running: assignments then set stored properties and the initial
  /// values of property wrappers (`_flag = State(initialValue: …)`) instead of changing state.
  var isInitializing = false
  /// Where the initialisers running on it are declared, outermost first (`self.init(…)` picks
  /// another).
  var runningInitializers: [SourcePosition] = []

  init(
    type: TypeDeclaration, properties: [String: Value], isRoot: Bool,
    enumValue: Value.EnumValue? = nil, stateKey: String? = nil, objectID: String? = nil
  ) {
    self.type = type
    self.properties = properties
    self.isRoot = isRoot
    self.enumValue = enumValue
    self.stateKey = stateKey
    self.objectID = objectID
  }
}

/// Local names: a chain of dictionaries, innermost first.
final class Scope {
  private var values: [String: Value] = [:]
  /// Names that stand for a state slot (`@Previewable @State var x` in a `#Preview`): reading and
  /// writing them goes to the slot.
  private var aliases: [String: Reference] = [:]
  let parent: Scope?

  init(parent: Scope?) {
    self.parent = parent
  }

  /// The value of `name` in this scope or an enclosing one.
  func lookup(_ name: String) -> Value? {
    var scope: Scope? = self
    while let current = scope {
      if let value = current.values[name] { return value }
      scope = current.parent
    }
    return nil
  }

  /// Declares `name` in this scope.
  func declare(_ name: String, _ value: Value) {
    values[name] = value
  }

  /// Declares `name` as standing for the slot `reference`.
  func declareAlias(_ name: String, _ reference: Reference) {
    aliases[name] = reference
  }

  /// The slot `name` stands for in this scope or an enclosing one, if it is an alias.
  func alias(_ name: String) -> Reference? {
    var scope: Scope? = self
    while let current = scope {
      if let reference = current.aliases[name] { return reference }
      if current.values[name] != nil { return nil }
      scope = current.parent
    }
    return nil
  }

  /// Assigns to the innermost scope that declares `name`; false if none does.
  func assign(_ name: String, _ value: Value) -> Bool {
    var scope: Scope? = self
    while let current = scope {
      if current.values[name] != nil {
        current.values[name] = value
        return true
      }
      scope = current.parent
    }
    return false
  }
}
