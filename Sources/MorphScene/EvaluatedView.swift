import MorphDiagnostics
import MorphViewTree

/// A view evaluated in one state: its view tree (with the preview around it) and its buttons.
package struct EvaluatedView: Sendable {
  /// The simulated view and the `#Preview` around it, as layout takes them.
  package let tree: ViewTree
  /// The buttons in tree order.
  package let buttons: [ButtonSummary]
  /// Warnings raised while evaluating.
  package let diagnostics: [Diagnostic]
  /// The state as evaluated: the slots of the view instances on screen and the objects they use.
  package let state: SceneState
  /// The evaluation steps it took (`WorkBudget`'s unit).
  package var work = 0
  /// Whether evaluation stopped at a per-evaluation limit (steps or views): the tree is cut
  /// short, so its buttons are not all there and tapping them explores a broken view.
  package var isCut = false

  /// The root view (a `.custom` node whose child is the body).
  package var root: ViewNode { tree.root }
  /// The `#Preview` content with the root view inside, if the scene has a preview.
  package var preview: ViewNode? { tree.preview }
  /// Whether the view (in its preview) asks for Liquid Glass anywhere (`ViewNode.asksForGlass`).
  package var asksForGlass: Bool { (preview ?? root).asksForGlass }
}
