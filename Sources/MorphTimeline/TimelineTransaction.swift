import MorphMotion
import MorphScene

/// A resolved event: a state change at a time with the animation it carries.
public struct TimelineTransaction: Sendable {
  /// The event it came from.
  public let event: TimelineEvent
  /// When it happens, in seconds.
  public let time: Double
  /// The animation (the first animated change's, for taps); nil: the change is immediate.
  public let animation: MorphAnimation?
  /// The state before (index into `Timeline.states`).
  public let from: Int
  /// The state after.
  public let to: Int
  /// The state changes an action made (empty for `set`).
  public let changes: [StateChange]
}
