import Testing

@testable import GlassMorphRendering

/// How many frames may wait for the encoder: at most 24 MiB of them (25 165 824 bytes), never
/// fewer than two nor more than four.
@Suite struct FramesInFlightTests {
  /// iPhone 16 Pro frames of RGBA bytes: at 1×, 402 × 874 × 4 = 1 405 392 bytes (17 fit, capped
  /// at 4); at 2×, 804 × 1748 × 4 = 5 621 568 (4 fit: 4.47); at 3×, 1206 × 2622 × 4 = 12 648 528
  /// (1.99 fit, raised to 2).
  @Test func largeFramesWaitFewerAtOnce() {
    #expect(FrameStream.framesInFlight(frameBytes: 402 * 874 * 4) == 4)
    #expect(FrameStream.framesInFlight(frameBytes: 804 * 1748 * 4) == 4)
    #expect(FrameStream.framesInFlight(frameBytes: 1206 * 2622 * 4) == 2)
    #expect(FrameStream.framesInFlight(frameBytes: 0) == 4)
  }
}
