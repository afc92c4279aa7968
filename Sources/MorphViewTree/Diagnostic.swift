/// A problem found in a scene: an error (the scene cannot be used) or a warning (something was
/// ignored or guessed), with its location and optional notes.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable {
    /// The scene cannot be understood.
    case error
    /// Something was ignored, skipped or replaced by a placeholder.
    case warning
    /// Extra information attached to the run (a skipped call in an action).
    case note
  }

  /// How serious it is.
  public let severity: Severity
  /// Where it is.
  public let location: SourcePosition
  /// What is wrong and, where possible, what to do — written for someone new to the tool.
  public let message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, at location: SourcePosition, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// `file:line:column: severity: message`, the source line and a caret under the column.
  public func rendered(in file: SourceFile) -> String {
    let header =
      "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    guard !file.text.isEmpty else { return header }
    let line = file.lineText(location.line)
    let prefix = String(
      line.unicodeScalars.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " })
    return header + "\n\(line)\n\(prefix)^"
  }
}
