/// How a value moves from one state to the next, as SwiftUI's `Animation`.
///
/// An animation is a base — a fluid spring, an interpolating spring or a timing curve — wrapped by any
/// number of modifiers (delay, speed, repeat) in the order they were applied. Each base is evaluated
/// by the engine SwiftUI uses for it (Docs/Motion.md §1): fluid springs by `FluidSpringIntegrator`,
/// `interpolatingSpring` by its closed form, curves by `MorphUnitCurve`. `AnimatedValue` plays animations.
public struct MorphAnimation: Hashable, Sendable {
  /// The structure of an animation: a base with modifiers around it.
  public indirect enum Node: Hashable, Sendable {
    /// The fluid spring of `.spring`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`,
    /// `.default`: response in seconds, damping ratio, blend duration in seconds.
    case fluidSpring(response: Double, dampingRatio: Double, blendDuration: Double)
    /// `interpolatingSpring`: physical coefficients and an initial velocity as a fraction of the
    /// change per second (Docs/Motion.md §4.2).
    case interpolatingSpring(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    /// A timing curve over a duration in seconds.
    case curve(MorphUnitCurve, duration: Double)
    /// Waits the given seconds, then runs the inner animation.
    case delay(Double, Node)
    /// Runs the inner animation at the given rate (2 = twice as fast).
    case speed(Double, Node)
    /// Runs the inner animation `count` times (nil = forever), reversing every other run if asked.
    case repeating(count: Int?, autoreverses: Bool, Node)
  }

  /// The animation's structure.
  public let node: Node

  /// Wraps a node.
  public init(_ node: Node) {
    self.node = node
  }
}
