/// `.contentTransition(_:)`: how a view's content changes in place inside an animation — a text's
/// string, a symbol's name (Docs/Timeline.md, "Content transitions").
public enum ContentTransitionKind: Hashable, Sendable {
  /// The new content replaces the old at once.
  case identity
  /// The old content fades out while the new fades in (the default for animated changes).
  case opacity
  /// Glyphs interpolate where they match; simulated as a cross-fade.
  case interpolate
  /// Digits roll: the old text slides out and the new slides in, upwards when the value grows
  /// (downwards when `countsDown`).
  case numericText(countsDown: Bool)
  /// `numericText(value:)`: digits roll upwards when `value` grew since the last state, downwards
  /// when it shrank.
  case numericValue(Double)
}
