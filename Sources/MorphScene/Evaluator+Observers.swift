import MorphDiagnostics
import MorphSyntax

extension Evaluator {
  /// Makes an assignment to a stored property the way Swift does when it has observers: its
  /// `willSet` runs with the new value, then `assign`, then its `didSet` with the old value
  /// (read by `current` before the assignment). Inside a property's own observer, assigning it
  /// again makes only the assignment. Initialisers never get here: their assignments set the
  /// property directly, and Swift does not call observers there either.
  func assignObserved(
    _ declaration: VariableDeclaration?, of owner: Owner, key: String, newValue: Value,
    current: @autoclosure () -> Value, at location: SourcePosition, assign: () -> Void
  ) {
    guard let declaration, declaration.willSet != nil || declaration.didSet != nil,
      !observedProperties.contains(key)
    else {
      assign()
      return
    }
    observedProperties.insert(key)
    defer { observedProperties.remove(key) }
    let oldValue = current()
    if let willSet = declaration.willSet { run(willSet, with: newValue, of: owner) }
    assign()
    if let didSet = declaration.didSet { run(didSet, with: oldValue, of: owner) }
  }

  private func run(_ observer: PropertyObserver, with value: Value, of owner: Owner) {
    let scope = Scope(parent: nil)
    scope.declare(observer.parameter, value)
    var collected: [Value] = []
    _ = execute(
      observer.body,
      in: Context(scope: scope, owner: owner, identity: owner.stateKey ?? owner.type.name),
      collected: &collected)
  }
}
