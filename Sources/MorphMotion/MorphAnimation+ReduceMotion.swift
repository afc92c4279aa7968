extension MorphAnimation {
  /// The animation as it plays with Reduce Motion: the same timing without elasticity — every
  /// spring critically damped (a fluid spring's damping ratio at least 1; an interpolating
  /// spring's damping at least 2·√(mass·stiffness)), so nothing overshoots its target. Curves,
  /// delays, speeds and repeats are kept. Apple: with Reduce Motion, Liquid Glass "decreases the
  /// intensity of some effects and disables elastic properties" (WWDC25, Meet Liquid Glass).
  public var withoutOvershoot: MorphAnimation {
    MorphAnimation(Self.withoutOvershoot(node))
  }

  private static func withoutOvershoot(_ node: Node) -> Node {
    switch node {
    case .fluidSpring(let response, let dampingRatio, let blendDuration):
      return .fluidSpring(
        response: response, dampingRatio: max(1, dampingRatio), blendDuration: blendDuration)
    case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
      // Critical damping c = 2√(m·k); an initial velocity toward the target could still carry the
      // value past it, so it is dropped too.
      let critical = 2 * (mass * stiffness).squareRoot()
      return .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: max(damping, critical),
        initialVelocity: min(0, initialVelocity))
    case .curve:
      return node
    case .delay(let seconds, let inner):
      return .delay(seconds, withoutOvershoot(inner))
    case .speed(let rate, let inner):
      return .speed(rate, withoutOvershoot(inner))
    case .repeating(let count, let autoreverses, let inner):
      return .repeating(count: count, autoreverses: autoreverses, withoutOvershoot(inner))
    }
  }
}
