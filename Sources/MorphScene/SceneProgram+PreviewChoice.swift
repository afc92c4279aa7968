import MorphDiagnostics
import MorphSyntax

extension SceneProgram {
  /// The most `#Preview`s tried for one that shows glass (each costs an evaluation).
  static let maximumPreviewsTried = 12

  /// When the file's first preview, `shown`, asks for no glass in its initial state, the first
  /// later preview that does, with the view it shows; nil when `shown` asks for glass or none
  /// does. A component file often previews a plain configuration first ("Navigation Header")
  /// and the glass one after ("Modal Header"); GlassMorph is for the glass.
  static func firstPreviewAskingForGlass(_ syntax: SourceSyntax, after shown: PreviewDeclaration)
    -> (PreviewDeclaration, TypeDeclaration)?
  {
    guard syntax.previews.count > 1 else { return nil }
    func asksForGlass(_ preview: PreviewDeclaration) -> TypeDeclaration? {
      guard
        let view = defaultView(syntax.views, syntax: syntax, preview: preview)
      else { return nil }
      let evaluator = Evaluator(
        syntax: syntax, root: view, store: StateStore(state: SceneState([]), rootKey: view.name))
      evaluator.selfContaining = SelfContainment.cycles(in: syntax)
      let (root, tree) = evaluator.evaluateScene(preview: preview)
      return (tree ?? root).asksForGlass ? view : nil
    }
    guard asksForGlass(shown) == nil else { return nil }
    for preview in syntax.previews.prefix(maximumPreviewsTried)
    where preview.location != shown.location {
      if let view = asksForGlass(preview) { return (preview, view) }
    }
    return nil
  }

  /// The note saying which preview the scene is shown in, and why.
  static func previewChosenNote(_ chosen: PreviewDeclaration, instead shown: PreviewDeclaration)
    -> Diagnostic
  {
    func name(_ preview: PreviewDeclaration) -> String {
      preview.title.map { "#Preview(\"\($0)\")" } ?? "the untitled #Preview"
    }
    return Diagnostic(
      .previewChosen, at: chosen.location,
      "The first #Preview (line \(shown.location.line)) shows no glass when it appears, so the scene is shown in \(name(chosen)) (line \(chosen.location.line)), the first that does; pick another with --preview and its title."
    )
  }
}
