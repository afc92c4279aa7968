import Foundation

/// A function from progress in [0, 1] to an eased value, as SwiftUI's `UnitCurve`.
public struct MorphUnitCurve: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case bezier(UnitBezier)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
  }

  let storage: Storage

  /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points given.
  public static func bezier(
    startControlPoint: (x: Double, y: Double), endControlPoint: (x: Double, y: Double)
  )
    -> MorphUnitCurve
  {
    MorphUnitCurve(
      storage: .bezier(
        UnitBezier(
          x1: startControlPoint.x, y1: startControlPoint.y,
          x2: endControlPoint.x, y2: endControlPoint.y)))
  }

  /// Constant speed: control points (0, 0) (1, 1).
  public static let linear = bezier(startControlPoint: (0, 0), endControlPoint: (1, 1))
  /// Starts slowly: control points (0.42, 0) (1, 1).
  public static let easeIn = bezier(startControlPoint: (0.42, 0), endControlPoint: (1, 1))
  /// Ends slowly: control points (0, 0) (0.58, 1).
  public static let easeOut = bezier(startControlPoint: (0, 0), endControlPoint: (0.58, 1))
  /// Starts and ends slowly: control points (0.42, 0) (0.58, 1).
  public static let easeInOut = bezier(startControlPoint: (0.42, 0), endControlPoint: (0.58, 1))
  /// A quarter circle that starts slowly: 1 − √(1 − p²).
  public static let circularEaseIn = MorphUnitCurve(storage: .circularEaseIn)
  /// A quarter circle that ends slowly: √(1 − (1 − p)²).
  public static let circularEaseOut = MorphUnitCurve(storage: .circularEaseOut)
  /// Two quarter circles: slow at both ends.
  public static let circularEaseInOut = MorphUnitCurve(storage: .circularEaseInOut)

  /// The eased value at `progress` (clamped to [0, 1]).
  public func value(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    switch storage {
    case .bezier(let bezier): return bezier.value(at: p)
    case .circularEaseIn: return 1 - (1 - p * p).squareRoot()
    case .circularEaseOut: return ((2 - p) * p).squareRoot()
    case .circularEaseInOut:
      if p < 0.5 { return (1 - (1 - 4 * p * p).squareRoot()) / 2 }
      let q = 2 * p - 2
      return ((1 - q * q).squareRoot() + 1) / 2
    }
  }

  /// The rate of change of the value with respect to progress (dvalue/dprogress) at `progress`.
  public func velocity(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    switch storage {
    case .bezier(let bezier): return bezier.slope(at: p)
    case .circularEaseIn:
      let root = (1 - p * p).squareRoot()
      return root == 0 ? .infinity : p / root
    case .circularEaseOut:
      let root = ((2 - p) * p).squareRoot()
      return root == 0 ? .infinity : (1 - p) / root
    case .circularEaseInOut:
      if p < 0.5 {
        let root = (1 - 4 * p * p).squareRoot()
        return root == 0 ? .infinity : 2 * p / root
      }
      let q = 2 * p - 2
      let root = (1 - q * q).squareRoot()
      return root == 0 ? .infinity : -q / root
    }
  }
}
