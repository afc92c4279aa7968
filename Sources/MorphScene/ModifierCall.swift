import MorphCore
import MorphDiagnostics
import MorphViewTree

/// One modifier applied to one view, as a rule of `ModifierVocabulary` sees it: the modifier's
/// name and evaluated arguments, the view (which the rule changes), and what it needs to read
/// arguments (`labelled`, `number`) and report.
struct ModifierCall {
  /// The modifier's name (`padding`), as written after the `.`.
  let name: String
  /// The evaluated arguments, in order.
  let arguments: [Value.Argument]
  /// The view: the rule adds `ViewModifier`s to it (or changes its kind).
  var node: ViewNode
  /// Where the evaluation is (the owner, scope and identity of the view being built).
  let context: Evaluator.Context
  /// Where the modifier is written.
  let location: SourcePosition
  /// The interpreter, for conversions (colours, fonts, shapes) and diagnostics.
  let evaluator: Evaluator

  /// The first argument, labelled or not.
  var first: Value? { arguments.first?.value }

  /// The argument labelled `label`.
  func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }

  /// The number in the argument labelled `label` (nil: the unlabelled one), with a warning when
  /// it is there but not a number.
  func number(_ label: String?) -> Double? {
    arguments.first { $0.label == label }.flatMap {
      evaluator.number(from: $0.value, at: $0.location, purpose: "'\(label ?? name)'")
    }
  }

  /// Appends `modifier` to the view.
  mutating func add(_ modifier: ViewModifier) { node.modifiers.append(modifier) }

  /// Makes the view something a finger (or an event) can do: `action` runs when it is tapped.
  mutating func addControl(_ action: Value, kind: ControlKind, title: String? = nil) {
    let index = evaluator.actions.count
    evaluator.actions.append(action)
    add(
      .gesture(
        ButtonInfo(actionIndex: index, title: title, systemImage: nil, role: nil, kind: kind)))
  }

  /// Reports a diagnostic of kind `id` at the modifier.
  func report(_ id: DiagnosticID, _ message: String) {
    evaluator.report(id, message, at: location)
  }

  /// Whether `value` is something a closure argument can be (a closure or a callable function).
  func isClosure(_ value: Value) -> Bool {
    switch value {
    case .closure, .function: return true
    default: return false
    }
  }
}
