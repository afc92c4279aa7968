/// Process-wide memory settings for programs that render many large frames.
public enum FrameMemory {
  /// Frame buffers are tens of megabytes (a 3× iPhone frame of `Float` RGBA is 50 MB). glibc maps
  /// blocks above 32 MB fresh from the kernel and unmaps them on free, so every frame paid for
  /// zeroed pages again; below this threshold freed frames are reused from the heap instead.
  public static let largeBlockThreshold: Int32 = 512 << 20

  /// Lets freed frame buffers be reused rather than returned to the kernel, and keeps the
  /// kernel from backing buffers with 2 MB pages. Call once, early, from an executable (it changes
  /// the allocator and memory of the whole process); does nothing off Linux.
  public static func reuseLargeBuffers() {
    #if os(Linux) && canImport(Glibc)
      _ = glibcMallopt(mmapThresholdParameter, largeBlockThreshold)
      _ = glibcMallopt(trimThresholdParameter, largeBlockThreshold)
      // x264 asks for transparent huge pages for its frame buffers, each zeroed 2 MB at a time when
      // first touched, used or not. Without them a 2-second render at 2× spends half as long in
      // the kernel (union-groups: 0.48 → 0.22 s of system time, about a tenth of the run).
      _ = linuxPrctl(disableTransparentHugePages, 1, 0, 0, 0)
    #endif
  }

  /// Gives the heap's free pages back to the kernel (glibc's `malloc_trim(0)`, which also
  /// releases whole free pages inside the heap). For a long-running program between renders —
  /// the preview server, idle after a video — whose freed frame buffers `reuseLargeBuffers`
  /// otherwise keeps resident, spread over each thread's arena; costs a few milliseconds, so
  /// not per frame. Does nothing off Linux.
  public static func releaseFreedMemory() {
    #if os(Linux) && canImport(Glibc)
      _ = glibcMallocTrim(0)
    #endif
  }

  /// `PR_SET_THP_DISABLE` from <linux/prctl.h>.
  static let disableTransparentHugePages: Int32 = 41

  /// `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` from glibc's <malloc.h> (not in the Glibc module).
  static let mmapThresholdParameter: Int32 = -3
  static let trimThresholdParameter: Int32 = -1
}

#if os(Linux) && canImport(Glibc)
  /// glibc's `int mallopt(int param, int value)`; <malloc.h> is not part of the Glibc module map.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32

  /// glibc's `int malloc_trim(size_t pad)`; <malloc.h> is not part of the Glibc module map.
  @_silgen_name("malloc_trim")
  private func glibcMallocTrim(_ pad: Int) -> Int32

  /// Linux's `int prctl(int option, ...)` with its four integer arguments (Swift cannot call the
  /// variadic declaration; integer arguments pass the same way on x86-64 and arm64 Linux).
  @_silgen_name("prctl")
  private func linuxPrctl(_ option: Int32, _ a: UInt, _ b: UInt, _ c: UInt, _ d: UInt) -> Int32
#endif
