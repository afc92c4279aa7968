/// A problem found in a scene: an error (the scene cannot be used), a warning (something was
/// ignored or guessed) or a note, with its identity and location.
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

  /// What kind of diagnostic it is (`unsupported-modifier`, `syntax.missing-nodes`).
  public let id: MessageID
  /// How serious it is.
  public let severity: Severity
  /// Where it is.
  public let location: SourcePosition
  /// What is wrong and, where possible, what to do — written for someone new to the tool. A
  /// choice the user can make is not in it but in `remedy`, which `text(wording:)` adds.
  public let message: String
  /// The choice that gets past it, when it is one a front end makes (picking a view).
  public let remedy: Remedy?

  /// Creates a diagnostic of one of GlassMorph's own kinds, with that kind's severity.
  public init(
    _ kind: DiagnosticID, at location: SourcePosition, _ message: String, remedy: Remedy? = nil
  ) {
    self.init(id: kind.messageID, severity: kind.severity, at: location, message, remedy: remedy)
  }

  /// Creates a diagnostic with any identity and severity (the parser's, or a policy's change).
  public init(
    id: MessageID, severity: Severity, at location: SourcePosition, _ message: String,
    remedy: Remedy? = nil
  ) {
    self.id = id
    self.severity = severity
    self.location = location
    self.message = message
    self.remedy = remedy
  }

  /// The same diagnostic with another severity.
  public func with(severity: Severity) -> Diagnostic {
    Diagnostic(id: id, severity: severity, at: location, message, remedy: remedy)
  }

  /// The message followed by the remedy, worded by `wording` (the library's sentence unless a
  /// front end words it): on a line of its own after a message of several lines.
  public func text(wording: (Remedy) -> String = \.sentence) -> String {
    guard let remedy else { return message }
    return message + (message.contains("\n") ? "\n" : " ") + wording(remedy)
  }

  /// `file:line:column: severity: message`, the source line and a caret under the column; a
  /// diagnostic about a whole folder is `folder: severity: message`. `wording` words the remedy.
  public func rendered(in sources: SourceSet, wording: (Remedy) -> String = \.sentence) -> String {
    guard let file = sources.file(containing: location) else {
      return "\(sources.path): \(severity.rawValue): \(text(wording: wording)) [\(id)]"
    }
    return rendered(in: file, wording: wording)
  }

  /// `file:line:column: severity: message`, the source line and a caret under the column.
  public func rendered(in file: SourceFile, wording: (Remedy) -> String = \.sentence) -> String {
    let header =
      "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(text(wording: wording)) [\(id)]"
    guard !file.text.isEmpty else { return header }
    // The line read in place (no copy of a long line per diagnostic), `\r`s aside.
    let whole = file.lineScalars(location.line)
    var scalars: [Unicode.Scalar]
    var caret = max(0, location.column - 1)
    // A long line is shown as a window around the column, marked with ellipses.
    let width = Self.excerptWidth
    if whole.count > width {
      let start = min(max(0, caret - width / 2), whole.count - width)
      let head: [Unicode.Scalar] = start > 0 ? Array("…".unicodeScalars) : []
      let tail: [Unicode.Scalar] = start + width < whole.count ? Array("…".unicodeScalars) : []
      let first = whole.startIndex + start
      scalars = head + whole[first..<(first + width)] + tail
      caret = caret - start + head.count
    } else {
      scalars = Array(whole)
    }
    // Control characters would garble a terminal; they are shown as '?'.
    let line = String(String.UnicodeScalarView(scalars.map { Self.printable($0) }))
    let prefix = String(
      String.UnicodeScalarView(scalars.prefix(caret).map { $0 == "\t" ? "\t" : " " }))
    return header + "\n\(line)\n\(prefix)^"
  }

  /// The most characters of a source line a diagnostic shows.
  static let excerptWidth = 160

  private static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F) ? scalar : "?"
  }
}
