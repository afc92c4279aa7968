extension MorphSpring {
  /// The perceptual duration in seconds, equal to `response`.
  public var duration: Double { response }

  /// The time of one oscillation ignoring damping, in seconds: 2π / √(λ² + ω|ω|) (Docs/Motion.md §2).
  public var response: Double {
    2 * Double.pi
      / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency))
      .squareRoot()
  }

  /// The damping ratio ζ = λ · response / 2π (1 is critical damping).
  public var dampingRatio: Double { decayConstant * response / (2 * Double.pi) }

  /// The bounce: 1 − ζ for springs that are not overdamped, 1/ζ − 1 for overdamped ones.
  public var bounce: Double {
    angularFrequency >= 0 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  /// The damping coefficient c = 2mλ, in kg/s for a mass in kg.
  public var damping: Double { 2 * mass * decayConstant }

  /// The stiffness as SwiftUI reports it: m(ω² + λ²).
  ///
  /// SwiftUI keeps this formula even for overdamped springs, where it is not k (it reads 335.57
  /// instead of 157.91 for `Spring(duration: 0.5, bounce: -0.2)`, Docs/Motion.md §2); we mirror it.
  public var stiffness: Double {
    mass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
  }
}
