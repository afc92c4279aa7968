/// Docs/Motion.md §4.1 written out once more, independently of `FluidSpringIntegrator`, for expected
/// values the published table does not give (velocities, finish times). Scalar, no blending.
public struct ReferenceFluidSpring {
  /// Position, in the units of the move.
  public var x = 0.0
  /// Velocity, units per second.
  public var v = 0.0
  /// Force (acceleration), units per second².
  public var a = 0.0
  /// The integrator's clock, in seconds.
  public var tau = 0.0
  /// Stiffness k = min((2π/r)², 45 000).
  public let k: Double
  /// Damping c = 2√k·ζ.
  public let c: Double

  /// A spring at rest at 0 with this response (seconds) and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    k = min((2 * Double.pi / response) * (2 * Double.pi / response), 45_000)
    c = 2 * k.squareRoot() * dampingRatio
  }

  /// Runs 1/300 s steps towards `target` while the clock is behind `t`.
  public mutating func run(to t: Double, target: Double) {
    let h = 1.0 / 300
    while tau < t {
      let vh = v + a * h / 2
      x += vh * h
      a = k * (target - x) - c * vh
      v = vh + a * h / 2
      tau += h
    }
  }

  /// §4.1 step 5: at rest near `target`.
  public func isResting(target: Double) -> Bool {
    max(v * v, a * a) <= 0.0036 && (target - x) * (target - x) <= (0.01 * target) * (0.01 * target)
  }
}
