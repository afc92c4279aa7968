/// How far a subcommand goes: all the way, or only through parsing and validating its arguments
/// (loading the scene and building its timeline included) without sampling, rendering or writing.
public enum RunMode: Sendable {
  /// Run the command.
  case run
  /// Parse and validate, then stop before any expensive work or output (the fuzzing harness).
  case validate
}
