import MorphMotion

/// One assignment to a root `@State` property made by an action, with the animation of the
/// transaction it happened in (nil outside `withAnimation`).
public struct StateChange: Sendable {
  /// The state property's name.
  public let name: String
  /// The new value, written as Swift source (`true`, `.expanded`, `3`).
  public let value: String
  /// The transaction's animation; nil for a change without animation.
  public let animation: MorphAnimation?
  /// Whether the change happened inside `withAnimation` (with or without an explicit animation).
  public let isAnimated: Bool
}
