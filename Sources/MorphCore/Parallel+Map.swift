extension Parallel {
  /// `body(0) … body(count − 1)` computed in parallel (unless the thread limit is 1), returned in
  /// index order: each task writes its own slot, so the result does not depend on the thread count.
  package static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result)
    -> [Result]
  {
    guard count > 1, threadLimit != 1 else { return (0..<count).map(body) }
    var slots = [Result?](repeating: nil, count: count)
    slots.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let buffer = buffer
      forEach(count) { index in buffer[index] = body(index) }
    }
    return slots.map { result in
      guard let result else { preconditionFailure("Parallel.map: a task left its slot empty") }
      return result
    }
  }
}
