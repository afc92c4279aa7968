/// A `#Preview("title") { … }` block: the canvas and backdrop of the scene.
public struct PreviewDeclaration: Sendable {
  /// The title, if given.
  public let title: String?
  /// The statements of the preview body.
  public let body: [Statement]
  /// Where `#Preview` is.
  public let location: SourcePosition
}
