extension MorphAnimation {
  /// The most repetitions `repeatCount(_:)` plays (more would run for hours).
  public static let maximumRepeatCount = 10_000
  /// The longest duration or delay an animation may have, in seconds (an hour).
  public static let maximumSeconds = 3_600.0

  /// Why this animation cannot be simulated — a spring that never settles or diverges, a duration
  /// that is not a positive number of seconds — or nil when it can (Docs/Reliability.md).
  public var problem: String? { Self.problem(in: node) }

  /// Whether this is a spring of duration 0 (a response of 0, or the infinite stiffness
  /// `.interpolatingSpring(duration: 0)` computes): its limit as the duration goes to 0 reaches
  /// its target at once, so it can stand as an immediate change instead of an error. App code
  /// gets here when a duration kept in state starts at 0 and is set later.
  public var settlesAtOnce: Bool {
    switch node {
    case .fluidSpring(let response, _, _): return response == 0
    case .interpolatingSpring(let mass, let stiffness, _, _):
      return mass > 0 && stiffness == .infinity
    case .delay(_, let inner), .speed(_, let inner), .repeating(_, _, let inner):
      return MorphAnimation(inner).settlesAtOnce
    case .curve: return false
    }
  }

  private static func problem(in node: Node) -> String? {
    func seconds(_ value: Double, _ name: String, allowZero: Bool) -> String? {
      guard value.isFinite, allowZero ? value >= 0 : value > 0 else {
        return "\(name) must be \(allowZero ? "0 or more" : "more than 0") seconds, not \(value)."
      }
      guard value <= maximumSeconds else {
        return "\(name) must be at most \(Int(maximumSeconds)) seconds, not \(value)."
      }
      return nil
    }
    switch node {
    case .fluidSpring(let response, let ratio, let blend):
      if let problem = seconds(response, "A spring's duration (response)", allowZero: false) {
        return problem
      }
      guard ratio.isFinite, ratio > 0 else {
        return
          "A spring's damping must be more than 0 (bounce below 1 and above −1), not a damping ratio of \(ratio): it would never settle."
      }
      return seconds(blend, "A spring's blend duration", allowZero: true)
    case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
      guard mass.isFinite, mass > 0 else {
        return "A spring's mass must be more than 0, not \(mass)."
      }
      guard stiffness.isFinite, stiffness > 0, stiffness / mass <= 1e8 else {
        return
          "A spring's stiffness must be more than 0 and at most 10⁸ × its mass, not \(stiffness)."
      }
      guard damping.isFinite, damping > 0 else {
        return "A spring's damping must be more than 0, not \(damping): it would never settle."
      }
      guard velocity.isFinite, abs(velocity) <= 1e6 else {
        return
          "A spring's initial velocity must be a finite number of at most 10⁶, not \(velocity)."
      }
      return nil
    case .curve(_, let duration):
      return seconds(duration, "An animation's duration", allowZero: true)
    case .delay(let delay, let inner):
      return seconds(delay, "A delay", allowZero: true) ?? problem(in: inner)
    case .speed(let speed, let inner):
      guard speed.isFinite, speed >= 1e-3, speed <= 1e3 else {
        return "An animation's speed must be between 0.001 and 1000, not \(speed)."
      }
      return problem(in: inner)
    case .repeating(let count, _, let inner):
      if let count, !(1...maximumRepeatCount).contains(count) {
        return "An animation repeats 1 to \(maximumRepeatCount) times, not \(count)."
      }
      return problem(in: inner)
    }
  }
}
