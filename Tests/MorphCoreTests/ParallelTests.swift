import Testing

@testable import MorphCore

/// `Parallel.copy`, whose copies every first frame starts from.
@Suite(.serialized) struct ParallelTests {
  @Test(arguments: [0, 1, 2])
  func aCopyMadeBesideOtherWorkEqualsItsSource(threads: Int) {
    // Five million elements (past the chunked copy's size), each a function of its index, so a
    // misplaced or missing chunk shows; the body runs exactly once, whatever the thread limit.
    let saved = Parallel.threadLimit
    defer { Parallel.threadLimit = saved }
    Parallel.threadLimit = threads
    let source = (0..<5_000_000).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) }
    var runs = 0
    let copied = Parallel.copy(source) { runs += 1 }
    #expect(runs == 1)
    #expect(copied == source)
  }

  @Test(arguments: [1, 2])
  func aParallelMapKeepsIndexOrder(threads: Int) {
    // Each slot holds i² + 1 computed on whichever thread ran it; the order is the indices'.
    let saved = Parallel.threadLimit
    defer { Parallel.threadLimit = saved }
    Parallel.threadLimit = threads
    let squares = Parallel.map(1_000) { $0 * $0 + 1 }
    #expect(squares == (0..<1_000).map { $0 * $0 + 1 })
    #expect(Parallel.map(0) { $0 }.isEmpty)
  }
}
