/// A position in a source file: 1-based line and column (columns count Unicode scalars) and the
/// 0-based offset in the file's scalars.
public struct SourcePosition: Hashable, Sendable, Comparable {
  /// The 1-based line.
  public let line: Int
  /// The 1-based column, in Unicode scalars.
  public let column: Int
  /// The 0-based offset in the file's Unicode scalars.
  public let offset: Int

  /// Creates a location.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The start of a file.
  public static let start = SourcePosition(line: 1, column: 1, offset: 0)

  /// Orders locations by offset.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.offset < rhs.offset
  }
}
