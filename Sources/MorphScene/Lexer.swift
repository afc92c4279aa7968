import MorphDiagnostics
import MorphViewTree

/// Turns scene source into tokens. Hand-written for the Swift subset of Docs/SceneLanguage.md: Unicode
/// identifiers, numbers with `_`, strings with escapes, interpolation and `"""` blocks, raw strings,
/// nested `/* */` comments. Bad characters become errors; the lexer never stops early.
struct Lexer {
  private let scalars: [Unicode.Scalar]
  private var index: Int
  private var line: Int
  private var column: Int
  private let baseOffset: Int
  private(set) var diagnostics: [Diagnostic] = []

  /// Operators recognised, longest first so that `..<` wins over `.`.
  private static let operators = [
    "...", "..<", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=",
    "->", "??", "<", ">", "+", "-", "*", "/", "%", "=", "!", "?", "&", "|", "^", "~",
  ].map { Array($0.unicodeScalars) }

  /// Creates a lexer over `scalars`, the first of which is at `start`.
  init(_ scalars: [Unicode.Scalar], start: SourcePosition = .start) {
    self.scalars = scalars
    self.index = 0
    self.line = start.line
    self.column = start.column
    self.baseOffset = start.offset
  }

  /// Reads every token, ending with `.end`.
  mutating func tokenize() -> [Token] {
    var tokens: [Token] = []
    var startsLine = true
    while true {
      let (sawNewline, sawSpace) = skipTrivia()
      startsLine = startsLine || sawNewline
      let location = here
      guard let scalar = peek() else {
        tokens.append(Token(kind: .end, location: location, startsLine: true, spaceBefore: true))
        return tokens
      }
      let before = index
      let lexed = lexToken(scalar, at: location)
      if index == before {
        // Every step must consume input; a character no rule took is skipped with an error.
        error("Unexpected character '\(scalar.escaped(asASCII: false))'.", at: location)
        advance()
      }
      if let kind = lexed {
        tokens.append(
          Token(
            kind: kind, location: location, startsLine: startsLine || tokens.isEmpty,
            spaceBefore: sawSpace || tokens.isEmpty))
        startsLine = false
      }
    }
  }

  // MARK: Cursor

