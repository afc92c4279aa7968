import MorphHTTP

/// Why a preview cannot start: a sentence that names the file or option and says what to do.
public struct PreviewError: Error, Sendable, CustomStringConvertible {
  /// The message, in the library's words (it names no command-line option).
  public let message: String
  /// The server's error, when the preview could not listen on the address asked for: its
  /// settings say which (host or port) to change.
  public let server: HTTPServerError?

  /// An error with `message`.
  public init(_ message: String) {
    self.message = message
    self.server = nil
  }

  /// The error of a server that could not start.
  public init(_ server: HTTPServerError) {
    self.message = server.message
    self.server = server
  }

  /// The message.
  public var description: String { message }
}
