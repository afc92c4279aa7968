import MorphDiagnostics
import MorphViewTree

/// A scene that cannot be used: its files and every diagnostic (at least one error, or only a
/// note when the file holds helpers and no view).
public struct SceneLoadError: Error, Sendable, CustomStringConvertible {
  /// The files, for rendering the diagnostics.
  public let sources: SourceSet
  /// All diagnostics found, errors first in file order.
  public let diagnostics: [Diagnostic]

  /// A load error in one file.
  public init(file: SourceFile, diagnostics: [Diagnostic]) {
    self.init(sources: SourceSet(single: file), diagnostics: diagnostics)
  }

  /// A load error in a program of several files.
  public init(sources: SourceSet, diagnostics: [Diagnostic]) {
    self.sources = sources
    self.diagnostics = diagnostics
  }

  /// The first file (the only one, unless a folder was loaded).
  public var file: SourceFile { sources.files.first ?? SourceFile(path: sources.path, text: "") }

  /// Whether the scene failed for an error (and not only because the file holds no view but
  /// helpers, which is said in a note).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The diagnostics rendered with file, line, column, source line and caret; remedies in the
  /// library's words.
  public var rendered: String { rendered() }

  /// The diagnostics rendered with file, line, column, source line and caret; `wording` words
  /// their remedies (a front end's way of picking a view).
  public func rendered(wording: (Remedy) -> String = \.sentence) -> String {
    diagnostics.map { $0.rendered(in: sources, wording: wording) }.joined(separator: "\n")
  }

  /// The rendered diagnostics.
  public var description: String { rendered }
}
