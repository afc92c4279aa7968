import MorphDiagnostics
import MorphViewTree

/// A scene that cannot be used: the file and every diagnostic (at least one error).
public struct SceneLoadError: Error, Sendable, CustomStringConvertible {
  /// The file, for rendering the diagnostics.
  public let file: SourceFile
  /// All diagnostics found, errors first in file order.
  public let diagnostics: [Diagnostic]

  /// The diagnostics rendered with file, line, column, source line and caret.
  public var rendered: String {
    diagnostics.map { $0.rendered(in: file) }.joined(separator: "\n")
  }

  /// The rendered diagnostics.
  public var description: String { rendered }
}
