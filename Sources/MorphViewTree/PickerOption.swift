/// One choice of a `Picker`: what it shows and the tap that selects it.
public struct PickerOption: Hashable, Sendable {
  /// The option's text (its label's first text).
  public let title: String
  /// The tap that selects it.
  public let action: ButtonInfo

  /// Creates an option.
  public init(title: String, action: ButtonInfo) {
    self.title = title
    self.action = action
  }
}
