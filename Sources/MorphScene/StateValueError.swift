/// A value that does not fit a state property.
public struct StateValueError: Error, Sendable {
  /// What is wrong and what the property accepts.
  public let message: String

  init(_ message: String) {
    self.message = message
  }
}
