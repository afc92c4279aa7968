extension ColorEncoding.FastTables {
  /// `linear(_:)` of eight encoded values at once (the same interpolation, lane by lane).
  @inlinable @inline(__always)
  package func linear(_ encoded: SIMD8<Float>) -> SIMD8<Float> { lookup(toLinear, encoded) }

  /// `encoded(_:)` of eight linear values at once (the same interpolation, lane by lane).
  @inlinable @inline(__always)
  package func encoded(_ linear: SIMD8<Float>) -> SIMD8<Float> { lookup(toEncoded, linear) }

  /// The interpolated table value of eight values: positions and weights computed on all lanes,
  /// only the two table reads per lane done one by one.
  @inlinable @inline(__always)
  func lookup(_ table: UnsafeMutablePointer<Float>, _ values: SIMD8<Float>) -> SIMD8<Float> {
    // Clamped to 0…1 with masks (NaN fails `> 0` and becomes 0, as in the scalar lookup).
    var clamped = values.replacing(with: 1, where: values .> 1)
    clamped.replace(with: 0, where: .!(clamped .> 0))
    let size = ColorEncoding.fastTableSize
    let position = clamped * Float(size)
    // The last entry's position (1.0) is interpolated from the entry before it.
    var (index, whole) = position.wholeParts
    let last = SIMD8<Int32>(repeating: Int32(size - 1))
    whole.replace(with: Float(size - 1), where: index .> last)
    index.replace(with: last, where: index .> last)
    // Each lane's entries read with a constant lane number (a loop writing `v[lane]` stores and
    // reloads the whole vector per lane).
    let (i0, i1, i2, i3) = (Int(index[0]), Int(index[1]), Int(index[2]), Int(index[3]))
    let (i4, i5, i6, i7) = (Int(index[4]), Int(index[5]), Int(index[6]), Int(index[7]))
    let low = SIMD8<Float>(
      table[i0], table[i1], table[i2], table[i3], table[i4], table[i5], table[i6], table[i7])
    let high = SIMD8<Float>(
      table[i0 + 1], table[i1 + 1], table[i2 + 1], table[i3 + 1], table[i4 + 1], table[i5 + 1],
      table[i6 + 1], table[i7 + 1])
    return low + (high - low) * (position - whole)
  }
}
