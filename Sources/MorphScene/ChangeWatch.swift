import MorphDiagnostics
import MorphSyntax

/// One `.onChange(of: value) { … }` of an evaluated view: what it watches, as evaluated, and
/// what runs when a tap changes it.
struct ChangeWatch {
  /// The site: the view's identity and the modifier's place, so the same watch is found in the
  /// evaluation after a tap.
  let key: String
  /// The watched value in this evaluation.
  let value: Value
  /// The watched expression and where it was read, to read it again after a tap.
  let expression: ExpressionSyntax?
  let context: Evaluator.Context?
  /// The action: a closure or function taking nothing, the new value, or the old and new values.
  let action: Value
  /// Where the modifier is written.
  let location: SourcePosition
}
