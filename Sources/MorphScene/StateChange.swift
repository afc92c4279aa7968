import MorphMotion

/// One change an action made — to a view's `@State` (any instance's) or a model object's
/// property — with the animation of the transaction it happened in (nil outside `withAnimation`).
public struct StateChange: Sendable {
  /// What changed: the slot's name (`isExpanded`, `Card.isOpen`) or `Model.property`.
  public let name: String
  /// The new value, written as Swift source (`true`, `.expanded`, `3`).
  public let value: String
  /// The transaction's animation; nil for a change without animation.
  public let animation: MorphAnimation?
  /// Whether the change happened inside `withAnimation` (with or without an explicit animation).
  public let isAnimated: Bool
  /// Which transaction it belongs to: each `withAnimation` call is its own; changes outside any
  /// are transaction 0.
  public let transaction: Int
  /// The animation as the source writes it (`.spring(response: 0.5, dampingFraction: 0.7)`), nil
  /// when none was written (`withAnimation { … }`, the default) or it came through a binding.
  public let animationSource: String?
}
