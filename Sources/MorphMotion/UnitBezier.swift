/// A cubic Bézier from (0, 0) to (1, 1) with two control points, evaluated as a function y(x).
///
/// The curve is solved for the parameter whose x equals the progress (Newton's method, then
/// bisection), to a tolerance of 2⁻²⁰ (Docs/Motion.md §4.3), and y is returned.
struct UnitBezier: Hashable, Sendable {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  /// The solver's tolerance on x: 2⁻²⁰ (Docs/Motion.md §4.3).
  static let tolerance = 1.0 / 1_048_576
  /// Newton iterations tried before falling back to bisection.
  static let newtonIterations = 8

  // Polynomial coefficients: B(t) = ((a·t + b)·t + c)·t for each axis.
  private var cx: Double { 3 * x1 }
  private var bx: Double { 3 * (x2 - x1) - cx }
  private var ax: Double { 1 - cx - bx }
  private var cy: Double { 3 * y1 }
  private var by: Double { 3 * (y2 - y1) - cy }
  private var ay: Double { 1 - cy - by }

  func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The curve parameter t in [0, 1] with x(t) = `progress`.
  func parameter(forX progress: Double) -> Double {
    var t = progress
    for _ in 0..<UnitBezier.newtonIterations {
      let error = x(t) - progress
      if abs(error) < UnitBezier.tolerance { return t }
      let slope = dx(t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = progress
    if t < low { return low }
    if t > high { return high }
    while low < high {
      let value = x(t)
      if abs(value - progress) < UnitBezier.tolerance { return t }
      if progress > value { low = t } else { high = t }
      t = (high - low) / 2 + low
      if high - low < 1e-15 { break }
    }
    return t
  }

  /// y at the given x progress in [0, 1].
  func value(at progress: Double) -> Double { y(parameter(forX: progress)) }

  /// dy/dx at the given x progress.
  func slope(at progress: Double) -> Double {
    let t = parameter(forX: progress)
    let run = dx(t)
    return run == 0 ? 0 : dy(t) / run
  }
}
