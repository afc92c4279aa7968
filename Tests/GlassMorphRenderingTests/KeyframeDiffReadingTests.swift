import GlassMorph
import MorphCore
import Testing

@testable import GlassMorphRendering

/// `glassmorph diff` reads keyframes with the reader the comparison uses, so a compact golden (the
/// format `assertKeyframes` records: change points only, one array per element) draws as its
/// full document does. Both written by hand below: one 20 × 20 pt element moving from x 10 to 40.
@Suite struct KeyframeDiffReadingTests {
  static let document = """
    {"canvas": [100, 100], "samples": [
      {"t": 0, "elements": {"a": {"frame": [10, 10, 20, 20], "cornerRadius": 4}}},
      {"t": 0.1, "elements": {"a": {"frame": [40, 10, 20, 20], "cornerRadius": 4}}}]}
    """
  /// The same as a compact golden: the second row lists only `a`, whose whole array is written.
  static let compact = """
    {"format": "\(CompactKeyframes.format)", "canvas": [100, 100], "samples": [
      {"t": 0, "a": [10, 10, 20, 20, 4, 1, 1, 1, 0, "roundedRectangle"]},
      {"t": 0.1, "a": [40, 10, 20, 20, 4, 1, 1, 1, 0, "roundedRectangle"]}]}
    """

  @Test func aCompactGoldenReadsAsItsDocument() throws {
    let (full, canvas) = try KeyframeDiffPicture.parse(Self.document, name: "the golden")
    let (compact, compactCanvas) = try KeyframeDiffPicture.parse(Self.compact, name: "the golden")
    #expect(canvas == Size(width: 100, height: 100) && compactCanvas == canvas)
    #expect(full.map(\.time) == [0, 0.1] && compact.map(\.time) == [0, 0.1])
    for (a, b) in zip(full, compact) {
      #expect(a.elements["a"]?.frame == b.elements["a"]?.frame)
      #expect(a.elements["a"]?.radius == 4 && b.elements["a"]?.radius == 4)
    }
    #expect(compact.last?.elements["a"]?.frame == Rect(x: 40, y: 10, width: 20, height: 20))
    // And a picture is drawn from the two (they differ nowhere, so no panel differs).
    _ = try KeyframeDiffPicture(expected: Self.compact, actual: Self.document)
  }
}
