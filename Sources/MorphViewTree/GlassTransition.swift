/// `GlassEffectTransition`: how glass appears and disappears (Docs/Glass.md §1–2).
public enum GlassTransition: String, Hashable, Sendable {
  /// Morph out of / into a nearby shape's geometry (the default).
  case matchedGeometry
  /// Fade the lensing and content in or out without matching geometry.
  case materialize
  /// Appear or disappear at once.
  case identity
}
