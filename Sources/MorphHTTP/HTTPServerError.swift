/// Why a server could not start: the message names the address and says what to do.
public struct HTTPServerError: Error, Sendable, CustomStringConvertible {
  /// An address setting the caller can change to start the server. The library names it; a
  /// front end (the CLI's flags) says how it is set.
  public enum Setting: String, Sendable, Hashable, CaseIterable {
    /// The IPv4 address to listen on.
    case host
    /// The TCP port to listen on (0: any free port).
    case port
  }

  /// The message, in the library's words (it names no command-line option).
  public let message: String
  /// The settings to change to start the server, when it is one of them; empty otherwise.
  public let settings: [Setting]

  /// An error with `message`.
  public init(_ message: String, settings: [Setting] = []) {
    self.message = message
    self.settings = settings
  }

  /// The message.
  public var description: String { message }
}
