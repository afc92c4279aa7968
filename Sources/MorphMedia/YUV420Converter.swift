import Foundation

/// RGBA → 8-bit 4:2:0 Y′CbCr with BT.709 coefficients, full-range input to limited-range output
/// (ITU-R BT.709-6 §3: Y′ = 0.2126 R′ + 0.7152 G′ + 0.0722 B′, Cb = (B′ − Y′)/1.8556,
/// Cr = (R′ − Y′)/1.5748; 8-bit Y′ = 16 + 219 Y′, C = 128 + 224 C), each chroma sample from the
/// mean of its 2 × 2 pixels — the H.264 encoder's input. Frames of a video change in parts:
/// each pair of rows is compared with the previous frame's, and only the columns between the
/// first and last that changed are converted; the planes keep the rest.
final class YUV420Converter {
  let width: Int
  let height: Int
  /// The previous frame's RGBA (empty before the first).
  private var previous: [UInt8] = []

  /// Fixed-point weights (× 2¹⁶ for luma from one pixel, × 2¹⁶ for chroma from the sum of four,
  /// which carries the extra 2² of the mean): the BT.709 matrix scaled to the 8-bit ranges.
  static let kr = 0.2126
  static let kb = 0.0722
  static var kg: Double { 1 - kr - kb }
  static let one = 65_536.0
  static let lumaWeights = SIMD3<Int32>(
    Int32((kr * 219 / 255 * one).rounded()), Int32((kg * 219 / 255 * one).rounded()),
    Int32((kb * 219 / 255 * one).rounded()))
  static let blueWeights = SIMD3<Int32>(
    Int32((-kr / (2 * (1 - kb)) * 224 / 255 * one / 4).rounded()),
    Int32((-kg / (2 * (1 - kb)) * 224 / 255 * one / 4).rounded()),
    Int32(((1 - kb) / (2 * (1 - kb)) * 224 / 255 * one / 4).rounded()))
  static let redWeights = SIMD3<Int32>(
    Int32(((1 - kr) / (2 * (1 - kr)) * 224 / 255 * one / 4).rounded()),
    Int32((-kg / (2 * (1 - kr)) * 224 / 255 * one / 4).rounded()),
    Int32((-kb / (2 * (1 - kr)) * 224 / 255 * one / 4).rounded()))

  /// A converter for frames `width` × `height` pixels (both even).
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The planes of the frame `rgba` (width × height × 4 bytes): luma into `y` (rows `yStride`
  /// bytes apart), chroma into `u` and `v` (half size). Only what differs from the previous call's
  /// frame is written, so the planes must still hold that frame's conversion. Returns the number
  /// of pixels converted.
  @discardableResult
  func convert(
    _ rgba: UnsafeBufferPointer<UInt8>, y: UnsafeMutablePointer<UInt8>, yStride: Int,
    u: UnsafeMutablePointer<UInt8>, uStride: Int, v: UnsafeMutablePointer<UInt8>, vStride: Int
  ) -> Int {
    let rowBytes = width * 4
    guard width >= 2, height >= 2, width % 2 == 0, height % 2 == 0,
      rgba.count >= rowBytes * height, let source = rgba.baseAddress
    else { return 0 }
    let first = previous.count != rgba.count
    if first { previous = Array(rgba) }
    var converted = 0
    previous.withUnsafeMutableBufferPointer { kept in
      guard let old = kept.baseAddress else { return }
      for pair in 0..<(height / 2) {
        let top = source + 2 * pair * rowBytes
        let span =
          first
          ? 0..<(width / 2)
          : Self.changedColumnPairs(
            top, old + 2 * pair * rowBytes, rowBytes: rowBytes)
        guard !span.isEmpty else { continue }
        Self.convertPair(
          top, rowBytes: rowBytes, columnPairs: span, y: y + 2 * pair * yStride, yStride: yStride,
          u: u + pair * uStride, v: v + pair * vStride)
        if !first {
          for row in 0..<2 {
            let offset = (2 * pair + row) * rowBytes + span.lowerBound * 8
            (old + offset).update(from: source + offset, count: span.count * 8)
          }
        }
        converted += span.count * 4
      }
    }
    return converted
  }

  /// The column pairs (pixels 2k, 2k + 1) of two rows whose bytes differ between `new` and `old`:
  /// from the first differing one to the last, found eight bytes at a time from each end.
  static func changedColumnPairs(
    _ new: UnsafePointer<UInt8>, _ old: UnsafePointer<UInt8>, rowBytes: Int
  ) -> Range<Int> {
    // Most rows of a frame did not change: the C library compares them fastest.
    guard memcmp(new, old, 2 * rowBytes) != 0 else { return 0..<0 }
    var lowest = Int.max
    var highest = -1
    for row in 0..<2 {
      let a = UnsafeRawPointer(new + row * rowBytes)
      let b = UnsafeRawPointer(old + row * rowBytes)
      let words = rowBytes / 8
      var start = 0
      while start < words,
        a.loadUnaligned(fromByteOffset: start * 8, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: start * 8, as: UInt64.self)
      {
        start += 1
      }
      // A whole number of words per row: 8 bytes are one pair of pixels.
      guard start < words else { continue }
      var end = words
      while end > start,
        a.loadUnaligned(fromByteOffset: (end - 1) * 8, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: (end - 1) * 8, as: UInt64.self)
      {
        end -= 1
      }
      // The bytes start × 8 ..< end × 8 hold every difference of the row.
      if end > start {
        lowest = min(lowest, start)
        highest = max(highest, end - 1)
      }
    }
    return highest < 0 ? 0..<0 : lowest..<(highest + 1)
  }

  /// Converts the column pairs `columnPairs` of the two rows at `top`.
  @inline(__always)
  static func convertPair(
    _ top: UnsafePointer<UInt8>, rowBytes: Int, columnPairs: Range<Int>,
    y: UnsafeMutablePointer<UInt8>, yStride: Int, u: UnsafeMutablePointer<UInt8>,
    v: UnsafeMutablePointer<UInt8>
  ) {
    let bottom = top + rowBytes
    let luma = lumaWeights
    let blue = blueWeights
    let red = redWeights
    // Offsets with rounding: 16 and 128 in the fixed-point scales.
    let lumaOffset = Int32(16 << 16) + Int32(1 << 15)
    let chromaOffset = Int32(128 << 16) + Int32(1 << 15)
    @inline(__always) func pixel(_ row: UnsafePointer<UInt8>, _ x: Int) -> SIMD3<Int32> {
      SIMD3(Int32(row[4 * x]), Int32(row[4 * x + 1]), Int32(row[4 * x + 2]))
    }
    @inline(__always) func byte(_ value: Int32) -> UInt8 {
      UInt8(clamping: value >> 16)
    }
    for pair in columnPairs {
      let x = 2 * pair
      let a = pixel(top, x)
      let b = pixel(top, x + 1)
      let c = pixel(bottom, x)
      let d = pixel(bottom, x + 1)
      y[x] = byte((a &* luma).wrappedSum() &+ lumaOffset)
      y[x + 1] = byte((b &* luma).wrappedSum() &+ lumaOffset)
      y[yStride + x] = byte((c &* luma).wrappedSum() &+ lumaOffset)
      y[yStride + x + 1] = byte((d &* luma).wrappedSum() &+ lumaOffset)
      let sum = a &+ b &+ c &+ d
      u[pair] = byte((sum &* blue).wrappedSum() &+ chromaOffset)
      v[pair] = byte((sum &* red).wrappedSum() &+ chromaOffset)
    }
  }
}