  private var here: SourcePosition {
    SourcePosition(line: line, column: column, offset: baseOffset + index)
  }

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    index + ahead < scalars.count ? scalars[index + ahead] : nil
  }

  private mutating func advance() {
    guard index < scalars.count else { return }
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private mutating func error(_ message: String, at location: SourcePosition) {
    guard diagnostics.count < Self.maximumDiagnostics else { return }
    diagnostics.append(Diagnostic(id: .legacySyntax, severity: .error, at: location, message))
  }

  /// The most errors lexing reports (the rest of a garbled file adds nothing).
  static let maximumDiagnostics = 100

  /// Skips spaces, line breaks and comments; reports whether a line break and any space was seen.
  private mutating func skipTrivia() -> (Bool, Bool) {
    var newline = false
    var space = false
    while let scalar = peek() {
      if scalar == "\n" {
        newline = true
        space = true
        advance()
      } else if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\u{FEFF}" {
        space = true
        advance()
      } else if scalar == "/" && peek(1) == "/" {
        space = true
        while let next = peek(), next != "\n" { advance() }
      } else if scalar == "/" && peek(1) == "*" {
        space = true
        let start = here
        advance()
        advance()
        var depth = 1
        while depth > 0 {
          guard let next = peek() else {
            error("This /* comment is never closed; add */ where it should end.", at: start)
            break
          }
          if next == "/" && peek(1) == "*" {
            depth += 1
            advance()
          } else if next == "*" && peek(1) == "/" {
            depth -= 1
            advance()
          } else if next == "\n" {
            newline = true
          }
          advance()
        }
      } else {
        break
      }
    }
    return (newline, space)
  }

  // MARK: Tokens

  private mutating func lexToken(_ scalar: Unicode.Scalar, at location: SourcePosition) -> Token
    .Kind?
  {
    if Self.isIdentifierStart(scalar) { return .identifier(readIdentifier()) }
    if scalar == "`" {
      advance()
      let name = readIdentifier()
      if peek() == "`" {
        advance()
      } else {
        error("A `quoted` name needs a closing backtick.", at: location)
      }
      return .identifier(name)
    }
    if ("0"..."9").contains(scalar) { return readNumber(at: location) }
    if scalar == "\"" { return .string(readString(at: location, raw: false)) }
    switch scalar {
    case "@":
      advance()
      return .attribute(readIdentifier())
    case "#":
      if peek(1) == "\"" {
        advance()
        let segments = readString(at: location, raw: true)
        if peek() == "#" { advance() }
        return .string(segments)
      }
      advance()
      return .pound(readIdentifier())
    case "$":
      advance()
      var name = ""
      while let next = peek(), Self.isIdentifierContinue(next) {
        name.unicodeScalars.append(next)
        advance()
      }
      return .dollar(name)
    case "(", ")", "{", "}", "[", "]", ",", ":", ";", "\\":
      advance()
      return .punct(Character(scalar))
    case ".":
      if peek(1) == ".", let op = readOperator() { return op }
      advance()
      return .punct(".")
    default:
      if let op = readOperator() { return op }
      // A run of characters Swift does not allow is one error, not one per character.
      var count = 0
      while let next = peek(), next == scalar {
        advance()
        count += 1
      }
      error(
        "Unexpected character '\(scalar.escaped(asASCII: false))'\(count > 1 ? " (\(count) in a row)" : ""); scenes are Swift source.",
        at: location)
      return nil
    }
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDStart
  }

  private static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDContinue
  }

  private mutating func readIdentifier() -> String {
    var name = String.UnicodeScalarView()
    while let scalar = peek(), Self.isIdentifierContinue(scalar) {
      name.append(scalar)
      advance()
    }
    return String(name)
  }

  private mutating func readNumber(at location: SourcePosition) -> Token.Kind {
    var text = ""
    var isFloat = false
    if peek() == "0", let x = peek(1), x == "x" || x == "X" {
      advance()
      advance()
      while let scalar = peek(), scalar.properties.isASCIIHexDigit || scalar == "_" {
        if scalar != "_" { text.unicodeScalars.append(scalar) }
        advance()
      }
      return .integer(Int(text, radix: 16) ?? 0)
    }
    func digits() {
      while let scalar = peek(), ("0"..."9").contains(scalar) || scalar == "_" {
        if scalar != "_" { text.unicodeScalars.append(scalar) }
        advance()
      }
    }
    digits()
    if peek() == ".", let next = peek(1), ("0"..."9").contains(next) {
      isFloat = true
      text.append(".")
      advance()
      digits()
    }
    if let e = peek(), e == "e" || e == "E" {
      let sign = peek(1)
      let hasSign = sign == "+" || sign == "-"
      if let digit = peek(hasSign ? 2 : 1), ("0"..."9").contains(digit) {
        isFloat = true
        text.append("e")
        advance()
        if hasSign, let sign {
          text.unicodeScalars.append(sign)
          advance()
        }
        digits()
      }
    }
    if isFloat { return .float(Double(text) ?? 0) }
    if let value = Int(text) { return .integer(value) }
    error("The number \(text) is too large.", at: location)
    return .float(Double(text) ?? 0)
  }

  private mutating func readOperator() -> Token.Kind? {
    for candidate in Self.operators where index + candidate.count <= scalars.count {
      if Array(scalars[index..<(index + candidate.count)]) == candidate {
        for _ in candidate { advance() }
        return .op(String(String.UnicodeScalarView(candidate)))
      }
    }
    return nil
  }

  /// Reads a string literal starting at `"` (or `#"` for raw): single-line or `"""` multi-line.
  private mutating func readString(at location: SourcePosition, raw: Bool) -> [Token.StringSegment]
  {
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    if multiline {
      advance()
      advance()
      advance()
      while let scalar = peek(), scalar != "\n" { advance() }
      advance()
    } else {
      advance()
    }
    var segments: [Token.StringSegment] = []
    var text = String.UnicodeScalarView()
    while true {
      guard let scalar = peek() else {
        error(
          "This string is never closed; add \(multiline ? "\"\"\"" : "\"") at its end.",
          at: location)
        break
      }
      if multiline && scalar == "\"" && peek(1) == "\"" && peek(2) == "\"" {
        advance()
        advance()
        advance()
        break
      }
      if !multiline && scalar == "\"" {
        advance()
        break
      }
      if !multiline && scalar == "\n" {
        error("This string is never closed on its line; add \" at its end.", at: location)
        break
      }
      if scalar == "\\" && !raw {
        let escapeLocation = here
        advance()
        guard let escaped = peek() else { continue }
        if escaped == "(" {
          advance()
          if !text.isEmpty { segments.append(.text(String(text))) }
          text = String.UnicodeScalarView()
          segments.append(readInterpolation(at: escapeLocation))
          continue
        }
        advance()
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "0": text.append("\0")
        case "\\", "\"", "'": text.append(escaped)
        case "u":
          var hex = ""
          if peek() == "{" {
            advance()
            while let digit = peek(), digit != "}" && digit != "\n" {
              hex.unicodeScalars.append(digit)
              advance()
            }
            if peek() == "}" { advance() }
          }
          if let value = UInt32(hex, radix: 16), let unicode = Unicode.Scalar(value) {
            text.append(unicode)
          } else {
            error("'\\u{\(hex)}' is not a Unicode scalar.", at: escapeLocation)
          }
        case "\n" where multiline:
          break
        default:
          error("'\\\(escaped)' is not an escape sequence Swift knows.", at: escapeLocation)
        }
        continue
      }
      text.append(scalar)
      advance()
    }
    if !text.isEmpty || segments.isEmpty { segments.append(.text(String(text))) }
    if multiline { return Self.dedent(segments) }
    return segments
  }

  /// Reads the source of `\( … )` up to its matching parenthesis (strings inside may nest).
  private mutating func readInterpolation(at location: SourcePosition) -> Token.StringSegment {
    let start = here
    var source = String.UnicodeScalarView()
    var depth = 1
    var inString = false
    while let scalar = peek() {
      if scalar == "\n" && !inString { break }
      if inString {
        if scalar == "\\" {
          source.append(scalar)
          advance()
          if let next = peek() {
            source.append(next)
            advance()
          }
          continue
        }
        if scalar == "\"" { inString = false }
      } else if scalar == "\"" {
        inString = true
      } else if scalar == "(" {
        depth += 1
      } else if scalar == ")" {
        depth -= 1
        if depth == 0 {
          advance()
          return .interpolation(String(source), start)
        }
      }
      source.append(scalar)
      advance()
    }
    error("This \\( interpolation is never closed; add ).", at: location)
    return .interpolation(String(source), start)
  }

  /// Removes the common indentation of a `"""` block's lines (Swift uses the closing delimiter's;
  /// the smallest indentation of a non-empty line is the same for well-formed blocks).
  private static func dedent(_ segments: [Token.StringSegment]) -> [Token.StringSegment] {
    guard segments.count == 1, case .text(let text) = segments[0] else { return segments }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
    let indent =
      lines.filter { !$0.allSatisfy { $0 == " " } }.map {
        $0.prefix { $0 == " " || $0 == "\t" }.count
      }.min() ?? 0
    return [
      .text(lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n"))
    ]
  }
}
