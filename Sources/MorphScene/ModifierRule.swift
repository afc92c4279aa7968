/// A modifier the simulator understands: the names it is written with, what it does here (one
/// line, for Docs/SceneLanguage.md), and how it applies to a view.
struct ModifierRule: Sendable {
  /// The names (`foregroundStyle`, `foregroundColor`).
  let names: [String]
  /// What it does in the simulator, as the docs list it.
  let summary: String
  /// Applies the modifier.
  let apply: @Sendable (inout ModifierCall) -> Void

  /// Creates a rule.
  init(_ names: String..., summary: String, apply: @escaping @Sendable (inout ModifierCall) -> Void)
  {
    self.names = names
    self.summary = summary
    self.apply = apply
  }
}
