extension SIMD2: MorphVectorArithmetic where Scalar == Double {
  /// Multiplies every lane by `factor`.
  public mutating func _morphScale(by factor: Double) { self *= factor }
  /// The sum of the squares of the lanes.
  public var _morphMagnitudeSquared: Double { (self * self).sum() }
}

extension SIMD4: MorphVectorArithmetic where Scalar == Double {
  /// Multiplies every lane by `factor`.
  public mutating func _morphScale(by factor: Double) { self *= factor }
  /// The sum of the squares of the lanes.
  public var _morphMagnitudeSquared: Double { (self * self).sum() }
}

extension SIMD8: MorphVectorArithmetic where Scalar == Double {
  /// Multiplies every lane by `factor`.
  public mutating func _morphScale(by factor: Double) { self *= factor }
  /// The sum of the squares of the lanes.
  public var _morphMagnitudeSquared: Double { (self * self).sum() }
}
