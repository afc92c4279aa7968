import MorphDiagnostics
import MorphViewTree

/// One lexical token of the scene language.
struct Token: Sendable {
  /// What kind of token it is.
  enum Kind: Equatable, Sendable {
    /// An identifier or keyword (`body`, `if`, `ärExpanderad`, `` `default` `` without backticks).
    case identifier(String)
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal.
    case float(Double)
    /// A string literal, split into text and interpolated source.
    case string([StringSegment])
    /// `@name`.
    case attribute(String)
    /// `#name` (`#Preview`, `#available`).
    case pound(String)
    /// `$0`, `$name`.
    case dollar(String)
    /// An operator (`+`, `==`, `..<`, `&&`, `!`, `?`, `=`, `->`, …).
    case op(String)
    /// Punctuation: `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`, `.`, `\`.
    case punct(Character)
    /// The end of the file.
    case end
  }

  /// A piece of a string literal.
  enum StringSegment: Equatable, Sendable {
    /// Literal text, escapes resolved.
    case text(String)
    /// The source of `\( … )` and where it starts.
    case interpolation(String, SourcePosition)
  }

  let kind: Kind
  let location: SourcePosition
  /// Whether a line break comes between this token and the previous one.
  let startsLine: Bool
  /// Whether white space (or a comment) comes right before this token.
  let spaceBefore: Bool

  /// The identifier's name, if it is one.
  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// Whether this is the punctuation `character`.
  func isPunct(_ character: Character) -> Bool { kind == .punct(character) }

  /// Whether this is the operator `text`.
  func isOp(_ text: String) -> Bool { kind == .op(text) }

  /// Whether this is the identifier or keyword `name`.
  func isWord(_ name: String) -> Bool { kind == .identifier(name) }

  /// A short description for error messages.
  var display: String {
    switch kind {
    case .identifier(let name): return "'\(name)'"
    case .integer(let value): return "'\(value)'"
    case .float(let value): return "'\(value)'"
    case .string: return "a string"
    case .attribute(let name): return "'@\(name)'"
    case .pound(let name): return "'#\(name)'"
    case .dollar(let name): return "'$\(name)'"
    case .op(let text): return "'\(text)'"
    case .punct(let character): return "'\(character)'"
    case .end: return "the end of the file"
    }
  }
}

extension MessageID {
  /// The hand-written parser's errors (until swift-syntax replaces it).
  static let legacySyntax = MessageID(domain: "syntax", id: "syntax.legacy")
}
