internal import MorphDiagnostics
internal import SwiftDiagnostics
internal import SwiftOperators
internal import SwiftSyntax

/// The Swift parser's diagnostics as GlassMorph's: the parser's message and position, and an ID in
/// the `syntax` domain made from the parser's own (`MissingNodesError` → `syntax.missing-nodes`,
/// `StaticParserError.consecutiveStatementsOnSameLine` →
/// `syntax.consecutive-statements-on-same-line`).
enum SyntaxDiagnostics {
  /// Converts the parser's diagnostics.
  static func convert(_ diagnostics: [SwiftDiagnostics.Diagnostic], locator: SourceLocator)
    -> [MorphDiagnostics.Diagnostic]
  {
    diagnostics.map { diagnostic in
      // The parser's notes point at what the error relates to ("to match this opening '{'");
      // they become part of the sentence, with where that is.
      let notes = diagnostic.notes.map { note -> String in
        let place = locator.position(utf8Offset: note.position.utf8Offset)
        return "\(note.message) at \(place.line):\(place.column)"
      }
      var message = diagnostic.message
      if !notes.isEmpty { message += " (" + notes.joined(separator: "; ") + ")" }
      return MorphDiagnostics.Diagnostic(
        id: MessageID(domain: "syntax", id: "syntax." + kebabID(of: diagnostic.diagnosticID)),
        severity: severity(diagnostic.diagMessage.severity),
        at: locator.position(utf8Offset: diagnostic.position.utf8Offset), sentence(message))
    }
  }

  /// An operator the standard precedence table cannot fold (`a == b == c`), as a syntax error.
  static func convert(_ error: OperatorError, locator: SourceLocator)
    -> MorphDiagnostics.Diagnostic
  {
    let diagnostic = error.asDiagnostic
    // An operator no file declares is a library's (Eureka's `<<<` in a form built with it): the
    // code around it is read, the expression is left as the parser grouped it.
    if case .missingOperator = error {
      return MorphDiagnostics.Diagnostic(
        id: MessageID(domain: "syntax", id: "syntax.operators"), severity: .warning,
        at: locator.position(utf8Offset: diagnostic.position.utf8Offset),
        sentence(diagnostic.message)
          + " It is declared in a library this program does not include; expressions using it are not simulated."
      )
    }
    return MorphDiagnostics.Diagnostic(
      id: MessageID(domain: "syntax", id: "syntax.operators"), severity: .error,
      at: locator.position(utf8Offset: diagnostic.position.utf8Offset),
      sentence(diagnostic.message))
  }

  /// The parser's message as a sentence: capitalised, ending in a full stop, like GlassMorph's own.
  static func sentence(_ message: String) -> String {
    guard let first = message.first else { return message }
    let text = first.uppercased() + message.dropFirst()
    return text.hasSuffix(".") ? text : text + "."
  }

  private static func severity(_ severity: DiagnosticSeverity)
    -> MorphDiagnostics.Diagnostic.Severity
  {
    switch severity {
    case .error: return .error
    case .warning: return .warning
    default: return .note
    }
  }

  /// The parser's message ID (read from its `MessageID`, whose fields are not public) in kebab
  /// case, without the type's `Error` suffix and its name where a case follows.
  private static func kebabID(of id: SwiftDiagnostics.MessageID) -> String {
    let text =
      Mirror(reflecting: id).children.first { $0.label == "id" }.map { "\($0.value)" } ?? "error"
    let parts = text.split(separator: ".")
    let name = String(parts.last ?? "error")
    let trimmed = name.hasSuffix("Error") && name.count > 5 ? String(name.dropLast(5)) : name
    var result = ""
    for character in trimmed {
      if character.isUppercase, !result.isEmpty { result.append("-") }
      result.append(contentsOf: character.lowercased())
    }
    return result
  }
}
