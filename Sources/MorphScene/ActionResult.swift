import MorphDiagnostics
import MorphViewTree

/// What tapping a button does to a state.
package struct ActionResult: Sendable {
  /// The state after the action.
  package let state: SceneState
  /// Every change, in order, with its transaction's animation.
  package let changes: [StateChange]
  /// The action's transactions in order, each with the state after it.
  package let steps: [ActionStep]
  /// Notes and warnings raised while running the action (skipped app calls…).
  package let diagnostics: [Diagnostic]
  /// The evaluation steps it took (`WorkBudget`'s unit).
  package var work = 0
  /// The unknown conditions the action read that the state did not assume yet, as (slot key,
  /// condition): it ran with each assumed false; exploring taps again with each assumed true.
  package var unknownsRead: [(key: String, condition: String)] = []

  /// Whether the action changed the state at all.
  package var changesState: Bool { !changes.isEmpty }
}
