import Foundation

/// The sRGB transfer function (IEC 61966-2-1): 8-bit encoded values ↔ linear light.
package enum ColorEncoding {
  /// Linear value of each 8-bit sRGB code.
  package static let decodeTable: [Float] = (0..<256).map { Float(toLinear(Double($0) / 255)) }

  /// sRGB-encoded value (0…1) → linear light (0…1).
  package static func toLinear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// Linear light (0…1) → sRGB-encoded value (0…1).
  package static func toEncoded(_ linear: Double) -> Double {
    linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// Table size of the fast conversions (interpolated; error below 1e-4 away from 0).
  @inlinable static var fastTableSize: Int { 4096 }
  private static let toLinearTable: [Float] = (0...fastTableSize).map {
    Float(toLinear(Double($0) / Double(fastTableSize)))
  }
  private static let toEncodedTable: [Float] = (0...fastTableSize).map {
    Float(toEncoded(Double($0) / Double(fastTableSize)))
  }

  /// The interpolated sRGB tables (`toLinear`, `toEncoded`; error below 1e-4 away from 0) and the
  /// 8-bit encoding buckets as pointers, for per-pixel loops: fetched once before a loop, they
  /// spare each pixel the global's initialisation check and the array's bounds check. Allocated
  /// once and kept for the life of the process.
  package static let fast = FastTables(
    toLinear: toLinearTable, toEncoded: toEncodedTable, buckets: codeBuckets,
    steps: codeSteps)

  /// `toLinear`, `toEncoded` (interpolated) and `encode` on `Float`s, through tables held by
  /// pointer.
  package struct FastTables: @unchecked Sendable {
    @usableFromInline let toLinear: UnsafeMutablePointer<Float>
    @usableFromInline let toEncoded: UnsafeMutablePointer<Float>
    @usableFromInline let buckets: UnsafeMutablePointer<UInt8>
    @usableFromInline let steps: UnsafeMutablePointer<Float>
    @usableFromInline let bucketCount: Int

    init(toLinear: [Float], toEncoded: [Float], buckets: [UInt8], steps: [Float]) {
      func kept<Element>(_ table: [Element]) -> UnsafeMutablePointer<Element> {
        let pointer = UnsafeMutablePointer<Element>.allocate(capacity: table.count)
        pointer.initialize(from: table, count: table.count)
        return pointer
      }
      self.toLinear = kept(toLinear)
      self.toEncoded = kept(toEncoded)
      self.buckets = kept(buckets)
      self.steps = kept(steps)
      bucketCount = buckets.count
    }

    /// The nearest 8-bit code of a linear value (clamped to 0…1; NaN gives 0; ties go to the
    /// lower code): the code at the start of the value's bucket, plus one from the bucket's step
    /// on (the first value of the bucket nearer the next code).
    @inlinable @inline(__always)
    package func code(_ linear: Float) -> UInt8 {
      let clamped: Float = linear > 0 ? min(linear, 1) : 0
      let bucket = Int(clamped.bitPattern >> ColorEncoding.bucketShift) - ColorEncoding.firstBucket
      guard bucket >= 0 else { return 0 }
      let index = min(bucket, bucketCount - 1)
      return buckets[index] &+ (clamped >= steps[index] ? 1 : 0)
    }

    /// `toLinear` of an encoded value, interpolated (clamps to 0…1).
    @inlinable @inline(__always)
    package func linear(_ encoded: Float) -> Float { lookup(toLinear, encoded) }

    /// `toEncoded` of a linear value, interpolated (clamps to 0…1; NaN gives 0).
    @inlinable @inline(__always)
    package func encoded(_ linear: Float) -> Float { lookup(toEncoded, linear) }

    @inlinable @inline(__always)
    func lookup(_ table: UnsafeMutablePointer<Float>, _ value: Float)
      -> Float
    {
      let clamped: Float = value > 0 ? min(value, 1) : 0
      let position = clamped * Float(fastTableSize)
      let index = min(Int(position), fastTableSize - 1)
      let fraction = position - Float(index)
      return table[index] + (table[index + 1] - table[index]) * fraction
    }
  }

  /// The linear value of an 8-bit code.
  @inline(__always) package static func decode(_ code: UInt8) -> Float { decodeTable[Int(code)] }

  /// The nearest 8-bit code of a linear value (clamped to 0…1; NaN gives 0). Ties go to the lower
  /// code.
  @inline(__always) package static func encode(_ linear: Float) -> UInt8 { fast.code(linear) }

  /// Right shift of a `Float`'s bits giving its bucket in `codeBuckets`: 2⁸ buckets per power of
  /// two, each narrower (0.4 % of its value) than the gap between neighbouring codes (≥ 0.9 %),
  /// so the nearest code changes at most once inside a bucket.
  @inlinable static var bucketShift: UInt32 { 15 }
  /// The bucket of 2⁻¹³, the first: below it the nearest code is 0 (code 1 is nearer only above
  /// half its value, 1.5 × 10⁻⁴ > 2⁻¹³ = 1.2 × 10⁻⁴).
  @inlinable static var firstBucket: Int { Int(Float(0x1p-13).bitPattern >> bucketShift) }
  /// The nearest code at the start of each bucket from 2⁻¹³ to 1.
  private static let codeBuckets: [UInt8] = (firstBucket...Int(Float(1).bitPattern >> bucketShift))
    .map { searchNearestCode(Float(bitPattern: UInt32($0) << bucketShift)) }

  /// In each bucket, the first value whose nearest code is the next one (found by binary search
  /// over the bucket's `Float`s with the nearest-code rule itself), or +∞ when the code does not
  /// change inside the bucket.
  private static let codeSteps: [Float] = codeBuckets.indices.map { index in
    let start = UInt32(firstBucket + index) << bucketShift
    let end = start + (1 << bucketShift)  // exclusive
    let low = codeBuckets[index]
    let last = Float(bitPattern: end - 1)
    guard low < 255, last <= 1, searchNearestCode(last) != low else { return .infinity }
    var lower = start  // nearest code is `low`
    var upper = end - 1  // nearest code is `low + 1`
    while upper - lower > 1 {
      let middle = lower + (upper - lower) / 2
      if searchNearestCode(Float(bitPattern: middle)) == low {
        lower = middle
      } else {
        upper = middle
      }
    }
    return Float(bitPattern: upper)
  }

  /// The nearest code by binary search in the decode table (the definition `encode` follows).
  static func searchNearestCode(_ linear: Float) -> UInt8 {
    let clamped: Float = linear > 0 ? min(linear, 1) : 0
    var low = 0
    var high = 255
    while low < high {
      let middle = (low + high) / 2
      if decodeTable[middle] < clamped { low = middle + 1 } else { high = middle }
    }
    if low > 0 && abs(decodeTable[low - 1] - clamped) <= abs(decodeTable[low] - clamped) {
      return UInt8(low - 1)
    }
    return UInt8(low)
  }
}
