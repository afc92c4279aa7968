import MorphCore
import Testing

@testable import MorphLayout

/// The neighbour rule's pairs (glass within 40 pt with no container around them), found by a
/// sweep, against every pair compared by hand's rule: the gap between two frames.
@Suite struct DesignRulesTests {
  /// Frames from a fixed linear congruential sequence (Numerical Recipes' constants), so the
  /// test is the same on every run: x, y in 0…600, sides 10…110.
  static func frames(_ count: Int, seed: UInt64) -> [Rect] {
    var state = seed
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 33) / Double(1 << 31)
    }
    return (0..<count).map { _ in
      Rect(x: next() * 600, y: next() * 600, width: 10 + next() * 100, height: 10 + next() * 100)
    }
  }

  @Test(arguments: [1, 2, 3])
  func theSweepFindsEveryPairEveryComparisonFinds(seed: UInt64) {
    let frames = Self.frames(150, seed: seed)
    var expected: [(Int, Int)] = []
    for a in frames.indices {
      for b in frames.indices where b > a && frames[a].gap(to: frames[b]) <= 40 {
        expected.append((a, b))
      }
    }
    let found = DesignRules.neighbours(frames, within: 40)
    #expect(found.map { [$0.0, $0.1] } == expected.map { [$0.0, $0.1] })
    #expect(!expected.isEmpty)
  }

  @Test func aColumnAndARowMeetOnlyTheirNeighbours() {
    // 44 pt squares 30 pt apart in a column, then the same in a row: each square is 30 pt from
    // the next and 104 pt from the one after, so the pairs are (i, i + 1) only.
    let column = (0..<5).map { Rect(x: 0, y: Double($0) * 74, width: 44, height: 44) }
    let row = (0..<5).map { Rect(x: Double($0) * 74, y: 0, width: 44, height: 44) }
    for frames in [column, row] {
      #expect(
        DesignRules.neighbours(frames, within: 40).map { [$0.0, $0.1] }
          == [[0, 1], [1, 2], [2, 3], [3, 4]])
    }
  }
}
