import MorphDiagnostics
import MorphViewTree

/// What tapping a button does to a state.
public struct ActionResult: Sendable {
  /// The state after the action.
  public let state: SceneState
  /// Every change, in order, with its transaction's animation.
  public let changes: [StateChange]
  /// The action's transactions in order, each with the state after it.
  public let steps: [ActionStep]
  /// Notes and warnings raised while running the action (skipped app calls…).
  public let diagnostics: [Diagnostic]
  /// The evaluation steps it took (`WorkBudget`'s unit).
  package var work = 0

  /// Whether the action changed the state at all.
  public var changesState: Bool { !changes.isEmpty }
}
