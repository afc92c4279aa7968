import Foundation
import MorphCore
import MorphRaster
import Testing

/// Premultiplied linear storage and the sRGB transfer function.
@Suite struct PixmapTests {
  @Test func sRGBTransferFunctionMatchesTheStandard() {
    // IEC 61966-2-1: code 128 → ((128/255 + 0.055)/1.055)^2.4 = 0.215861.
    #expect(abs(Double(ColorEncoding.decode(128)) - 0.215861) < 1e-6)
    #expect(ColorEncoding.decode(0) == 0 && ColorEncoding.decode(255) == 1)
    #expect(ColorEncoding.encode(0.215861) == 128)
  }

  /// Misuse of the library is a precondition that stops the process, not a silent clamp: a
  /// negative size, or pixels that do not fill the size.
  @Test func aNegativeSizeOrTooFewPixelsStopsTheProcess() async {
    await #expect(processExitsWith: .failure) { _ = Pixmap(width: -1, height: 2) }
    await #expect(processExitsWith: .failure) {
      _ = Pixmap(width: 2, height: 2, pixels: [SIMD4<Float>](repeating: .zero, count: 3))
    }
    await #expect(processExitsWith: .failure) {
      _ = Pixmap(width: 1, height: 1, sRGBBytes: [0, 0, 0])
    }
  }

  @Test func opaqueBytesRoundTripExactly() {
    var bytes: [UInt8] = []
    for value in 0..<256 {
      bytes += [UInt8(value), UInt8(255 - value), UInt8((value * 7) % 256), 255]
    }
    let pixmap = Pixmap(width: 256, height: 1, sRGBBytes: bytes)
    #expect(pixmap.sRGBBytes() == bytes)
  }

  @Test func translucentPixelsArePremultiplied() {
    // sRGB (255, 0, 0) at alpha 128: stored as linear 1.0 × 128/255 in red.
    let pixmap = Pixmap(width: 1, height: 1, sRGBBytes: [255, 0, 0, 128])
    #expect(abs(pixmap[0, 0].x - 128.0 / 255) < 1e-6)
    #expect(abs(pixmap[0, 0].w - 128.0 / 255) < 1e-6)
    // And back: straight alpha again, within one code.
    let back = pixmap.sRGBBytes()
    #expect(back[0] == 255 && back[1] == 0 && back[3] == 128)
  }

  @Test func colourToPremultipliedLinear() {
    // systemBlue (0, 122, 255) at opacity 0.5: green linear = decode(122) = 0.194618, × 0.5.
    let value = Color.blue.opacity(0.5).premultipliedLinear
    #expect(abs(Double(value.y) - 0.194618 * 0.5) < 1e-5)
    #expect(value.w == 0.5)
  }

  @Test func everyCodeRoundTripsAndMidpointsSplitTheCodes() {
    for code in 0...255 {
      let linear = ColorEncoding.decodeTable[code]
      #expect(ColorEncoding.encode(linear) == UInt8(code))
      guard code < 255 else { continue }
      // Just either side of the linear midpoint between two codes: the nearer code wins.
      let next = ColorEncoding.decodeTable[code + 1]
      let middle = (linear + next) / 2
      let gap = (next - linear) / 8
      #expect(ColorEncoding.encode(middle - gap) == UInt8(code))
      #expect(ColorEncoding.encode(middle + gap) == UInt8(code + 1))
    }
    #expect(ColorEncoding.encode(-0.5) == 0)
    #expect(ColorEncoding.encode(7) == 255)
    #expect(ColorEncoding.encode(.nan) == 0)
  }

  @Test func fastEncodingAgreesWithALinearScanEverywhere() {
    // The definition, written out: the code whose decoded value is nearest (ties to the lower).
    let table = ColorEncoding.decodeTable
    func nearest(_ linear: Float) -> UInt8 {
      var best = 0
      for code in 1...255 where abs(table[code] - linear) < abs(table[best] - linear) {
        best = code
      }
      return UInt8(best)
    }
    // 200 001 evenly spaced linear values, then every Float within 64 steps of each decision
    // point (the midpoint between two codes, where the encoder's bucket changes its answer), then
    // every 4 099th Float from 2⁻¹⁶ to 1 (the buckets are spaced by powers of two).
    var disagreements = 0
    for step in 0...200_000 {
      let linear = Float(step) / 200_000
      if ColorEncoding.encode(linear) != nearest(linear) { disagreements += 1 }
    }
    for code in 0..<255 {
      let middle = (table[code] + table[code + 1]) / 2
      for offset in -64...64 {
        let linear = Float(bitPattern: UInt32(Int(middle.bitPattern) + offset))
        if ColorEncoding.encode(linear) != nearest(linear) { disagreements += 1 }
      }
    }
    for bits in stride(from: Float(0x1p-16).bitPattern, through: Float(1).bitPattern, by: 4099) {
      let linear = Float(bitPattern: bits)
      if ColorEncoding.encode(linear) != nearest(linear) { disagreements += 1 }
    }
    #expect(disagreements == 0)
  }

  @Test func aBlockIsStoredAtItsPlaceAndNothingElseChanges() {
    // A 3 × 2 block of codes 10…15 written at (2, 1) into a 6 × 4 image of 0xEE bytes.
    let block = (0..<6).map { index -> SIMD4<Float> in
      let value = ColorEncoding.decodeTable[10 + index]
      return SIMD4(value, value, value, 1)
    }
    var bytes = [UInt8](repeating: 0xEE, count: 6 * 4 * 4)
    block.withUnsafeBufferPointer { source in
      bytes.withUnsafeMutableBufferPointer { target in
        Pixmap.storeSRGB(source, columns: 3, rows: 2, into: target, at: (2, 1), width: 6)
      }
    }
    for y in 0..<4 {
      for x in 0..<6 {
        let pixel = Array(bytes[((y * 6 + x) * 4)..<((y * 6 + x) * 4 + 4)])
        if (2..<5).contains(x) && (1..<3).contains(y) {
          let code = UInt8(10 + (y - 1) * 3 + (x - 2))
          #expect(pixel == [code, code, code, 255], "(\(x), \(y))")
        } else {
          #expect(pixel == [0xEE, 0xEE, 0xEE, 0xEE], "(\(x), \(y))")
        }
      }
    }
    // A block reaching past the image writes nothing.
    var untouched = [UInt8](repeating: 0xEE, count: 6 * 4 * 4)
    block.withUnsafeBufferPointer { source in
      untouched.withUnsafeMutableBufferPointer { target in
        Pixmap.storeSRGB(source, columns: 3, rows: 2, into: target, at: (4, 3), width: 6)
      }
    }
    #expect(untouched.allSatisfy { $0 == 0xEE })
  }

  @Test func rowsStoredEightPixelsAtATimeGiveTheNearestCodes() {
    // A 37-pixel row (four groups of eight and a tail of five) of values at and around the
    // midpoints between codes, translucent, transparent, out of range and NaN pixels, checked
    // against the definition written out: straight alpha a = clamp(w, 0, 1); each channel the
    // code nearest to c / a (ties to the lower), clamped to 0…1; alpha round(255a); a = 0 (or NaN)
    // gives 0, 0, 0, 0.
    let table = ColorEncoding.decodeTable
    func nearest(_ linear: Float) -> UInt8 {
      let value = linear > 0 ? min(linear, 1) : 0
      var best = 0
      for code in 1...255 where abs(table[code] - value) < abs(table[best] - value) {
        best = code
      }
      return UInt8(best)
    }
    var pixels: [SIMD4<Float>] = []
    for index in 0..<37 {
      let code = (index * 7) % 255
      let middle = (table[code] + table[code + 1]) / 2
      let value = Float(bitPattern: UInt32(Int(middle.bitPattern) + index % 3 - 1))
      pixels.append(SIMD4(value, table[255 - code], middle, 1))
    }
    pixels[9].w = 0.5  // a translucent pixel in the second group
    pixels[9] *= SIMD4(0.5, 0.5, 0.5, 1)
    pixels[17] = SIMD4(0, 0, 0, 0)  // transparent, in the third group
    pixels[26] = SIMD4(-0.25, 1.5, .nan, 1)  // out of range and NaN channels
    pixels[35].w = .nan  // NaN alpha, in the tail
    var bytes = [UInt8](repeating: 0xEE, count: 37 * 4)
    pixels.withUnsafeBufferPointer { source in
      bytes.withUnsafeMutableBufferPointer { target in
        Pixmap.storeSRGB(source, columns: 37, rows: 1, into: target, at: (0, 0), width: 37)
      }
    }
    for (index, pixel) in pixels.enumerated() {
      let alpha = pixel.w.isNaN ? 0 : min(max(pixel.w, 0), 1)
      let expected: [UInt8] =
        alpha > 0
        ? [
          nearest(pixel.x / alpha), nearest(pixel.y / alpha), nearest(pixel.z / alpha),
          UInt8((alpha * 255).rounded()),
        ] : [0, 0, 0, 0]
      #expect(Array(bytes[(index * 4)..<(index * 4 + 4)]) == expected, "pixel \(index)")
    }
  }

  @Test func tableLookupsOnEightLanesFollowTheTransferFunction() {
    // IEC 61966-2-1 written out; the interpolated tables are within 10⁻⁴ of it (more loosely at
    // the foot of the encoding curve, whose slope there is 12.92). Lanes beyond 0…1 clamp.
    func encoded(_ linear: Double) -> Double {
      linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
    func decoded(_ value: Double) -> Double {
      value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let tables = ColorEncoding.fast
    for start in stride(from: 0, to: 1000, by: 8) {
      let values = SIMD8<Float>((0..<8).map { Float(start + $0) / 999 })
      let forward = tables.encoded(values)
      let backward = tables.linear(values)
      for lane in 0..<8 {
        let value = Double(values[lane])
        #expect(abs(Double(forward[lane]) - encoded(value)) < 2e-4, "encoded(\(value))")
        #expect(abs(Double(backward[lane]) - decoded(value)) < 1e-4, "linear(\(value))")
      }
    }
    let outside = tables.encoded(SIMD8(-1, 2, .nan, 0, 1, -0.0, 1e9, -1e9))
    #expect(outside == SIMD8(0, 1, 0, 0, 1, 0, 1, 0))
  }

  @Test func wholePartsAreTheFloorsOfSmallNumbers() {
    // Whole numbers, halves, values just either side of whole numbers and the ends of the range:
    // index == whole == ⌊x⌋, except that a whole number may give x − 1 (then x − whole == 1).
    var values: [Float] = [0, 0.25, 0.5, 0.75, 1, 1.5, 2.5, 4095, 4095.999, 4096, 0x1p22]
    for whole in [1, 2, 3, 7, 100, 4095] {
      values += [Float(whole).nextDown, Float(whole), Float(whole).nextUp]
    }
    while values.count % 8 != 0 { values.append(0) }
    for start in stride(from: 0, to: values.count, by: 8) {
      let lanes = SIMD8<Float>(values[start..<(start + 8)])
      let (index, whole) = lanes.wholeParts
      for lane in 0..<8 {
        let x = lanes[lane]
        #expect(Float(index[lane]) == whole[lane], "\(x)")
        let floor = x.rounded(.down)
        #expect(
          whole[lane] == floor || (x == floor && whole[lane] == floor - 1), "\(x) → \(whole[lane])")
      }
    }
  }

  @Test func bytesOfALargePixmapAreTheSameEveryWhere() {
    // More pixels than one conversion chunk, so several tasks write: each pixel's bytes must be
    // its own colour, worked out from the code table, wherever the chunks split.
    let width = 300
    let height = 500
    var pixmap = Pixmap(width: width, height: height)
    for index in pixmap.pixels.indices {
      let code = index % 256
      let value = ColorEncoding.decodeTable[code]
      pixmap.pixels[index] = SIMD4(value, value, value, 1)
    }
    let bytes = pixmap.sRGBBytes()
    #expect(bytes.count == width * height * 4)
    var wrong = 0
    for index in 0..<(width * height)
    where bytes[index * 4] != UInt8(index % 256)
      || bytes[index * 4 + 3] != 255
    {
      wrong += 1
    }
    #expect(wrong == 0)
  }
}
