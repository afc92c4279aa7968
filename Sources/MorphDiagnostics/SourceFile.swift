/// A scene's source text with its path, split into Unicode scalars for lexing and into lines for
/// diagnostics.
public struct SourceFile: Sendable {
  /// The path shown in diagnostics (as the user gave it).
  public let path: String
  /// The text.
  public let text: String
  /// The text as Unicode scalars (what the lexer reads).
  package let scalars: [Unicode.Scalar]

  /// Creates a source file from its text.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
    self.scalars = Array(text.unicodeScalars)
  }

  /// The text of 1-based line `line`, without its line break ("" past the end).
  public func lineText(_ line: Int) -> String {
    guard line >= 1 else { return "" }
    var current = 1
    var result = String.UnicodeScalarView()
    for scalar in scalars {
      if scalar == "\n" {
        if current == line { break }
        current += 1
        continue
      }
      if current == line && scalar != "\r" { result.append(scalar) }
    }
    return String(result)
  }
}
