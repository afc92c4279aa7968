import MorphDiagnostics
import MorphViewTree

/// A `#Preview("title") { … }` block: the canvas and backdrop of the scene.
package struct PreviewDeclaration: Sendable {
  /// The title, if given.
  package let title: String?
  /// The statements of the preview body.
  package let body: [Statement]
  /// Where `#Preview` is.
  package let location: SourcePosition
}
