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

  /// A setting of the render the caller can change to avoid the error. The library names it;
  /// a front end (the CLI's flags, the preview's controls) says how it is set.
  public enum Setting: String, Sendable, Hashable, CaseIterable {
    /// The backdrop behind the glass (a picture, a video, a colour).
    case background
    /// The canvas size, in points.
    case canvas
    /// Frames per second of a video or frame sequence.
    case framesPerSecond = "fps"
    /// Pixels per point.
    case scale
    /// The variants drawn side by side.
    case variants
    /// Permission to replace an output file GlassMorph did not write.
    case replaceExisting = "force"
  }

  /// Why it failed.
  public let reason: Reason
  /// The message, in the library's words (it names no command-line option).
  public let message: String
  /// The settings to change to avoid it, when it is one of them; empty otherwise.
  public let settings: [Setting]

  /// Creates an error.
  public init(_ reason: Reason, _ message: String, settings: [Setting] = []) {
    self.reason = reason
    self.message = message
    self.settings = settings
  }

  /// The error for a file that could not be read or written, `detail` added to its message; its
  /// settings become the render's (a frame size is the canvas and the scale).
  public init(_ reason: Reason, _ error: MediaError, detail: String = "") {
    let settings = error.settings.flatMap { setting -> [Setting] in
      switch setting {
      case .frameSize: return [.canvas, .scale]
      case .replaceExisting: return [.replaceExisting]
      }
    }
    self.init(reason, error.message + detail, settings: settings)
  }

  /// The message.
  public var description: String { message }
}
