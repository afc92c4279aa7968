import Dispatch
import Synchronization

/// The one place work is spread over threads: pixels, and the views of a folder's listing
/// (`GlassCatalog`). Every caller splits work so that each task writes its own pixels or its own
/// entry only, so the result does not depend on the thread count; tests check that by running
/// with one thread and with several.
package enum Parallel {
  private static let limit = Atomic<Int>(0)

  /// The most threads pixel work may use; 0 (the default) means every core.
  package static var threadLimit: Int {
    get { limit.load(ordering: .relaxed) }
    set { limit.store(max(0, newValue), ordering: .relaxed) }
  }

  /// Runs `body` for 0..<iterations, in parallel unless the thread limit is 1.
  package static func forEach(_ iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 0 else { return }
    if threadLimit == 1 || iterations == 1 {
      for index in 0..<iterations { body(index) }
    } else {
      DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
  }
}

extension Parallel {
  /// Elements per task of `copy(_:)`: large enough that a task is a long memory stream.
  static let copyChunk = 1 << 18

  /// A copy of `source` with unshared storage, made in parallel chunks: copying a frame is
  /// memory-bound, and two cores move it faster than one.
  package static func copy<Element: BitwiseCopyable>(_ source: [Element]) -> [Element] {
    let count = source.count
    guard count > copyChunk else {
      return Array(unsafeUninitializedCapacity: count) { buffer, done in
        _ = source.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
        done = count
      }
    }
    return Array(unsafeUninitializedCapacity: count) { buffer, done in
      source.withUnsafeBufferPointer { input in
        nonisolated(unsafe) let input = input
        nonisolated(unsafe) let output = buffer
        forEach((count + copyChunk - 1) / copyChunk) { chunk in
          let range = (chunk * copyChunk)..<min(count, (chunk + 1) * copyChunk)
          guard let from = input.baseAddress, let to = output.baseAddress else { return }
          StreamingCopy.copy(
            from: from + range.lowerBound, to: to + range.lowerBound, count: range.count)
        }
      }
      done = count
    }
  }

  /// A copy of `source` with unshared storage, made on another thread while `body` runs on this
  /// one; returns once both are done. For a memory-bound copy beside compute-bound work, which
  /// fills the moments the work's parallel steps leave a core idle. With a thread limit of 1 the
  /// copy is made first. `body` must not read the copy.
  package static func copy<Element: BitwiseCopyable>(
    _ source: [Element], whileRunning body: () -> Void
  ) -> [Element] {
    guard threadLimit != 1 else {
      let copied = copy(source)
      body()
      return copied
    }
    let count = source.count
    return Array(unsafeUninitializedCapacity: count) { buffer, done in
      source.withUnsafeBufferPointer { input in
        nonisolated(unsafe) let input = input
        nonisolated(unsafe) let output = buffer
        let copying = DispatchGroup()
        DispatchQueue.global().async(group: copying) {
          guard let from = input.baseAddress, let to = output.baseAddress else { return }
          StreamingCopy.copy(from: from, to: to, count: count)
        }
        body()
        // The buffers stay valid until the copy is done: both closures are still running.
        copying.wait()
      }
      done = count
    }
  }
}
