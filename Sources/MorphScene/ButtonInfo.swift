import MorphMotion

/// What a `Button` carries besides its label: how to run its action.
public struct ButtonInfo: Hashable, Sendable {
  /// The index of the action in the evaluation's action table (`EvaluatedView.actions`).
  public let actionIndex: Int
  /// A title given as the first argument (`Button("Share") { … }`), if any.
  public let title: String?
  /// `systemImage:` given to the button, if any.
  public let systemImage: String?
  /// `role:` (`destructive`, `cancel`), if any.
  public let role: String?
}
