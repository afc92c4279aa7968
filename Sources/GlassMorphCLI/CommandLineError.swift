/// A failure the command line reports to the user: a message, and whether it was the arguments'
/// fault (exit 64, with usage) or a failure while working (exit 1).
struct CommandLineError: Error, Equatable {
  /// Which kind of failure, which decides the exit status.
  enum Kind: Equatable {
    /// Bad arguments: exit 64 (`EX_USAGE`), followed by the command's usage.
    case usage
    /// A failure at run time: exit 1.
    case runtime
    /// Stopped by a signal while writing: exit 128 + the signal number.
    case interrupted(Int32)
  }

  let kind: Kind
  let message: String
  /// Text printed before the `Error:` line (rendered diagnostics), if any.
  var details: String? = nil
  /// What the command printed on standard output before it failed (the reports of the scenes
  /// that did load, when several are checked).
  var output: String? = nil

  /// An error in the arguments.
  static func usage(_ message: String) -> CommandLineError {
    CommandLineError(kind: .usage, message: message)
  }

  /// A failure while working.
  static func runtime(_ message: String, details: String? = nil) -> CommandLineError {
    CommandLineError(kind: .runtime, message: message, details: details)
  }

  /// The process exit status for this error.
  var exitStatus: Int32 {
    switch kind {
    case .usage: return ExitStatus.usage
    case .runtime: return ExitStatus.failure
    case .interrupted(let signal): return 128 + signal
    }
  }
}
