/// A render that could not be done: what went wrong, naming the file, and what to do.
public struct RenderError: Error, Sendable, CustomStringConvertible {
  /// Why it failed.
  public enum Reason: Sendable, Hashable {
    /// An input (a picture, an option) cannot be used: the caller's to fix.
    case input
    /// Writing or encoding failed (an unwritable folder, a full disk).
    case output
    /// `isCancelled` returned true; nothing was written.
    case cancelled
  }

  /// Why it failed.
  public let reason: Reason
  /// The message.
  public let message: String

  /// Creates an error.
  public init(_ reason: Reason, _ message: String) {
    self.reason = reason
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
