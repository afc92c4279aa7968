import Foundation

extension MorphSpring {
  /// The default settling threshold: within 0.1 % of a unit move (Docs/Motion.md §3).
  public static let defaultSettlingEpsilon = 0.001

  /// The estimated time to come to rest, in seconds, computed exactly as SwiftUI does (target 1,
  /// initial velocity 0, ε = 0.001; Docs/Motion.md §3):
  /// - underdamped: the envelope bound `max(0, ln((|λX − v0| + |X|)/ε) / λ)`;
  /// - critically and overdamped: |x(t) − 1| sampled every 0.1 s (at most 1024 samples); the first
  ///   sample below ε after which the samples stay below ε for more than 1 s.
  public var settlingDuration: Double {
    settlingDuration(epsilon: MorphSpring.defaultSettlingEpsilon)
  }

  /// `settlingDuration` with another threshold `epsilon` (fraction of a unit move).
  public func settlingDuration(epsilon: Double) -> Double {
    if !decayConstant.isFinite { return 0 }
    if angularFrequency > 0 {
      // Envelope bound with X = 1, v0 = 0.
      return max(0, log((abs(decayConstant) + 1) / epsilon) / decayConstant)
    }
    return sampledSettlingTime(epsilon: epsilon)
  }

  /// The sample spacing of SwiftUI's settling search for non-oscillating springs, in seconds.
  static let settlingSampleInterval = 0.1
  /// How many samples SwiftUI's settling search takes at most.
  static let settlingSampleLimit = 1024
  /// How many further samples (0.1 s apart) must stay below ε: "for more than 1 s".
  static let settlingStaySamples = 10

  private func sampledSettlingTime(epsilon: Double) -> Double {
    var firstBelow: Int? = nil
    for index in 0..<MorphSpring.settlingSampleLimit {
      let time = Double(index) * MorphSpring.settlingSampleInterval
      if abs(value(target: 1.0, time: time) - 1) < epsilon {
        let start = firstBelow ?? index
        firstBelow = start
        if index - start > MorphSpring.settlingStaySamples {
          return Double(start) * MorphSpring.settlingSampleInterval
        }
      } else {
        firstBelow = nil
      }
    }
    return Double(firstBelow ?? (MorphSpring.settlingSampleLimit - 1))
      * MorphSpring.settlingSampleInterval
  }

  /// Creates a spring that settles in about `settlingDuration` seconds with the damping ratio ζ.
  ///
  /// SwiftUI does not document how it inverts the settling time; GlassMorph's model: clamp the
  /// duration to (0, 10] s and ζ to (0, 1], then solve the continuous settling condition for λ —
  /// underdamped: ln((λ + 1)/ε)/λ = T (bisection; the left side falls monotonically in λ);
  /// critical: e^(−λT)(1 + λT) = ε — and set response = 2πζ/λ.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    let duration = min(max(settlingDuration, .ulpOfOne), MorphSpring.maximumSettlingDuration)
    let ratio = min(max(dampingRatio, .ulpOfOne), 1)
    let tolerance = min(max(epsilon, 1e-12), 0.5)
    let lambda: Double
    if ratio < 1 {
      lambda = MorphSpring.solveDecreasing(target: duration) { log(($0 + 1) / tolerance) / $0 }
    } else {
      // u = λT solves e^(−u)(1 + u) = ε, which falls monotonically for u > 0.
      let u = MorphSpring.solveDecreasing(target: tolerance) { exp(-$0) * (1 + $0) }
      lambda = u / duration
    }
    self.init(response: 2 * Double.pi * ratio / lambda, dampingRatio: ratio)
  }

  /// The longest settling duration `init(settlingDuration:…)` accepts, in seconds.
  static let maximumSettlingDuration = 10.0

  /// Finds x > 0 with f(x) = target for a strictly decreasing f, by bisection in log space.
  private static func solveDecreasing(target: Double, _ f: (Double) -> Double) -> Double {
    var low = 1e-9
    var high = 1e9
    for _ in 0..<200 {
      let mid = (low * high).squareRoot()
      if f(mid) > target { low = mid } else { high = mid }
    }
    return (low * high).squareRoot()
  }
}
