import Foundation

extension MorphAnimation {
  /// The spring behind this animation's base, for springs of either engine; nil for curves.
  ///
  /// Fluid springs give `Spring(response:dampingRatio:)`; interpolating springs give
  /// `Spring(mass:stiffness:damping:allowOverDamping: true)`.
  public var baseSpring: MorphSpring? {
    var node = self.node
    while true {
      switch node {
      case .fluidSpring(let response, let ratio, _):
        return MorphSpring(response: response, dampingRatio: ratio)
      case .interpolatingSpring(let mass, let stiffness, let damping, _):
        return MorphSpring(
          mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
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

extension MorphAnimation {
  /// The animation written as Swift source: a preset's name when it is one (`.bouncy`), else its
  /// parameters (`.spring(response: 0.35, dampingFraction: 0.85)`, `.easeInOut(duration: 0.3)`),
  /// with modifiers (`.delay(0.1)`).
  public var swiftDescription: String {
    if let preset = MorphAnimation.presets.first(where: { $0.animation == self }) {
      return "." + preset.name
    }
    return MorphAnimation.describe(node)
  }

  private static func describe(_ node: Node) -> String {
    switch node {
    case .fluidSpring(let response, let ratio, let blend):
      var text = ".spring(response: \(number(response)), dampingFraction: \(number(ratio))"
      if blend > 0 { text += ", blendDuration: \(number(blend))" }
      return text + ")"
    case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
      var text = ".interpolatingSpring("
      if mass != 1 { text += "mass: \(number(mass)), " }
      text += "stiffness: \(number(stiffness)), damping: \(number(damping))"
      if velocity != 0 { text += ", initialVelocity: \(number(velocity))" }
      return text + ")"
    case .curve(let curve, let duration):
      let names: [(MorphUnitCurve, String)] = [
        (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
      ]
      if let name = names.first(where: { $0.0 == curve })?.1 {
        return ".\(name)(duration: \(number(duration)))"
      }
      return ".timingCurve(…, duration: \(number(duration)))"
    case .delay(let delay, let inner):
      return MorphAnimation(inner).swiftDescription + ".delay(\(number(delay)))"
    case .speed(let speed, let inner):
      return MorphAnimation(inner).swiftDescription + ".speed(\(number(speed)))"
    case .repeating(let count, let autoreverses, let inner):
      let base = MorphAnimation(inner).swiftDescription
      if let count { return base + ".repeatCount(\(count), autoreverses: \(autoreverses))" }
      return base + ".repeatForever(autoreverses: \(autoreverses))"
    }
  }

  /// A number as Swift source: rounded to 4 decimals, whole numbers with one decimal (`0.5`, `1.0`).
  static func number(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? String(format: "%.1f", rounded) : String(rounded)
  }
}
