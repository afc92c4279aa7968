import MorphDiagnostics

/// Unknowns (Docs/SceneLanguage.md, "Unknowns"): a condition on something the scene does not
/// declare — a model from another file, a parent's input — is an input of the simulation. Each
/// lives in the state as a slot named `assumed <condition>`, false until exploring flips it, so
/// the views behind it (often the glass) are shown in states of their own.
extension Evaluator {
  /// The key prefix of an assumption's slot.
  static let assumptionPrefix = "assume#"
  /// The operators whose result on an unknown is an unknown condition.
  static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

  /// What the explored state assumes for the unknown condition `text` (`!` prefixes negate):
  /// false until exploring flips it; each place that reads it is reported.
  func assumption(_ text: String, at location: SourcePosition) -> Bool {
    var condition = Substring(text)
    var negated = false
    while condition.first == "!" {
      condition = condition.dropFirst()
      negated.toggle()
    }
    // A placeholder for work cut short (the step budget) is no condition to explore.
    guard !condition.isEmpty, condition != "…" else { return false }
    let key = Evaluator.assumptionPrefix + condition
    let info = StateStore.SlotInfo(
      property: "assumed " + condition, ownerType: "", type: nil, isTopLevel: true)
    let assumed: Bool
    if case .bool(let flag)? = store.slot(key) {
      assumed = flag
    } else {
      assumed = false
      store.setSlot(key, .bool(false), info: info)
    }
    store.touch(key, info: info)
    report(
      .unknownCondition,
      "'\(condition)' is not known to this scene (it lives in another file, module or service); it is explored both ways, as states 'assumed \(condition) = false' and '= true'.",
      at: location)
    return negated ? !assumed : assumed
  }
}
