import MorphCore
import MorphDiagnostics
import MorphViewTree

extension ViewFactory {
  /// `RealityView { content in … } placeholder: { … }`: RealityKit draws its entities, which are
  /// not simulated, in a surface that fills the space it is offered. Its `make` closure runs once
  /// when the view appears (an event named `appear`, as `.task`'s is), with `content` an unknown,
  /// so the state it sets once the scene has loaded (`showControls = true`) shows what depends
  /// on it.
  func realityView(
    _ arguments: [Value.Argument], in context: Evaluator.Context, at location: SourcePosition
  ) -> ViewNode {
    evaluator.report(
      .unsupportedView,
      "'RealityView' is drawn by RealityKit, not simulated: a plain placeholder fills the space it is offered, and its make closure runs when it appears (the event 'appear').",
      at: location)
    var node = ViewNode(
      kind: .unknown(name: "RealityView"),
      identity: context.identity + "/" + evaluator.key(location),
      location: location)
    guard
      let make = arguments.first(where: {
        ($0.label == nil || $0.label == "make") && isClosure($0.value)
      })?.value
    else { return node }
    var action = make
    if case .closure(let closure) = make, !closure.parameters.isEmpty {
      // Run with no arguments as an event is: each parameter (`content`) is an unknown.
      let scope = Scope(parent: closure.scope)
      for parameter in closure.parameters { scope.declare(parameter, .placeholder(parameter)) }
      action = .closure(
        ClosureValue(
          parameters: [], body: closure.body, scope: scope, owner: closure.owner,
          location: closure.location, identity: closure.identity, receiver: closure.receiver))
    }
    let index = evaluator.actions.count
    evaluator.actions.append(action)
    node.modifiers.append(
      .gesture(
        ButtonInfo(
          actionIndex: index, title: ControlKind.appear.rawValue, systemImage: nil, role: nil,
          kind: .appear)))
    return node
  }
}
