import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work that recurses as deep as its input nests — parsing, evaluating and laying out a view
/// tree — runs on threads with a large stack, so a deeply nested scene ends in a located error
/// or a result, never a stack overflow. A debug build's frames are large: a tree of views 70
/// deep, each with a 40-modifier chain, overflowed a thread's default 8 MiB while being
/// evaluated (found by fuzzing).
package enum LargeStack {
  /// The stack of each such thread (bytes). Reserved, not committed: only the pages touched
  /// are used.
  package static let bytes = 1 << 30

  /// Smaller stacks tried, in order, when a thread with `bytes` cannot be made (a process under
  /// `ulimit -v` cannot reserve 1 GiB of address space per thread); with none, the work runs on
  /// the caller's own stack rather than waiting for a thread that never started.
  static let fallbackBytes = [256 << 20, 64 << 20]

  /// `body` run on a thread with a stack of `bytes` (or the first of `stackSizes` that can be
  /// had); the caller waits for it.
  package static func run<Result>(
    stackSizes: [Int] = [bytes] + fallbackBytes, _ body: () -> Result
  ) -> Result {
    withoutActuallyEscaping(body) { body in
      let task = Task(body: body)
      let done = DispatchSemaphore(value: 0)
      guard
        start(
          stackSizes: stackSizes,
          {
            task.run()
            done.signal()
          })
      else {
        task.run()
        return task.take()
      }
      done.wait()
      // The thread may outlive this call; the closure must not.
      return task.take()
    }
  }

  /// Starts `work` on a new thread with the largest stack that can be had (`bytes`, then
  /// `fallbackBytes`); false when no thread could be started. Foundation's `Thread.start`
  /// reports no failure, and its caller waited for ever (found running under `ulimit -v`).
  static func start(
    stackSizes: [Int] = [bytes] + fallbackBytes, _ work: @escaping @Sendable () -> Void
  ) -> Bool {
    for size in stackSizes {
      if startThread(stackSize: size, work) { return true }
    }
    return false
  }

  /// One attempt at starting `work` on a detached POSIX thread with a stack of `stackSize` bytes.
  private static func startThread(stackSize: Int, _ work: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0,
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
    else { return false }
    let box = Unmanaged.passRetained(WorkBox(work))
    #if canImport(Darwin)
      var thread: pthread_t? = nil
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, &attributes,
      { context in
        #if canImport(Darwin)
          let box = Unmanaged<WorkBox>.fromOpaque(context).takeRetainedValue()
        #else
          // The context is the box passed below, never nil.
          guard let context else { return nil }
          let box = Unmanaged<WorkBox>.fromOpaque(context).takeRetainedValue()
        #endif
        box.work()
        return nil
      }, box.toOpaque())
    if status != 0 { box.release() }
    return status == 0
  }

  /// The work a new thread runs, handed over through `pthread_create`'s context pointer.
  private final class WorkBox: Sendable {
    let work: @Sendable () -> Void
    init(_ work: @escaping @Sendable () -> Void) { self.work = work }
  }

  /// `body(0) … body(count − 1)` on up to one large-stack thread per core (unless the thread
  /// limit is 1), returned in index order: each task writes its own slot, so the result does
  /// not depend on the thread count.
  package static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result)
    -> [Result]
  {
    let threads =
      Parallel.threadLimit == 1
      ? 1
      : min(
        count,
        Parallel.threadLimit > 0
          ? Parallel.threadLimit : ProcessInfo.processInfo.activeProcessorCount)
    guard threads > 1 else { return run { (0..<count).map(body) } }
    let next = Atomic<Int>(0)
    var slots = [Result?](repeating: nil, count: count)
    slots.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let buffer = buffer
      withoutActuallyEscaping(body) { body in
        let task = Task<Void> {
          while case let index = next.add(1, ordering: .relaxed).oldValue, index < count {
            buffer[index] = body(index)
          }
        }
        let done = DispatchSemaphore(value: 0)
        var started = 0
        for _ in 0..<threads
        where start({
          task.share()
          done.signal()
        }) { started += 1 }
        // With no thread to be had the caller does the work itself; the threads that did start
        // share it with the caller otherwise idle.
        if started < threads { task.share() }
        for _ in 0..<started { done.wait() }
        task.release()
      }
    }
    return slots.map { result in
      guard let result else { preconditionFailure("LargeStack.map: a task left its slot empty") }
      return result
    }
  }

  /// A closure handed to other threads while its caller waits, and the value it returned. The
  /// closure is let go before the caller returns (threads may be released later).
  private final class Task<Result>: @unchecked Sendable {
    private var body: (() -> Result)?
    private var result: Result?

    init(body: @escaping () -> Result) { self.body = body }

    /// Runs the closure on the one thread that owns the result.
    func run() {
      guard let body else { return }
      result = body()
    }

    /// Runs the closure on one of several threads at once (`map`, whose closure shares out the
    /// work and writes its own slots). Nothing is stored: the threads only read `body`, which is
    /// written again only after all of them have signalled.
    func share() {
      guard let body else { return }
      _ = body()
    }

    /// Lets go of the closure.
    func release() { body = nil }

    /// The result, letting go of the closure.
    func take() -> Result {
      body = nil
      guard let result else { preconditionFailure("LargeStack.run: the thread left no result") }
      return result
    }
  }
}
