import Testing

@testable import MorphCore

/// `StreamingCopy`, which copies frames with stores that bypass the cache: the bytes must be
/// `memcpy`'s at every length and alignment, including the ordinary head and tail around the
/// streamed middle.
@Suite struct StreamingCopyTests {
  @Test(arguments: [0, 1, 15, 16, 17, 33, 4096 + 7])
  func aCopyEqualsItsSourceAtEveryOffset(length: Int) {
    // Each byte a function of its index, so a shifted or skipped store shows.
    let source = (0..<(length + 32)).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
    for sourceOffset in 0..<16 {
      for destinationOffset in 0..<16 {
        var destination = [UInt8](repeating: 0xA5, count: length + 32)
        source.withUnsafeBytes { from in
          destination.withUnsafeMutableBytes { to in
            guard let from = from.baseAddress, let to = to.baseAddress else { return }
            StreamingCopy.copy(
              from: from + sourceOffset, to: to + destinationOffset, byteCount: length)
          }
        }
        let expected =
          [UInt8](repeating: 0xA5, count: destinationOffset)
          + source[sourceOffset..<(sourceOffset + length)]
          + [UInt8](repeating: 0xA5, count: 32 - destinationOffset)
        #expect(
          destination == expected,
          "length \(length), offsets \(sourceOffset) → \(destinationOffset)")
      }
    }
  }
}
