import Testing

@testable import MorphMedia

/// The H.264 input conversion: BT.709 limited range, and a frame converted only where it changed
/// equals the same frame converted whole.
@Suite struct YUV420ConverterTests {
  /// Planes of a `width` × `height` frame converted by `converter`.
  struct Planes: Equatable {
    var y: [UInt8]
    var u: [UInt8]
    var v: [UInt8]

    init(width: Int, height: Int) {
      y = [UInt8](repeating: 0, count: width * height)
      u = [UInt8](repeating: 0, count: width * height / 4)
      v = [UInt8](repeating: 0, count: width * height / 4)
    }

    /// Returns the number of pixels converted.
    @discardableResult
    mutating func convert(_ rgba: [UInt8], with converter: YUV420Converter) -> Int {
      let width = converter.width
      return rgba.withUnsafeBufferPointer { source in
        y.withUnsafeMutableBufferPointer { y in
          u.withUnsafeMutableBufferPointer { u in
            v.withUnsafeMutableBufferPointer { v in
              guard let y = y.baseAddress, let u = u.baseAddress, let v = v.baseAddress else {
                return 0
              }
              return converter.convert(
                source, y: y, yStride: width, u: u, uStride: width / 2, v: v, vStride: width / 2)
            }
          }
        }
      }
    }
  }

  @Test func flatColoursTakeTheirBT709LimitedRangeCodes() {
    // Written out from BT.709-6: Y′ = 0.2126 R + 0.7152 G + 0.0722 B, Cb = (B − Y′)/1.8556,
    // Cr = (R − Y′)/1.5748 on 0…1 values; 8-bit Y = 16 + 219 Y′, C = 128 + 224 C.
    // Green (0, 136, 0): Y′ = 0.38144 → 99.5 → 100; Cb = −0.20556 → 81.95 → 82;
    // Cr = −0.24221 → 73.7 → 74. White → 235/128/128; black → 16/128/128.
    let cases: [([UInt8], [UInt8])] = [
      ([0, 136, 0], [100, 82, 74]), ([255, 255, 255], [235, 128, 128]),
      ([0, 0, 0], [16, 128, 128]),
    ]
    for (rgb, expected) in cases {
      let converter = YUV420Converter(width: 4, height: 2)
      var planes = Planes(width: 4, height: 2)
      planes.convert(Array((0..<8).map { _ in rgb + [255] }.joined()), with: converter)
      #expect(planes.y.allSatisfy { $0 == expected[0] }, "\(rgb): Y \(planes.y)")
      #expect(planes.u.allSatisfy { $0 == expected[1] }, "\(rgb): U \(planes.u)")
      #expect(planes.v.allSatisfy { $0 == expected[2] }, "\(rgb): V \(planes.v)")
    }
  }

  @Test func aFrameConvertedWhereItChangedEqualsItConvertedWhole() {
    // A 38 × 20 gradient, then the same with a block changed (odd columns and rows at its edges)
    // and one pixel changed at the end of a row: converted after the first, it must equal a fresh
    // conversion of the second.
    let (width, height) = (38, 20)
    func frame(_ change: Bool) -> [UInt8] {
      var bytes: [UInt8] = []
      for y in 0..<height {
        for x in 0..<width {
          let inside = change && (7..<19).contains(x) && (5..<12).contains(y)
          let corner = change && x == width - 1 && y == 13
          bytes += [
            UInt8(x * 6), UInt8(y * 12), inside ? 250 : UInt8((x + y) * 3), corner ? 0 : 255,
          ]
          if corner { bytes[bytes.count - 4] = 1 }
        }
      }
      return bytes
    }
    let incremental = YUV420Converter(width: width, height: height)
    var planes = Planes(width: width, height: height)
    planes.convert(frame(false), with: incremental)
    planes.convert(frame(true), with: incremental)
    var whole = Planes(width: width, height: height)
    whole.convert(frame(true), with: YUV420Converter(width: width, height: height))
    #expect(planes == whole)
    // Converting an unchanged frame converts nothing.
    #expect(planes.convert(frame(true), with: incremental) == 0)
  }
}
