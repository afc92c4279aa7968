import MorphDiagnostics
import MorphViewTree

/// Applies view modifiers by name through `ModifierVocabulary`'s tables: those with meaning for
/// geometry, glass or taps become `ViewModifier`s; any other is recorded as `.ignored`, with an
/// `unsupported-modifier` warning unless it changes nothing a frame shows (Docs/SceneLanguage.md).
struct ModifierFactory {
  let evaluator: Evaluator

  init(_ evaluator: Evaluator) {
    self.evaluator = evaluator
  }

  /// Applies `name` with `arguments` to `node`.
  func apply(
    _ name: String, _ arguments: [Value.Argument], to node: ViewNode, in context: Evaluator.Context,
    at location: SourcePosition
  ) -> ViewNode {
    if evaluator.hasUnusableNumbers(arguments, in: "." + name) { return node }
    guard let rule = ModifierVocabulary.rules[name] else {
      if !ModifierVocabulary.quiet.contains(name) {
        evaluator.report(
          .unsupportedModifier, "'.\(name)' is not simulated; it is ignored.", at: location)
      }
      var ignored = node
      ignored.modifiers.append(.ignored(name))
      return ignored
    }
    var call = ModifierCall(
      name: name, arguments: arguments, node: node, context: context, location: location,
      evaluator: evaluator)
    rule.apply(&call)
    return call.node
  }
}
