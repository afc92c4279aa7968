/// When an animation counts as complete, as SwiftUI's `AnimationCompletionCriteria`.
public enum AnimationCompletionCriteria: Hashable, Sendable {
  /// The animation has reached its logical end (a spring: one response after its start), though
  /// the value may still be moving.
  case logicallyComplete
  /// The animation has finished and been removed: the value has snapped to its target.
  case removed
}
