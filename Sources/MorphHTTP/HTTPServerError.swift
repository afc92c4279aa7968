/// Why a server could not start: the message names the address and says what to do.
public struct HTTPServerError: Error, Sendable, CustomStringConvertible {
  /// The message.
  public let message: String

  /// An error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
