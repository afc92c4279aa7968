/// A timeline that cannot be built: an event names a button or state the scene does not have.
public struct TimelineError: Error, Sendable, CustomStringConvertible {
  /// What is wrong and what to do, naming the event.
  public let message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
