import MorphMotion

/// A state change at a time with the animation it carries: the layouts before and after, by index.
///
/// A tap whose action has several `withAnimation` blocks becomes several transactions at the same
/// time, one per block, each from the state before it to the state after it.
public struct TimelineTransaction: Hashable, Sendable {
  /// When it happens, in seconds.
  public let time: Double
  /// The animation; nil: the change is immediate.
  public let animation: MorphAnimation?
  /// The state before (an index into `Timeline.layouts`).
  public let from: Int
  /// The state after.
  public let to: Int
  /// What caused it, for messages (`tap toggle @ 0.5 s`).
  public let label: String
  /// The animation as the scene's source writes it (`.spring(response: 0.5, dampingFraction:
  /// 0.7)`); nil when it was not written there or was replaced (an override, reduced motion).
  public let animationSource: String?

  /// Creates a transaction.
  public init(
    time: Double, animation: MorphAnimation?, from: Int, to: Int, label: String,
    animationSource: String? = nil
  ) {
    self.time = time
    self.animation = animation
    self.from = from
    self.to = to
    self.label = label
    self.animationSource = animationSource
  }
}
