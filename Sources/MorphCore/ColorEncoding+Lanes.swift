extension ColorEncoding.FastTables {
  /// `linear(_:)` of eight encoded values at once (the same interpolation, lane by lane).
  @inlinable @inline(__always)
  public func linear(_ encoded: SIMD8<Float>) -> SIMD8<Float> { lookup(toLinear, encoded) }

  /// `encoded(_:)` of eight linear values at once (the same interpolation, lane by lane).
  @inlinable @inline(__always)
  public func encoded(_ linear: SIMD8<Float>) -> SIMD8<Float> { lookup(toEncoded, linear) }

  /// The interpolated table value of eight values: positions and weights computed on all lanes,
  /// only the two table reads per lane done one by one.
  @inlinable @inline(__always)
  func lookup(_ table: UnsafeMutablePointer<Float>, _ values: SIMD8<Float>) -> SIMD8<Float> {
    // Clamped to 0…1 with masks (NaN fails `> 0` and becomes 0, as in the scalar lookup).
    var clamped = values.replacing(with: 1, where: values .> 1)
    clamped.replace(with: 0, where: .!(clamped .> 0))
    let size = ColorEncoding.fastTableSize
    let position = clamped * Float(size)
    var low = SIMD8<Float>()
    var high = SIMD8<Float>()
    var whole = SIMD8<Float>()
    // Lane by lane: the generic vector conversions between Float and Int32 are calls per lane.
    for lane in 0..<8 {
      let at = min(Int(position[lane]), size - 1)
      whole[lane] = Float(at)
      low[lane] = table[at]
      high[lane] = table[at + 1]
    }
    return low + (high - low) * (position - whole)
  }
}
