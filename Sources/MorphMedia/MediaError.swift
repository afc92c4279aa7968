/// A file could not be read or written: which file, and why.
public struct MediaError: Error, Sendable, CustomStringConvertible {
  /// A choice the caller can change to avoid the error. The library names it; a front end (the
  /// CLI's flags) says how it is made.
  public enum Setting: Sendable, Hashable {
    /// Permission to replace a file GlassMorph did not write (`OutputPath.checkOwnership`'s
    /// `force`).
    case replaceExisting
    /// The size of the frames, in pixels: a smaller canvas or scale.
    case frameSize
  }

  /// The message, naming the file and what to do, in the library's words (no command-line option).
  public let message: String
  /// The choices to change to avoid it, when it is one of them; empty otherwise.
  public let settings: [Setting]

  /// Creates an error.
  public init(_ message: String, settings: [Setting] = []) {
    self.message = message
    self.settings = settings
  }

  /// The message.
  public var description: String { message }
}
