import Dispatch
import Synchronization

/// The one place pixel work is spread over threads. Every caller splits work so that each task
/// writes its own pixels only, so the result does not depend on the thread count; tests check
/// that by running with one thread and with several.
public enum Parallel {
  private static let limit = Atomic<Int>(0)

  /// The most threads pixel work may use; 0 (the default) means every core.
  public static var threadLimit: Int {
    get { limit.load(ordering: .relaxed) }
    set { limit.store(max(0, newValue), ordering: .relaxed) }
  }

  /// Runs `body` for 0..<iterations, in parallel unless the thread limit is 1.
  public static func forEach(_ iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 0 else { return }
    if threadLimit == 1 || iterations == 1 {
      for index in 0..<iterations { body(index) }
    } else {
      DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
  }
}
