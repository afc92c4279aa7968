import MorphCore
import Testing

@Suite struct RectTests {
  @Test func edgesAndCentre() {
    let r = Rect(x: 10, y: 20, width: 44, height: 30)
    // maxX = 10 + 44 = 54, maxY = 20 + 30 = 50, centre = (10 + 22, 20 + 15).
    #expect(r.maxX == 54)
    #expect(r.maxY == 50)
    #expect(r.center == Point(x: 32, y: 35))
  }

  @Test func unionCoversBothRectangles() {
    // Apple's union figure: two 80 pt circles 20 pt apart → one 180 × 80 bounding rectangle.
    let a = Rect(x: 0, y: 0, width: 80, height: 80)
    let b = Rect(x: 100, y: 0, width: 80, height: 80)
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 180, height: 80))
    #expect(b.union(a) == a.union(b))
  }

  @Test func insetByEdgeInsets() {
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    let inner = r.inset(by: EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14))
    // 100 − 14 − 14 = 72 wide, 50 − 7 − 7 = 36 high, origin moved to (14, 7).
    #expect(inner == Rect(x: 14, y: 7, width: 72, height: 36))
    #expect(EdgeInsets(all: 16).horizontal == 32)
  }

  @Test func gapBetweenEdges() {
    let a = Rect(x: 0, y: 0, width: 44, height: 44)
    // Side by side with 30 pt between them.
    #expect(a.gap(to: Rect(x: 74, y: 0, width: 44, height: 44)) == 30)
    // Diagonal: 3 pt right and 4 pt below the corner → 5 pt (3-4-5 triangle).
    #expect(a.gap(to: Rect(x: 47, y: 48, width: 10, height: 10)) == 5)
    // Overlapping rectangles have no gap.
    #expect(a.gap(to: Rect(x: 40, y: 40, width: 10, height: 10)) == 0)
  }

  @Test func containsUsesHalfOpenEdges() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(!r.contains(Point(x: 10, y: 5)))
    #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
  }
}
