/// What a tappable thing carries besides its label: how to run its action, and what kind of
/// control or gesture it is.
package struct ButtonInfo: Hashable, Sendable {
  /// The index of the action in the evaluation's action table (the interpreter's, in tree order).
  package let actionIndex: Int
  /// A title given as the first argument (`Button("Share") { … }`), if any.
  package let title: String?
  /// `systemImage:` given to the button, if any.
  package let systemImage: String?
  /// `role:` (`destructive`, `cancel`), if any.
  package let role: String?
  /// What kind of control or gesture it is.
  package let kind: ControlKind

  /// Creates the description of a button, control or gesture.
  package init(
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
