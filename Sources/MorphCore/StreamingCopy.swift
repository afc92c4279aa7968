import Synchronization

#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
  import _Builtin_intrinsics.intel
#endif

/// Copies of whole frames that write around the cache: a frame (12.6 MB at 3×) is read by the
/// encoder or the next frame, not by the core that copies it, so fetching each destination line
/// into the cache before overwriting it (what an ordinary store does) doubles the memory traffic.
/// glibc's `memcpy` switches to such non-temporal stores only above a threshold it derives from
/// the cache size, which virtual machines report as hundreds of megabytes; on the 2-core
/// development machine a 12.6 MB copy took 1.3–1.8 ms with `memcpy` and 1.0–1.1 ms streamed.
/// For copies of at least a few hundred kilobytes that the copying thread will not read next.
enum StreamingCopy {
  /// Bytes per streamed store: one SSE2 register, which every x86-64 processor has.
  static let storeWidth = 16

  /// Copies `byteCount` bytes from `source` to `destination` (which must not overlap). The
  /// bytes are identical to `memcpy`'s; only the cache traffic differs.
  static func copy(
    from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, byteCount: Int
  ) {
    guard byteCount > 0 else { return }
    #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
      // Streamed stores need an aligned destination: copy the bytes before the first boundary
      // and after the last one ordinarily.
      let misalignment = Int(bitPattern: destination) & (storeWidth - 1)
      let head = min(byteCount, misalignment == 0 ? 0 : storeWidth - misalignment)
      let body = (byteCount - head) / storeWidth * storeWidth
      destination.copyMemory(from: source, byteCount: head)
      var offset = head
      let end = head + body
      while offset < end {
        let value = _mm_loadu_si128(
          (source + offset).assumingMemoryBound(to: __m128i.self))
        _mm_stream_si128((destination + offset).assumingMemoryBound(to: __m128i.self), value)
        offset += storeWidth
      }
      (destination + end).copyMemory(from: source + end, byteCount: byteCount - end)
      // Streamed stores are weakly ordered: the fence (a locked instruction on x86-64, which
      // drains the write-combining buffers) makes them visible before anything this thread
      // does next, such as signalling that the copy is done.
      atomicMemoryFence(ordering: .sequentiallyConsistent)
    #else
      destination.copyMemory(from: source, byteCount: byteCount)
    #endif
  }

  /// Initializes `count` elements at `destination` with copies of those at `source`.
  static func copy<Element: BitwiseCopyable>(
    from source: UnsafePointer<Element>, to destination: UnsafeMutablePointer<Element>, count: Int
  ) {
    copy(
      from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(destination),
      byteCount: count * MemoryLayout<Element>.stride)
  }
}
