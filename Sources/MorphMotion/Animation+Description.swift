extension Animation {
  /// The spring behind this animation's base, for springs of either engine; nil for curves.
  ///
  /// Fluid springs give `Spring(response:dampingRatio:)`; interpolating springs give
  /// `Spring(mass:stiffness:damping:allowOverDamping: true)`.
  public var baseSpring: Spring? {
    var node = self.node
    while true {
      switch node {
      case .fluidSpring(let response, let ratio, _):
        return Spring(response: response, dampingRatio: ratio)
      case .interpolatingSpring(let mass, let stiffness, let damping, _):
        return Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
      case .curve:
        return nil
      case .delay(_, let inner), .speed(_, let inner), .repeating(_, _, let inner):
        node = inner
      }
    }
  }

  /// The engine that evaluates this animation's base, in words (for reports).
  public var engineDescription: String {
    var node = self.node
    while true {
      switch node {
      case .fluidSpring: return "fluid-spring integrator"
      case .interpolatingSpring: return "interpolating spring (closed form)"
      case .curve: return "timing curve"
      case .delay(_, let inner), .speed(_, let inner), .repeating(_, _, let inner):
        node = inner
      }
    }
  }
}
