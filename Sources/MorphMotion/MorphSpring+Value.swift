import Foundation

extension MorphSpring {
  /// The spring's position when moving from 0 towards `target`, `time` seconds after release with
  /// `initialVelocity` (units per second). Closed form of Docs/Motion.md §3 in all three regimes.
  public func value<V: MorphVectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double)
    -> V
  {
    let (fromTarget, fromVelocity) = positionCoefficients(time: time)
    return target.scaled(by: fromTarget) + initialVelocity.scaled(by: fromVelocity)
  }

  /// The spring's velocity (units per second) at `time`: the time derivative of
  /// `value(target:initialVelocity:time:)`.
  public func velocity<V: MorphVectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: Double
  )
    -> V
  {
    let (fromTarget, fromVelocity) = velocityCoefficients(time: time)
    return target.scaled(by: fromTarget) + initialVelocity.scaled(by: fromVelocity)
  }

  /// The position is linear in the target X and the initial velocity v0: x(t) = X·A(t) + v0·B(t).
  /// Returns (A, B) for the regime of this spring (Docs/Motion.md §3).
  func positionCoefficients(time t: Double) -> (Double, Double) {
    let lambda = decayConstant
    guard lambda.isFinite else { return (0, 0) }  // infinite damping: it never moves
    let omega = angularFrequency
    let decay = exp(-lambda * t)
    if omega > 0 {
      let (s, c) = (sin(omega * t), cos(omega * t))
      return (1 - decay * (c + lambda / omega * s), decay * s / omega)
    } else if omega == 0 {
      return (1 - decay * (1 + lambda * t), t * decay)
    } else {
      let root = -omega
      let e1 = exp((root - lambda) * t)
      let e2 = exp((-root - lambda) * t)
      return (
        1 - ((lambda + root) * e1 + (root - lambda) * e2) / (2 * root),
        (e1 - e2) / (2 * root)
      )
    }
  }

  /// The derivatives of `positionCoefficients(time:)`: v(t) = X·A′(t) + v0·B′(t).
  func velocityCoefficients(time t: Double) -> (Double, Double) {
    let lambda = decayConstant
    guard lambda.isFinite else { return (0, 0) }
    let omega = angularFrequency
    let decay = exp(-lambda * t)
    if omega > 0 {
      let (s, c) = (sin(omega * t), cos(omega * t))
      // d/dt [1 − e^(−λt)(cos ωt + λ/ω sin ωt)] = e^(−λt)(λ²/ω + ω) sin ωt
      // d/dt [e^(−λt) sin ωt / ω] = e^(−λt)(cos ωt − λ/ω sin ωt)
      return (decay * (lambda * lambda / omega + omega) * s, decay * (c - lambda / omega * s))
    } else if omega == 0 {
      return (decay * lambda * lambda * t, decay * (1 - lambda * t))
    } else {
      let root = -omega
      let e1 = exp((root - lambda) * t)
      let e2 = exp((-root - lambda) * t)
      return (
        -(root * root - lambda * lambda) * (e1 - e2) / (2 * root),
        ((root - lambda) * e1 + (root + lambda) * e2) / (2 * root)
      )
    }
  }
}
