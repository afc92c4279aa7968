import MorphDiagnostics

/// A `#Preview("title") { … }` block: the canvas and backdrop of the scene.
package struct PreviewDeclaration: Sendable {
  /// The title, if given.
  package let title: String?
  /// The statements of the preview body.
  package let body: [Statement]
  /// Where `#Preview` is.
  package let location: SourcePosition
  /// A widget preview's `timeline: { entry … }` statements (WidgetKit's
  /// `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`); empty for a view's preview.
  package let timeline: [Statement]
  /// A widget preview's family, from `as: .systemSmall` (`systemSmall`); nil for a view's preview.
  package let widgetFamily: String?

  /// Creates a preview.
  package init(
    title: String?, body: [Statement], location: SourcePosition, timeline: [Statement] = [],
    widgetFamily: String? = nil
  ) {
    self.title = title
    self.body = body
    self.location = location
    self.timeline = timeline
    self.widgetFamily = widgetFamily
  }
}
