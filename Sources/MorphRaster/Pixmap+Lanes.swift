extension Pixmap {
  /// Writes eight consecutive premultiplied linear pixels at `pixels` as 8-bit sRGB RGBA with
  /// straight alpha at byte `base` of `output` when none of the eight is transparent, and returns
  /// whether it did: each channel's code is `ColorEncoding.FastTables.code` worked out on eight
  /// lanes at once (the bucket from the value's bits, then the bucket's code plus one from its
  /// step on), so the bytes are the ones `store` writes. Nothing is written when a pixel's alpha
  /// is 0 or NaN, or `output` is too short.
  @inline(__always)
  static func storeVisible(
    _ pixels: UnsafePointer<SIMD4<Float>>?, into output: UnsafeMutableBufferPointer<UInt8>,
    at base: Int, tables: ColorEncoding.FastTables
  ) -> Bool {
    guard let pixels, let bytes = output.baseAddress, base >= 0, base + 32 <= output.count
    else { return false }
    // Transposed with constant lane indices (a loop writing `v[lane]` stores and reloads the
    // whole vector per lane).
    func channel(_ value: (SIMD4<Float>) -> Float) -> SIMD8<Float> {
      SIMD8(
        value(pixels[0]), value(pixels[1]), value(pixels[2]), value(pixels[3]), value(pixels[4]),
        value(pixels[5]), value(pixels[6]), value(pixels[7]))
    }
    // Closures, not key paths (a key path is looked up at run time on every use).
    var r = channel { $0.x }
    var g = channel { $0.y }
    var b = channel { $0.z }
    var alpha = channel { $0.w }
    // NaN fails the comparison, so such a group goes pixel by pixel too.
    guard all(alpha .> 0) else { return false }
    alpha.replace(with: 1, where: alpha .> 1)
    var alphaBytes = SIMD8<UInt32>(repeating: 255)
    // Straight alpha; opaque pixels (nearly all) skip the division by 1, which changes nothing.
    if !all(alpha .== 1) {
      r /= alpha
      g /= alpha
      b /= alpha
      for lane in 0..<8 { alphaBytes[lane] = UInt32((alpha[lane] * 255).rounded()) }
    }
    // Each code wraps to a byte as `UInt8 &+` does.
    let byte = SIMD8<UInt32>(repeating: 0xFF)
    let codes =
      (SIMD8<UInt32>(truncatingIfNeeded: code(r, tables)) & byte)
      | (SIMD8<UInt32>(truncatingIfNeeded: code(g, tables)) & byte) &<< 8
      | (SIMD8<UInt32>(truncatingIfNeeded: code(b, tables)) & byte) &<< 16
      | alphaBytes &<< 24
    // Bytes R, G, B, A in memory order: words are little-endian on every platform Swift runs
    // this on; a big-endian one takes the pixel-by-pixel path.
    #if _endian(little)
      UnsafeMutableRawPointer(bytes + base).storeBytes(of: codes, as: SIMD8<UInt32>.self)
      return true
    #else
      return false
    #endif
  }

  /// `FastTables.code` of eight linear values: clamped to 0…1 (NaN to 0), the power-of-two bucket
  /// from the bits, then the bucket's code, plus one from its step on. A value below the first
  /// bucket reads the first bucket, whose code is 0 and whose step lies above it, so it gets 0 as
  /// the scalar code's early return gives.
  @inline(__always)
  static func code(_ values: SIMD8<Float>, _ tables: ColorEncoding.FastTables) -> SIMD8<Int32> {
    var clamped = values.replacing(with: 1, where: values .> 1)
    clamped.replace(with: 0, where: .!(clamped .> 0))
    // Clamped in Float (integer lane comparisons compile lane by lane): 2⁻¹³ starts the first
    // bucket, and 1 lies in the last.
    let first = Float(bitPattern: UInt32(ColorEncoding.firstBucket) << ColorEncoding.bucketShift)
    let indexed = clamped.replacing(with: first, where: clamped .< first)
    let buckets =
      SIMD8<Int32>(
        truncatingIfNeeded: unsafeBitCast(indexed, to: SIMD8<UInt32>.self)
          &>> ColorEncoding.bucketShift)
      &- Int32(ColorEncoding.firstBucket)
    // Each lane's entries read with a constant lane number (a loop or a nested function per lane
    // costs a call and a vector store and reload per lane).
    let (i0, i1, i2, i3) = (Int(buckets[0]), Int(buckets[1]), Int(buckets[2]), Int(buckets[3]))
    let (i4, i5, i6, i7) = (Int(buckets[4]), Int(buckets[5]), Int(buckets[6]), Int(buckets[7]))
    let codes = tables.buckets
    let steps = tables.steps
    let low = SIMD8<Int32>(
      Int32(codes[i0]), Int32(codes[i1]), Int32(codes[i2]), Int32(codes[i3]), Int32(codes[i4]),
      Int32(codes[i5]), Int32(codes[i6]), Int32(codes[i7]))
    let step = SIMD8<Float>(
      steps[i0], steps[i1], steps[i2], steps[i3], steps[i4], steps[i5], steps[i6], steps[i7])
    // A true lane of a mask is all ones (−1): subtracting it adds one.
    return low &- unsafeBitCast(clamped .>= step, to: SIMD8<Int32>.self)
  }
}
