import MorphDiagnostics
import MorphViewTree
import Synchronization

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
    // Only SwiftUI's own modifiers lay out with their numbers; an app's helper
    // (`.appStoreOverlay($shown, id: 1639409934)`) may take any number it likes.
    if ModifierVocabulary.rules[name] != nil || ModifierFactory.glassLabels[name] != nil,
      evaluator.hasUnusableNumbers(arguments, in: "." + name)
    {
      return node
    }
    // `.glassEffectUnion(progress:thickness:)`: labels SwiftUI's glass modifier does not take are
    // an app's own overload from another file (Swift picks overloads by their labels).
    if let labels = ModifierFactory.glassLabels[name],
      arguments.contains(where: { !labels.contains($0.label ?? "") }),
      let applied = applyingAssumedGlass(name, arguments, to: node, at: location)
    {
      return applied
    }
    guard let rule = ModifierVocabulary.rules[name] else {
      if !ModifierFactory.nonModifierMethods.contains(name), !ModifierFactory.isUnknown(node),
        let intended = ModifierFactory.typoTarget(of: name)
      {
        evaluator.report(
          .likelyTypo,
          "'.\(name)' is not a modifier; did you mean '.\(intended)'? Swift rejects it too.",
          at: location)
        return node
      }
      if let applied = applyingClosureHelper(name, arguments, to: node, at: location)
        ?? applyingToolbarPlacement(name, arguments, to: node, in: context, at: location)
        ?? applyingAssumedGlass(name, arguments, to: node, at: location)
      {
        return applied
      }
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

  /// The argument labels of SwiftUI's glass modifiers ("" for none).
  static let glassLabels: [String: Set<String>] = [
    "glassEffect": ["", "in", "isEnabled"], "glassEffectID": ["", "in"],
    "glassEffectUnion": ["id", "namespace"], "glassEffectTransition": ["", "isEnabled"],
  ]

  /// Methods of values that are not views but reach here as one (a gesture the simulator builds
  /// as an unknown view): one edit from a modifier, yet no typo (`.onChanged` beside `.onChange`).
  static let nonModifierMethods: Set<String> = [
    "onChanged", "onEnded", "updating", "sequenced", "simultaneously", "exclusively",
  ]

  /// Whether a view is one the simulator does not know (what it is, and so what its methods
  /// are, is unknown: no typo is claimed there).
  static func isUnknown(_ node: ViewNode) -> Bool {
    if case .unknown = node.kind { return true }
    return false
  }

  /// The shortest name a typo is looked for in: below it, one letter apart is often another
  /// real modifier (`.mask` and `.task`).
  static let typoMinimumLength = 6

  /// Every modifier name the vocabulary knows, sorted once (a typo is looked for on every
  /// unknown modifier an evaluation meets).
  static let knownNames: [String] =
    (Array(ModifierVocabulary.rules.keys) + Array(ModifierVocabulary.quiet)).sorted()

  /// The known modifier `name` is one edit away from (`.glassEfect` → `glassEffect`), when
  /// it is long enough that this is a slip of the keyboard rather than another modifier.
  static func typoTarget(of name: String) -> String? {
    guard name.count >= typoMinimumLength else { return nil }
    // Every evaluation of every explored state meets the same unknown modifiers: each name is
    // compared with the vocabulary once per run.
    if let known = typoCache.withLock({ $0[name] }) { return known }
    let found = closestKnownName(to: name)
    typoCache.withLock { $0[name] = found }
    return found
  }

  /// The names looked at so far and what each is one edit from (nil: nothing).
  static let typoCache = Mutex<[String: String?]>([:])

  private static func closestKnownName(to name: String) -> String? {
    var best: String? = nil
    for candidate in knownNames where abs(candidate.count - name.count) <= 1 {
      if Evaluator.editDistance(Array(name), Array(candidate)) == 1 {
        best = candidate
        break
      }
    }
    return best
  }
}
