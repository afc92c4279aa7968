extension SIMD8 where Scalar == Float {
  /// The whole part of each lane, as integers and as floats, for lanes in 0…2²² (a table or
  /// pixel index): rounding x − ½ by adding 1.5 × 2²³ leaves the integer in the low mantissa bits, so
  /// nothing converts lane by lane or checks for traps. A lane exactly on a whole number n may
  /// come out as n − 1 (a tie rounds to even); an interpolation then takes weight 1 on the next
  /// entry, which is the same value. Out-of-range lanes give meaningless indices: clamp first.
  @inlinable @inline(__always)
  package var wholeParts: (index: SIMD8<Int32>, whole: SIMD8<Float>) {
    let magic: Float = 12_582_912  // 1.5 × 2²³: sums stay in [2²³, 2²⁴), where floats are integers
    let shifted = (self - 0.5) + magic
    let index =
      unsafeBitCast(shifted, to: SIMD8<Int32>.self)
      &- unsafeBitCast(SIMD8<Float>(repeating: magic), to: SIMD8<Int32>.self)
    var whole = shifted - magic
    // x below ½ may round to −1: index 0.
    whole.replace(with: 0, where: whole .< SIMD8<Float>(repeating: 0))
    return (index.replacing(with: 0, where: index .< SIMD8<Int32>(repeating: 0)), whole)
  }
}
