/// What a tappable thing carries besides its label: how to run its action, and what kind of
/// control or gesture it is.
public struct ButtonInfo: Hashable, Sendable {
  /// The index of the action in the evaluation's action table (the interpreter's, in tree order).
  public let actionIndex: Int
  /// A title given as the first argument (`Button("Share") { … }`), if any.
  public let title: String?
  /// `systemImage:` given to the button, if any.
  public let systemImage: String?
  /// `role:` (`destructive`, `cancel`), if any.
  public let role: String?
  /// What kind of control or gesture it is.
  public let kind: ControlKind

  /// Creates the description of a button, control or gesture.
  public init(
    actionIndex: Int, title: String?, systemImage: String?, role: String?,
    kind: ControlKind = .button
  ) {
    self.actionIndex = actionIndex
    self.title = title
    self.systemImage = systemImage
    self.role = role
    self.kind = kind
  }
}
