/// A builtin view the simulator builds: the names it is written with, what it is here (one line,
/// for Docs/SceneLanguage.md), and how it is built from its arguments.
struct ViewRule: Sendable {
  /// The names (`VStack`, `LazyVStack`).
  let names: [String]
  /// What it is in the simulator, as the docs list it.
  let summary: String
  /// Builds the view.
  let make: @Sendable (ViewCall) -> Value

  /// Creates a rule.
  init(_ names: String..., summary: String, make: @escaping @Sendable (ViewCall) -> Value) {
    self.names = names
    self.summary = summary
    self.make = make
  }
}
