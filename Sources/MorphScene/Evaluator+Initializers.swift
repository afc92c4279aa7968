import MorphDiagnostics
import MorphSyntax

extension Evaluator {
  /// The property wrappers an initialiser can set through their backing storage (`_name = …`),
  /// and the argument labels their initialisers take the wrapped value by.
  static let wrapperTypes: Set<String> = [
    "State", "StateObject", "ObservedObject", "Bindable", "Binding", "Environment",
    "EnvironmentObject", "FocusState", "AppStorage", "SceneStorage", "GestureState",
  ]

  /// The property wrappers whose value a data store fills (SwiftData's `@Query`, Core Data's
  /// fetch requests): never an initialiser's argument, and unknown to the simulator.
  static let storeQueryWrappers: Set<String> = [
    "Query", "FetchRequest", "SectionedFetchRequest", "SectionedQuery",
  ]

  /// The declared initialiser Swift would call with `arguments`, or nil when none fits (then a
  /// struct's memberwise initialiser is used).
  func initializer(of type: TypeDeclaration, for arguments: [Value.Argument])
    -> FunctionDeclaration?
  {
    guard !type.initializers.isEmpty else { return nil }
    let best = Evaluator.overload(type.initializers, for: arguments)
    return Evaluator.score(best, for: arguments) == nil ? nil : best
  }

  /// Runs `initializer`'s body for a new instance (`owner`): its parameters bound to
  /// `arguments`, `self.x = x` setting stored properties, `_flag = State(initialValue: …)`
  /// giving a wrapper its initial value (kept by SwiftUI only when the view first appears).
  func runInitializer(
    _ initializer: FunctionDeclaration, of owner: Owner, arguments: [Value.Argument],
    identity: String, at location: SourcePosition
  ) {
    guard callDepth < Evaluator.maximumCallDepth else {
      report(
        .nestingTooDeep,
        "Initialisers nest more than \(Evaluator.maximumCallDepth) levels deep; does '\(owner.type.name)' create itself without end?",
        at: location)
      return
    }
    callDepth += 1
    defer { callDepth -= 1 }
    let scope = bindParameters(of: initializer, to: arguments, defaultsOwner: owner, at: location)
    let wasInitializing = owner.isInitializing
    owner.isInitializing = true
    owner.runningInitializers.append(initializer.location)
    defer {
      owner.isInitializing = wasInitializing
      owner.runningInitializers.removeLast()
    }
    var collected: [Value] = []
    _ = execute(
      initializer.body, in: Context(scope: scope, owner: owner, identity: identity),
      collected: &collected)
  }

  /// `self.init(…)` inside an initialiser: the declared initialiser Swift would pick runs on the
  /// same instance; with none that fits, the memberwise one (a struct's `self.init(a:b:)` from an
  /// initialiser in an extension) sets the properties the arguments name.
  func delegateInitializer(
    of owner: Owner, _ arguments: [Value.Argument], in context: Context,
    at location: SourcePosition
  ) -> Value {
    // An initialiser delegating to itself would never end: Swift's choice is another overload
    // (`init(text: Binding<String?>)` calling `self.init(text: Binding(get:set:))`, whose
    // `Binding<String>` the simulator cannot tell from `Binding<String?>`).
    // With no other declared one that fits, it is the memberwise initialiser, which a struct
    // keeps when its own initialisers are in extensions.
    let others = owner.type.initializers.filter { !owner.runningInitializers.contains($0.location) }
    let best = others.isEmpty ? nil : Evaluator.overload(others, for: arguments)
    if let target = best.flatMap({ Evaluator.score($0, for: arguments) == nil ? nil : $0 }) {
      runInitializer(
        target, of: owner, arguments: arguments, identity: context.identity, at: location)
      return .void
    }
    var unmatched: [String] = []
    for argument in arguments {
      guard let label = argument.label,
        initialize(label, argument.value, of: owner, at: argument.location)
      else {
        unmatched.append(argument.label ?? "_")
        continue
      }
    }
    if !unmatched.isEmpty || arguments.isEmpty && !owner.type.initializers.isEmpty {
      let signature = arguments.map { ($0.label ?? "_") + ":" }.joined()
      report(
        .missingArgument,
        "No initialiser of '\(owner.type.name)' is 'init(\(signature))'; the properties it would set keep their placeholders.",
        at: location)
    }
    return .void
  }

  /// An assignment inside an initialiser to `name` (a stored property, or `_name`, the storage
  /// of a wrapped one): true when it was one, and it is made.
  func initialize(_ name: String, _ value: Value, of owner: Owner, at location: SourcePosition)
    -> Bool
  {
    guard owner.isInitializing else { return false }
    let isStorage = name.hasPrefix("_")
    let property = isStorage ? String(name.dropFirst()) : name
    guard
      let declaration = owner.type.variables.first(where: {
        $0.name == property && !$0.isStatic && $0.getter == nil
      })
    else { return false }
    var value = value
    if isStorage { value = wrappedValue(value) }
    let converted = convert(value, to: declaration.type, at: location)
    if let id = owner.objectID {
      store.objects[id]?.properties[property] = converted
    } else {
      owner.properties[property] = bindingArgument(converted, for: declaration)
    }
    return true
  }

  /// The value a wrapper is made with: `State(initialValue: 1)` → 1, `Bindable(model)` → the
  /// model; a binding (`_isOn = isOn`, `Binding(get:set:)`) stays itself.
  private func wrappedValue(_ value: Value) -> Value {
    guard case .symbol(let symbol) = value, let type = symbol.type,
      Evaluator.wrapperTypes.contains(type), type != "Binding", symbol.steps.count == 1,
      symbol.head == "init", let argument = symbol.steps[0].arguments?.first
    else { return value }
    return argument.value
  }
}
