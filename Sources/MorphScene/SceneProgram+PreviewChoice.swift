import MorphDiagnostics
import MorphSyntax

extension SceneProgram {
  /// The most `#Preview`s tried for one that shows glass (each costs an evaluation).
  static let maximumPreviewsTried = 12

  /// The states explored to see whether the preview shown has glass at all.
  static let glassCheckStates = 8

  /// Whether any of the first `glassCheckStates` states the scene reaches asks for glass (its
  /// initial state, what its taps and its `appear` events show).
  func showsGlass() -> Bool {
    StateGraph(exploring: self, limit: SceneProgram.glassCheckStates).nodes.contains {
      $0.view.asksForGlass
    }
  }

  /// The first preview after `shown` whose initial state asks for glass, with the view it
  /// shows, among the first `maximumPreviewsTried`. A component file often previews a plain
  /// configuration first ("Navigation Header") and the glass one after ("Modal Header");
  /// GlassMorph is for the glass.
  static func firstPreviewAskingForGlass(
    _ syntax: SourceSyntax, after shown: PreviewDeclaration,
    selfContaining cycles: [String: SelfContainment.Cycle]
  ) -> (PreviewDeclaration, TypeDeclaration)? {
    for preview in syntax.previews.prefix(maximumPreviewsTried)
    where preview.location != shown.location {
      guard let view = defaultView(syntax.views, syntax: syntax, preview: preview) else {
        continue
      }
      let evaluator = Evaluator(
        syntax: syntax, root: view, store: StateStore(state: SceneState([]), rootKey: view.name))
      evaluator.selfContaining = cycles
      let (root, tree) = evaluator.evaluateScene(preview: preview)
      if (tree ?? root).asksForGlass { return (preview, view) }
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
      "The first #Preview (line \(shown.location.line)) shows no glass in the states it reaches (up to \(glassCheckStates)), so the scene is shown in \(name(chosen)) (line \(chosen.location.line)), the first that shows glass when it appears.",
      remedy: .pickPreview)
  }
}
