#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One σ's blur of a whole backdrop, filled in bands of rows as glass first reaches them
/// (`BackdropBlurs`). Its owner writes a band once, under its lock, before handing the canvas out
/// for those rows; a band written is never written again, so readers of written rows never meet a
/// write. Rows not yet written hold zeros (read only by a sample of degenerate geometry, which
/// draws nothing).
final class BlurredCanvas: @unchecked Sendable {
  /// The pixels, `width` × `height`, row-major.
  let pixels: UnsafeMutableBufferPointer<SIMD4<Float>>
  /// Width and height in blurred pixels.
  let width: Int
  let height: Int
  /// Canvas pixels per blurred pixel, along each axis.
  let step: Int
  /// Which bands (`BackdropBlurs.bandRows` rows each) are written; changed only under the owner's
  /// lock.
  var written: [Bool]
  /// Whether `pixels` came from `calloc` (freed with `free`) rather than Swift's allocator.
  private let fromCalloc: Bool

  /// A zeroed canvas of `width` × `height` pixels at `step`, in bands of `bandRows` rows.
  init(width: Int, height: Int, step: Int, bandRows: Int) {
    // `calloc`: memory fresh from the system is zero already, so the rows no glass reaches are
    // never touched (a still at 3× reaches a few bands of a 12.6 MB canvas). Its 16-byte
    // alignment is SIMD4<Float>'s. Should it fail, Swift's allocator (which traps when memory runs
    // out, as every array here does) is used and zeroed.
    let count = max(1, width * height)
    if let zeroed = calloc(count, MemoryLayout<SIMD4<Float>>.stride) {
      pixels = UnsafeMutableBufferPointer(
        start: zeroed.bindMemory(to: SIMD4<Float>.self, capacity: count), count: count)
      fromCalloc = true
    } else {
      pixels = .allocate(capacity: count)
      pixels.initialize(repeating: .zero)
      fromCalloc = false
    }
    self.width = width
    self.height = height
    self.step = step
    written = Array(repeating: false, count: (height + bandRows - 1) / bandRows)
  }

  deinit {
    if fromCalloc { free(pixels.baseAddress) } else { pixels.deallocate() }
  }
}
