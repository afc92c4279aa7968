/// An animated value's state at one instant.
public struct AnimationSample<V: MorphVectorArithmetic>: Sendable {
  /// The presented value, in the value's units.
  public var value: V
  /// The presented value's rate of change, in units per second (zero when at rest).
  public var velocity: V
  /// Whether any animation is still running (the value has not yet snapped to its target).
  public var isAnimating: Bool
  /// Whether every running animation has reached its logical end.
  public var isLogicallyComplete: Bool
}
