/// One choice of a `Picker`: what it shows and the tap that selects it.
package struct PickerOption: Hashable, Sendable {
  /// The option's text (its label's first text).
  package let title: String
  /// The tap that selects it.
  package let action: ButtonInfo

  /// Creates an option.
  package init(title: String, action: ButtonInfo) {
    self.title = title
    self.action = action
  }
}
