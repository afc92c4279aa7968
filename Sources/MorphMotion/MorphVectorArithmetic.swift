/// A value that can be animated: a vector space over `Double` with a length.
///
/// Mirrors SwiftUI's `VectorArithmetic`. `Double` conforms, and so do `SIMD2/4/8<Double>` (a frame's
/// x, y, width and height animate together as one vector, Docs/Motion.md §5).
public protocol MorphVectorArithmetic: Equatable, Sendable {
  /// The additive identity.
  static var zero: Self { get }
  /// Component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Multiplies every component by `factor`. Underscored, like the standard library's
  /// requirements clients never call: a public `Double.scale(by:)` would be ambiguous with
  /// SwiftUI's `VectorArithmetic` in a test target that imports both.
  mutating func _morphScale(by factor: Double)
  /// The sum of the squares of the components (underscored for the same reason).
  var _morphMagnitudeSquared: Double { get }
}

extension MorphVectorArithmetic {
  /// Multiplies every component by `factor`.
  package mutating func scale(by factor: Double) { _morphScale(by: factor) }

  /// The sum of the squares of the components.
  package var magnitudeSquared: Double { _morphMagnitudeSquared }

  /// A copy with every component multiplied by `factor`.
  package func scaled(by factor: Double) -> Self {
    var copy = self
    copy.scale(by: factor)
    return copy
  }
}

extension Double: MorphVectorArithmetic {
  /// Multiplies the value by `factor`.
  public mutating func _morphScale(by factor: Double) { self *= factor }
  /// The square of the value.
  public var _morphMagnitudeSquared: Double { self * self }
}
