/// A file could not be read or written: which file, and why.
public struct MediaError: Error, Sendable, CustomStringConvertible {
  /// The message, naming the file and what to do.
  public let message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
