/// Process-wide memory settings for programs that render many large frames.
public enum FrameMemory {
  /// Frame buffers are tens of megabytes (a 3× iPhone frame of `Float` RGBA is 50 MB). glibc maps
  /// blocks above 32 MB fresh from the kernel and unmaps them on free, so every frame paid for
  /// zeroed pages again; below this threshold freed frames are reused from the heap instead.
  public static let largeBlockThreshold: Int32 = 512 << 20

  /// Lets freed frame buffers be reused rather than returned to the kernel. Call once, early, from
  /// an executable (it changes the allocator of the whole process); does nothing off glibc.
  public static func reuseLargeBuffers() {
    #if os(Linux) && canImport(Glibc)
      _ = glibcMallopt(mmapThresholdParameter, largeBlockThreshold)
      _ = glibcMallopt(trimThresholdParameter, largeBlockThreshold)
    #endif
  }

  /// `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` from glibc's <malloc.h> (not in the Glibc module).
  static let mmapThresholdParameter: Int32 = -3
  static let trimThresholdParameter: Int32 = -1
}

#if os(Linux) && canImport(Glibc)
  /// glibc's `int mallopt(int param, int value)`; <malloc.h> is not part of the Glibc module map.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
