import Foundation
import Synchronization

/// Work that recurses as deep as its input nests — parsing, evaluating and laying out a view
/// tree — runs on threads with a large stack, so a deeply nested scene ends in a located error
/// or a result, never a stack overflow. A debug build's frames are large: a tree of views 70
/// deep, each with a 40-modifier chain, overflowed a thread's default 8 MiB while being
/// evaluated (found by fuzzing).
package enum LargeStack {
  /// The stack of each such thread (bytes). Reserved, not committed: only the pages touched
  /// are used.
  package static let bytes = 1 << 30

  /// `body` run on a thread with a stack of `bytes`; the caller waits for it.
  package static func run<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
      let task = Task(body: body)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        task.run()
        done.signal()
      }
      thread.stackSize = bytes
      thread.start()
      done.wait()
      // The thread object may outlive this call; the closure must not.
      return task.take()
    }
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
        for _ in 0..<threads {
          let thread = Thread {
            task.share()
            done.signal()
          }
          thread.stackSize = bytes
          thread.start()
        }
        for _ in 0..<threads { done.wait() }
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
