import Foundation

/// The sRGB transfer function (IEC 61966-2-1): 8-bit encoded values ↔ linear light.
public enum ColorEncoding {
  /// Linear value of each 8-bit sRGB code.
  public static let decodeTable: [Float] = (0..<256).map { Float(toLinear(Double($0) / 255)) }

  /// sRGB-encoded value (0…1) → linear light (0…1).
  public static func toLinear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// Linear light (0…1) → sRGB-encoded value (0…1).
  public static func toEncoded(_ linear: Double) -> Double {
    linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// Table size of the fast conversions (interpolated; error below 1e-4 away from 0).
  static let fastTableSize = 4096
  private static let toLinearTable: [Float] = (0...fastTableSize).map {
    Float(toLinear(Double($0) / Double(fastTableSize)))
  }
  private static let toEncodedTable: [Float] = (0...fastTableSize).map {
    Float(toEncoded(Double($0) / Double(fastTableSize)))
  }

  /// The tables of `fastLinear` and `fastEncoded` as pointers, for per-pixel loops: fetched once
  /// before a loop, they spare each pixel the global's initialisation check and the array's
  /// bounds check. Allocated once and kept for the life of the process.
  public static let fast = FastTables(toLinear: toLinearTable, toEncoded: toEncodedTable)

  /// `fastLinear` and `fastEncoded` on `Float`s, through tables held by pointer.
  public struct FastTables: @unchecked Sendable {
    private let toLinear: UnsafeMutablePointer<Float>
    private let toEncoded: UnsafeMutablePointer<Float>

    init(toLinear: [Float], toEncoded: [Float]) {
      self.toLinear = .allocate(capacity: toLinear.count)
      self.toLinear.initialize(from: toLinear, count: toLinear.count)
      self.toEncoded = .allocate(capacity: toEncoded.count)
      self.toEncoded.initialize(from: toEncoded, count: toEncoded.count)
    }

    /// `toLinear` of an encoded value, interpolated (clamps to 0…1).
    @inline(__always) public func linear(_ encoded: Float) -> Float { lookup(toLinear, encoded) }

    /// `toEncoded` of a linear value, interpolated (clamps to 0…1; NaN gives 0).
    @inline(__always) public func encoded(_ linear: Float) -> Float { lookup(toEncoded, linear) }

    @inline(__always) private func lookup(_ table: UnsafeMutablePointer<Float>, _ value: Float)
      -> Float
    {
      let clamped: Float = value > 0 ? min(value, 1) : 0
      let position = clamped * Float(fastTableSize)
      let index = min(Int(position), fastTableSize - 1)
      let fraction = position - Float(index)
      return table[index] + (table[index + 1] - table[index]) * fraction
    }
  }

  /// `toLinear` through an interpolated table (for per-pixel work; clamps to 0…1).
  @inline(__always) public static func fastLinear(_ encoded: Double) -> Float {
    lookup(toLinearTable, encoded)
  }

  /// `toEncoded` through an interpolated table (for per-pixel work; clamps to 0…1).
  @inline(__always) public static func fastEncoded(_ linear: Double) -> Float {
    lookup(toEncodedTable, linear)
  }

  @inline(__always) private static func lookup(_ table: [Float], _ value: Double) -> Float {
    let position = min(max(value, 0), 1) * Double(fastTableSize)
    let index = min(Int(position), fastTableSize - 1)
    let fraction = Float(position - Double(index))
    return table[index] + (table[index + 1] - table[index]) * fraction
  }

  /// The linear value of an 8-bit code.
  @inline(__always) public static func decode(_ code: UInt8) -> Float { decodeTable[Int(code)] }

  /// The nearest 8-bit code of a linear value (clamped to 0…1; NaN gives 0). Ties go to the lower
  /// code.
  @inline(__always) public static func encode(_ linear: Float) -> UInt8 {
    let clamped: Float = linear > 0 ? min(linear, 1) : 0
    // Start from the exact answer at the nearest table point below, then walk: the distance to
    // successive codes falls then rises, so the first local minimum is the nearest code.
    var code = Int(encodeGuess[Int(clamped * Float(encodeGuessSteps))])
    while code > 0, abs(decodeTable[code - 1] - clamped) <= abs(decodeTable[code] - clamped) {
      code -= 1
    }
    while code < 255, abs(decodeTable[code + 1] - clamped) < abs(decodeTable[code] - clamped) {
      code += 1
    }
    return UInt8(code)
  }

  /// Steps of `encodeGuess`: fine enough that a guess is at most a code or two from the answer.
  static let encodeGuessSteps = 4095
  /// The nearest code at each of `encodeGuessSteps + 1` evenly spaced linear values.
  private static let encodeGuess: [UInt8] = (0...encodeGuessSteps).map {
    searchNearestCode(Float($0) / Float(encodeGuessSteps))
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

extension Color {
  /// The colour as premultiplied linear-light RGBA.
  public var premultipliedLinear: SIMD4<Float> {
    let a = Float(opacity)
    return SIMD4(
      Float(ColorEncoding.toLinear(red)) * a, Float(ColorEncoding.toLinear(green)) * a,
      Float(ColorEncoding.toLinear(blue)) * a, a)
  }
}
