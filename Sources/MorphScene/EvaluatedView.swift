/// A view evaluated in one state: its tree, the preview around it, its buttons.
public struct EvaluatedView: Sendable {
  /// The root view (a `.custom` node whose child is the body).
  public let root: ViewNode
  /// The `#Preview` content with the root view inside, if the scene has a preview.
  public let preview: ViewNode?
  /// The buttons in tree order.
  public let buttons: [ButtonSummary]
  /// Warnings raised while evaluating.
  public let diagnostics: [Diagnostic]

  /// The glass elements of the root view.
  public var glass: [GlassDeclaration] { root.glassDeclarations() }
}
