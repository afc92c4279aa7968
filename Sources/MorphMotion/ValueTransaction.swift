/// A change of an animated value's target at a time, with the animation that carries it.
public struct ValueTransaction<V: MorphVectorArithmetic>: Sendable {
  /// When the change happens, in seconds.
  public var time: Double
  /// The new target value.
  public var target: V
  /// The animation, or nil for an immediate change.
  public var animation: MorphAnimation?

  /// Creates a transaction.
  public init(time: Double, target: V, animation: MorphAnimation?) {
    self.time = time
    self.target = target
    self.animation = animation
  }
}
