import MorphDiagnostics

/// A `#Preview("title") { … }` block: the canvas and backdrop of the scene.
package struct PreviewDeclaration: Sendable {
  /// The title, if given.
  package let title: String?
  /// The statements of the preview body.
  package let body: [Statement]
  /// Where `#Preview` is.
  package let location: SourcePosition

  /// Creates a preview.
  package init(title: String?, body: [Statement], location: SourcePosition) {
    self.title = title
    self.body = body
    self.location = location
  }
}
