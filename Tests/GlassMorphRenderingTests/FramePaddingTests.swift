import Testing

@testable import GlassMorphRendering

/// Odd frame sizes are padded to even ones for H.264 by repeating the last column and row.
@Suite struct FramePaddingTests {
  @Test func theLastColumnAndRowAreRepeated() {
    // A 3 × 2 image whose pixel (x, y) is (10x + y, 0, 0, 255), padded to 4 × 3.
    var bytes: [UInt8] = []
    for y in 0..<2 { for x in 0..<3 { bytes += [UInt8(10 * x + y), 0, 0, 255] } }
    let padded = FrameStream.padded(bytes, width: 3, height: 2, toWidth: 4, toHeight: 3)
    #expect(padded.count == 4 * 3 * 4)
    for y in 0..<3 {
      for x in 0..<4 {
        // Written out: the source pixel is (min(x, 2), min(y, 1)).
        let expected = UInt8(10 * Swift.min(x, 2) + Swift.min(y, 1))
        #expect(padded[(y * 4 + x) * 4] == expected, "(\(x), \(y))")
        #expect(padded[(y * 4 + x) * 4 + 3] == 255)
      }
    }
    // Already even: the same bytes.
    #expect(FrameStream.padded(bytes, width: 3, height: 2, toWidth: 3, toHeight: 2) == bytes)
  }
}
