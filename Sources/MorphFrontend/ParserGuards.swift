internal import MorphDiagnostics
internal import SwiftSyntax

/// Checks that keep two flaws of the toolchain's Swift parser from reaching users: time that
/// doubles with each nested `[` (its lookahead tries each one as a type and as an expression), and
/// a crash of its diagnostics generator on a stray invisible or control character before an
/// operator ("A Fix-It must have at least one change"), or on a vertical tab or form feed beside
/// one. All were found by fuzzing; they end here in a located error, or (the whitespace) as
/// the spaces Swift reads them as.
enum ParserGuards {
  /// The deepest `[` nesting read. At 20 the parser takes seconds, and every level doubles it;
  /// at 12 it takes milliseconds. No app code nests collection literals or types this deep.
  static let maximumBracketDepth = 12

  /// Where `[` first nests deeper than `maximumBracketDepth`, skipping comments and the text of
  /// string literals but not their interpolations, which are code (`"\\(a[[[[…]]]])"` hung the
  /// parser past the guard, found by fuzzing) — a plain scan: the parser has not run yet, and
  /// its time is what is guarded; as an error, nil when it never does.
  static func bracketDepthError(in text: String, locator: SourceLocator) -> Diagnostic? {
    var scan = BracketScan(bytes: Array(text.utf8))
    _ = scan.code(from: 0, insideInterpolation: false)
    guard let offset = scan.tooDeep else { return nil }
    return Diagnostic(
      .nestingTooDeep, at: locator.position(utf8Offset: offset),
      "Square brackets nest more than \(maximumBracketDepth) deep here; the Swift parser's time doubles with each level, so GlassMorph stops at \(maximumBracketDepth). Close them, or build the value in steps."
    )
  }

  /// The scan behind `bracketDepthError`: code, strings and the code inside their
  /// interpolations, counting `[` nesting across all of it.
  private struct BracketScan {
    let bytes: [UInt8]
    var depth = 0
    /// Where the nesting first passed the limit.
    var tooDeep: Int?

    init(bytes: [UInt8]) { self.bytes = bytes }

    func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Scans code from `start` to the end, or — inside an interpolation — past the `)` that
    /// closes it; returns where it stopped.
    mutating func code(from start: Int, insideInterpolation: Bool) -> Int {
      var index = start
      var parentheses = 0
      while index < bytes.count, tooDeep == nil {
        switch bytes[index] {
        case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
          continue
        case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
          index = ParserGuards.skipBlockComment(bytes, from: index)
          continue
        case UInt8(ascii: "\""):
          index = string(from: index)
          continue
        case UInt8(ascii: "("):
          parentheses += 1
        case UInt8(ascii: ")"):
          if insideInterpolation && parentheses == 0 { return index + 1 }
          parentheses = max(0, parentheses - 1)
        case UInt8(ascii: "["):
          depth += 1
          if depth > ParserGuards.maximumBracketDepth { tooDeep = index }
        case UInt8(ascii: "]"):
          depth = max(0, depth - 1)
        default:
          break
        }
        index += 1
      }
      return index
    }

    /// Skips the string literal opening at `start`, scanning its interpolations as code;
    /// returns the index after it (or at the line end of an unterminated one).
    mutating func string(from start: Int) -> Int {
      let quote = UInt8(ascii: "\"")
      let isMultiline = at(start + 1) == quote && at(start + 2) == quote
      var index = start + (isMultiline ? 3 : 1)
      while index < bytes.count, tooDeep == nil {
        switch bytes[index] {
        case UInt8(ascii: "\\") where at(index + 1) == UInt8(ascii: "("):
          index = code(from: index + 2, insideInterpolation: true)
          continue
        case UInt8(ascii: "\\"):
          index += 2
          continue
        case UInt8(ascii: "\n") where !isMultiline:
          return index
        case quote:
          if !isMultiline { return index + 1 }
          if at(index + 1) == quote, at(index + 2) == quote { return index + 3 }
        default:
          break
        }
        index += 1
      }
      return index
    }
  }

  /// `text` with its vertical tabs and form feeds made spaces: Swift reads all three as
  /// whitespace (The Swift Programming Language, "Lexical Structure"), so the program is the same
  /// and every offset stays where it was, but the toolchain's diagnostics generator crashes on an
  /// operator beside one ("A Fix-It must have at least one change": `s =\u{0B} `, found by
  /// fuzzing).
  static func parseableText(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0B || $0 == 0x0C }) else { return text }
    return String(
      decoding: text.utf8.map { $0 == 0x0B || $0 == 0x0C ? UInt8(ascii: " ") : $0 },
      as: UTF8.self)
  }

  /// The characters the lexer set aside as unexpected text (control characters, U+FFFD, a
  /// byte-order mark inside the file, line and paragraph separators), as errors; empty when there
  /// are none. With any of them present the parser's diagnostics are not generated.
  static func invalidCharacterErrors(in tree: SourceFileSyntax, locator: SourceLocator)
    -> [Diagnostic]
  {
    var errors: [Diagnostic] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position.utf8Offset
      for piece in token.leadingTrivia.pieces {
        if case .unexpectedText(let text) = piece { errors.append(error(text, offset, locator)) }
        offset += piece.sourceLength.utf8Length
      }
      offset = token.endPositionBeforeTrailingTrivia.utf8Offset
      for piece in token.trailingTrivia.pieces {
        if case .unexpectedText(let text) = piece { errors.append(error(text, offset, locator)) }
        offset += piece.sourceLength.utf8Length
      }
    }
    return errors
  }

  private static func error(_ text: String, _ offset: Int, _ locator: SourceLocator) -> Diagnostic {
    let codes = text.unicodeScalars.prefix(3).map { scalar -> String in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return Diagnostic(
      id: MessageID(domain: "syntax", id: "syntax.invalid-character"), severity: .error,
      at: locator.position(utf8Offset: offset),
      "The character \(codes.joined(separator: " ")) is not valid in Swift source here; delete it (it is often invisible: a control character, a byte-order mark or a line separator)."
    )
  }

  fileprivate static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
    // Swift's block comments nest.
    var depth = 0
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }

}
