import MorphCore
import MorphMotion
import MorphViewTree

/// Interprets a parsed scene: evaluates a view's `body` against a state into a `ViewNode` tree,
/// and runs button actions against a state.
///
/// Everything it cannot do becomes a diagnostic (deduplicated by location and message) and a
/// placeholder value; it never traps. Runaway evaluation is cut off by `maximumSteps`, recursion by
/// `maximumCallDepth`, and `ForEach` by `maximumElements`.
final class Evaluator {
  /// The most expression evaluations one evaluation may take.
  static let maximumSteps = 2_000_000
  /// The deepest nesting of function calls and custom views.
  static let maximumCallDepth = 64
  /// The most elements a `ForEach` or loop produces.
  static let maximumElements = 500

  let syntax: SourceSyntax
  let root: TypeDeclaration
  /// The root view's `@State` values by name.
  var state: [String: Value]
  /// The declared type names of the root's state properties.
  let stateTypes: [String: TypeReference?]

  private(set) var diagnostics: [Diagnostic] = []
  private var seenDiagnostics: Set<String> = []
  /// Button actions (closures or functions) found while building views, in tree order.
  var actions: [Value] = []
  /// While running an action: the stack of open `withAnimation` transactions.
  var transactions: [MorphAnimation?] = []
  /// While running an action: the state changes made so far.
  var changes: [StateChange] = []
  /// Whether the code being run is an action (assignments allowed) rather than view code.
  var isRunningAction = false
  var steps = 0
  var callDepth = 0
  private var globalsCache: [String: Value] = [:]

  struct Context {
    var scope: Scope
    var owner: Owner?
    var identity: String
  }

  /// Prepares to evaluate `root` with `state`.
  init(syntax: SourceSyntax, root: TypeDeclaration, state: [String: Value]) {
    self.syntax = syntax
    self.root = root
    self.state = state
    var types: [String: TypeReference?] = [:]
    for variable in root.variables where variable.isState { types[variable.name] = variable.type }
    self.stateTypes = types
  }

  // MARK: Diagnostics

  func report(_ severity: Diagnostic.Severity, _ message: String, at location: SourcePosition) {
    let key = "\(location.offset)|\(severity.rawValue)|\(message)"
    guard !seenDiagnostics.contains(key) else { return }
    seenDiagnostics.insert(key)
    diagnostics.append(Diagnostic(severity, at: location, message))
  }

  /// Counts one step; false (with an error) once the budget is spent.
  func step(at location: SourcePosition) -> Bool {
    steps += 1
    if steps == Evaluator.maximumSteps {
      report(
        .error,
        "Evaluating this scene takes too long (over \(Evaluator.maximumSteps) steps); look for a loop or recursion that does not end.",
        at: location)
    }
    return steps < Evaluator.maximumSteps
  }

  // MARK: Entry points

  /// The root owner: the root view with its state in the store.
  func rootOwner() -> Owner {
    Owner(type: root, properties: [:], isRoot: true)
  }

  /// Evaluates the root view's `body` into a view tree.
  func evaluateRootBody() -> ViewNode {
    let owner = rootOwner()
    let context = Context(scope: Scope(parent: nil), owner: owner, identity: root.name)
    return body(of: root, owner: owner, context: context, location: root.location)
  }

  /// Evaluates a `View` type's body for `owner`, wrapped in a `.custom` node.
  func body(of type: TypeDeclaration, owner: Owner, context: Context, location: SourcePosition)
    -> ViewNode
  {
    guard let body = type.variables.first(where: { $0.name == "body" }), let getter = body.getter
    else {
      report(
        .error, "'\(type.name)' conforms to View but has no 'var body: some View { … }'.",
        at: type.location)
      return ViewNode(
        kind: .custom(name: type.name), identity: context.identity, location: location)
    }
    guard callDepth < Evaluator.maximumCallDepth else {
      report(
        .error,
        "Views nest more than \(Evaluator.maximumCallDepth) levels deep here; is '\(type.name)' used inside itself?",
        at: location)
      return ViewNode(
        kind: .custom(name: type.name), identity: context.identity, location: location)
    }
    callDepth += 1
    defer { callDepth -= 1 }
    let inner = Context(scope: Scope(parent: nil), owner: owner, identity: context.identity)
    let content = buildViews(getter, in: inner)
    return ViewNode(
      kind: .custom(name: type.name), children: content, identity: context.identity,
      location: location)
  }

  /// Runs an action (a closure or function) against the current state, recording the changes.
  func runAction(_ action: Value, at location: SourcePosition) -> [StateChange] {
    isRunningAction = true
    transactions = []
    changes = []
    defer { isRunningAction = false }
    _ = callValue(
      action, [], in: Context(scope: Scope(parent: nil), owner: nil, identity: "action"),
      at: location)
    return changes
  }

  /// The value of a top-level `let`/`var`.
  func global(_ name: String) -> Value? {
    if let cached = globalsCache[name] { return cached }
    guard let declaration = syntax.variables.first(where: { $0.name == name }) else { return nil }
    globalsCache[name] = .placeholder(name)  // guards against self-reference
    let context = Context(scope: Scope(parent: nil), owner: nil, identity: "global")
    let value: Value
    if let getter = declaration.getter {
      value = run(getter, in: context, declaredType: declaration.type)
    } else if let initial = declaration.initialValue {
      value = convert(evaluate(initial, in: context), to: declaration.type, at: initial.location)
    } else {
      value = .none
    }
    globalsCache[name] = value
    return value
  }
}
