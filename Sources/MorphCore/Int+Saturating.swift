extension Int {
  /// `value` rounded towards zero, saturating at `Int.min`/`Int.max` instead of trapping; NaN is 0.
  /// For numbers from user input, where `Int(_:)` would stop the program.
  @inlinable
  package init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9.223_372_036_854_775_807e18 {
      self = .max
    } else if value <= -9.223_372_036_854_775_808e18 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
