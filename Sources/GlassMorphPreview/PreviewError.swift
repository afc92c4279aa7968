/// Why a preview cannot start: a sentence that names the file or option and says what to do.
public struct PreviewError: Error, Sendable, CustomStringConvertible {
  /// The message.
  public let message: String

  /// An error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
