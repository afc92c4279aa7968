import MorphMotion

/// One transaction of an action: the changes one `withAnimation` block made (or a run of changes
/// made outside any), the animation they carry and the state after them. SwiftUI animates each
/// transaction's changes with its own animation, so a tap with two blocks is two steps.
package struct ActionStep: Sendable {
  /// The state after this step.
  package let state: SceneState
  /// The changes, in order.
  package let changes: [StateChange]
  /// The step's animation; nil when its changes are not animated (they jump).
  package var animation: MorphAnimation? { changes.first?.animation }
  /// The step's animation as the source writes it, when it does (see `StateChange`).
  package var animationSource: String? { changes.first?.animationSource }
  /// Whether its changes were made inside `withAnimation`.
  package var isAnimated: Bool { changes.first?.isAnimated ?? false }
}
