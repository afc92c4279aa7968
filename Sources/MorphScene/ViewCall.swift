import MorphDiagnostics
import MorphViewTree

/// One builtin view being built, as a rule of `ViewVocabulary` sees it: its name, evaluated
/// arguments, identity and place, and what it needs to read arguments and build children.
struct ViewCall {
  /// The view's name (`HStack`).
  let name: String
  /// The evaluated arguments, in order.
  let arguments: [Value.Argument]
  /// Where the evaluation is.
  let context: Evaluator.Context
  /// Where the view is written.
  let location: SourcePosition
  /// The view's structural identity.
  let identity: String
  /// The factory (its helpers build buttons, pickers, tabs…).
  let factory: ViewFactory

  /// The interpreter.
  var evaluator: Evaluator { factory.evaluator }

  /// A view of `kind` with `children` at this call's identity and place.
  func node(_ kind: ViewKind, _ children: [ViewNode] = []) -> Value {
    .view(ViewNode(kind: kind, children: children, identity: identity, location: location))
  }

  /// The argument labelled `label`.
  func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }

  /// The number in the argument labelled `label`, with a warning when it is not one.
  func number(_ label: String) -> Double? {
    labelled(label).flatMap { evaluator.number(from: $0, at: location, purpose: "'\(label):'") }
  }

  /// The views of the content closure (or view) argument.
  func content() -> [ViewNode] { factory.content(arguments, identity: identity, at: location) }

  /// The alignment argument (`alignment:`), `.center` when absent.
  var alignment: Alignment { evaluator.alignment(from: labelled("alignment"), at: location) }
}
