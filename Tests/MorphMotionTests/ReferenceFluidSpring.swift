/// motion.md §4.1 written out once more, independently of `FluidSpringIntegrator`, for expected
/// values the published table does not give (velocities, finish times). Scalar, no blending.
struct ReferenceFluidSpring {
  var x = 0.0
  var v = 0.0
  var a = 0.0
  var tau = 0.0
  let k: Double
  let c: Double

  init(response: Double, dampingRatio: Double) {
    k = min((2 * Double.pi / response) * (2 * Double.pi / response), 45_000)
    c = 2 * k.squareRoot() * dampingRatio
  }

  /// Runs 1/300 s steps towards `target` while the clock is behind `t`.
  mutating func run(to t: Double, target: Double) {
    let h = 1.0 / 300
    while tau < t {
      let vh = v + a * h / 2
      x += vh * h
      a = k * (target - x) - c * vh
      v = vh + a * h / 2
      tau += h
    }
  }

  /// §4.1 step 5.
  func isResting(target: Double) -> Bool {
    max(v * v, a * a) <= 0.0036 && (target - x) * (target - x) <= (0.01 * target) * (0.01 * target)
  }
}
