import Testing

@testable import MorphCore

/// Work on large-stack threads, and what happens when no such thread can be had.
@Suite struct LargeStackTests {
  /// A recursion 2 000 000 calls deep — at least 32 bytes a frame (a return address, a saved
  /// frame pointer, the argument and the pending addition), 64 MB, eight times a default
  /// thread's 8 MiB stack — returns its count on a large-stack thread.
  @Test func deepRecursionReturnsOnALargeStack() {
    func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
    #expect(LargeStack.run { depth(2_000_000) } == 2_000_000)
  }

  /// A stack no system can reserve (2⁶² bytes) starts no thread: `start` says so, and `run`
  /// does the work on the caller's own stack instead of waiting for a thread that never
  /// started (it waited for ever under `ulimit -v`, where 1 GiB cannot be reserved).
  @Test func withNoThreadToBeHadTheWorkRunsOnTheCaller() {
    let impossible = [1 << 62]
    #expect(!LargeStack.start(stackSizes: impossible) {})
    #expect(LargeStack.run(stackSizes: impossible) { 6 * 7 } == 42)
  }
}
