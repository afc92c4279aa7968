import Foundation

/// A damped harmonic oscillator, as SwiftUI's `Spring` value type describes one.
///
/// Internally a spring is the triple (ω, λ, m) of Docs/Motion.md §2: a signed angular frequency ω
/// (positive: underdamped, zero: critically damped, negative: overdamped with |ω| = √(λ² − ω0²)),
/// a decay constant λ = c / 2m in 1/s, and a mass m. Every parameterisation SwiftUI offers converts
/// to and from this triple, so `Spring(duration: 0.5, bounce: 0.3).stiffness` reads 157.9 as in
/// Apple's documentation.
///
/// `MorphSpring` evaluates the closed form (`value(target:initialVelocity:time:)`). What
/// `withAnimation(.spring(…))` renders is the fluid-spring integrator instead; see `MorphAnimation`.
public struct MorphSpring: Hashable, Sendable {
  /// The signed damped angular frequency ω, in radians per second (see the type's discussion).
  public let angularFrequency: Double
  /// The decay constant λ = damping / (2 · mass), in 1/s.
  public let decayConstant: Double
  /// The mass m of the moving object (1 unless given).
  public let mass: Double

  /// Creates a spring directly from its internal triple (ω signed, λ, m).
  public init(angularFrequency: Double, decayConstant: Double, mass: Double = 1) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    self.mass = mass
  }

  /// Creates a spring with a perceptual duration and bounce, as `Spring(duration:bounce:)`.
  ///
  /// - Parameters:
  ///   - duration: the pace of the spring in seconds (equal to `response`); must be > 0.
  ///   - bounce: 0 is critically damped, up to 1 (undamped) is bouncy, down to −1 is overdamped.
  ///     Values past the ends are clamped as SwiftUI does: b ≤ −1 gives infinite damping (a spring
  ///     that never moves), b > 1 gives no damping (Docs/Motion.md §2).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.init(response: duration, dampingRatio: MorphSpring.clampedDampingRatio(bounce: bounce))
  }

  /// Creates a spring from a response (seconds per oscillation, ignoring damping) and a damping
  /// ratio ζ (1 = critical), with mass 1: ω = ±2π√|1 − ζ²| / r, λ = 2πζ / r (Docs/Motion.md §2).
  public init(response: Double, dampingRatio: Double) {
    let omega = 2 * Double.pi * abs(1 - dampingRatio * dampingRatio).squareRoot() / response
    self.init(
      angularFrequency: dampingRatio > 1 ? -omega : omega,
      decayConstant: 2 * Double.pi * dampingRatio / response,
      mass: 1)
  }

  /// Creates a spring from physical coefficients: ω0 = √(k/m), λ = c / 2m.
  ///
  /// - Parameter allowOverDamping: when false (SwiftUI's default) an overdamped spring becomes a
  ///   critically damped one with the same ω0 (λ := ω0).
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let naturalFrequency = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    if decay <= naturalFrequency {
      self.init(
        angularFrequency: (naturalFrequency * naturalFrequency - decay * decay).squareRoot(),
        decayConstant: decay, mass: mass)
    } else if allowOverDamping {
      self.init(
        angularFrequency: -(decay * decay - naturalFrequency * naturalFrequency).squareRoot(),
        decayConstant: decay, mass: mass)
    } else {
      self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
    }
  }

  /// The damping ratio `Spring(duration:bounce:)` uses: ζ = 1 − b for b ≥ 0, 1 / (1 + b) for b < 0,
  /// with b ≤ −1 → ∞ and b > 1 → 0.
  static func clampedDampingRatio(bounce: Double) -> Double {
    if bounce <= -1 { return .infinity }
    if bounce > 1 { return 0 }
    return dampingRatio(bounce: bounce)
  }

  /// The unclamped bounce → damping-ratio map the `MorphAnimation` constructors use (Docs/Motion.md §2).
  static func dampingRatio(bounce: Double) -> Double {
    bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
  }
}
