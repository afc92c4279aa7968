import Foundation
import GlassMorphFrameTesting
import GlassMorphTestSupport
import Testing

/// Frame snapshots: the colour metric against its formula, and the whole check — recorded,
/// matched, and a deliberate change with its message and artifacts.
@Suite struct FrameSnapshotTests {
  /// The YIQ difference written out once more from Kotsarenko and Ramos (2010): 8-bit channels,
  /// δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ², normalised by 35 215 and square-rooted.
  static func yiq(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    let (r, g, bl) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    let y = 0.29889531 * r + 0.58662247 * g + 0.11448223 * bl
    let i = 0.59597799 * r - 0.27417610 * g - 0.32180189 * bl
    let q = 0.21147017 * r - 0.52261711 * g + 0.31114694 * bl
    return ((0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q) / 35215).squareRoot()
  }

  static func difference(_ a: [UInt8], _ b: [UInt8], threshold: Double = 0.1) -> FrameDifference {
    FrameDifference(expected: a, actual: b, width: a.count / 4, height: 1, threshold: threshold)
  }

  @Test func theColourDifferenceIsTheYIQMetric() {
    // Black against white: only luma differs, 255 levels: √(0.5053 · 255² / 35 215) = 0.9659.
    let blackWhite = Self.difference([0, 0, 0, 255], [255, 255, 255, 255])
    #expect(abs(blackWhite.largest - 0.9659) < 1e-4)
    #expect(abs(blackWhite.largest - Self.yiq((0, 0, 0), (255, 255, 255))) < 1e-9)
    // Red against black, and a one-level change (far under the 0.1 threshold).
    #expect(
      abs(
        Self.difference([255, 0, 0, 255], [0, 0, 0, 255]).largest - Self.yiq((255, 0, 0), (0, 0, 0))
      ) < 1e-9)
    let slight = Self.difference([100, 100, 100, 255], [101, 100, 100, 255])
    #expect(slight.differingPixels == 0 && slight.largest < 0.01)
    // A transparent pixel is white (composited over white, as the metric's users do).
    #expect(Self.difference([0, 0, 0, 0], [255, 255, 255, 255]).largest == 0)
    // Counting and the first difference in reading order.
    let row = Self.difference(
      [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255], [0, 0, 0, 255, 255, 255, 255, 255, 9, 9, 9, 255])
    #expect(row.differingPixels == 1)
    #expect(row.firstDifference?.x == 1)
  }

  /// A snapshot whose golden lives in a fresh temporary folder (as if the test file were there).
  static func snapshot(at time: Double, folder: String) throws -> FrameSnapshot {
    try FrameSnapshot(
      scene: Repository.scene("toolbar"), events: [.tap("toggle", at: 0)], at: time, canvas: .fit,
      scale: 1, backdrop: .wallpaper, name: "morph", testName: "probe()",
      filePath: folder + "/ProbeTests.swift", caseName: nil)
  }

  @Test func aChangedFrameFailsWithItsArtifacts() throws {
    let folder = Repository.temporary("frames")
    let first = try Self.snapshot(at: 0.1, folder: folder)
    let recorded = try #require(first.check(tolerance: FrameTolerance(), mode: .missing))
    #expect(
      recorded.hasPrefix(
        "Recorded the frame golden \(folder)/__Snapshots__/ProbeTests/probe.morph.png"))
    #expect(first.check(tolerance: FrameTolerance(), mode: .never) == nil)
    // 0.15 s is a different moment of the morph: the glass has moved.
    let later = try Self.snapshot(at: 0.15, folder: folder)
    let message = try #require(later.check(tolerance: FrameTolerance(), mode: .never))
    #expect(message.hasPrefix("The frame differs from the golden in "))
    let artifacts = later.golden.artifactPath()
    let golden = later.golden.artifactPath(suffix: ".golden")
    let heat = later.golden.artifactPath(suffix: ".diff")
    for path in [artifacts, golden, heat] {
      #expect(message.contains(path))
      #expect(FileManager.default.fileExists(atPath: path))
    }
    // The heat map is red-to-yellow exactly where pixels differ; the golden artifact is the golden.
    let map = try PNGFile.read(heat).sRGBBytes()
    let hot = stride(from: 0, to: map.count, by: 4).filter { map[$0] == 255 && map[$0 + 2] == 0 }
      .count
    let expected = try PNGFile.read(later.golden.path).sRGBBytes()
    let difference = FrameDifference(
      expected: expected, actual: later.frame.sRGBBytes(), width: later.frame.width,
      height: later.frame.height, threshold: 0.1)
    #expect(hot == difference.differingPixels && hot > 0)
    #expect(try PNGFile.read(golden).sRGBBytes() == expected)
    // A loose enough tolerance lets the same change through.
    #expect(later.check(tolerance: FrameTolerance(maximumDifferingShare: 1), mode: .never) == nil)
  }

  @Test func theToolbarMidMorph() {
    // The golden was checked by eye: three circles merging into one capsule, 0.15 s into .bouncy.
    expectFrame(
      scene: "Scenes/toolbar.swift", events: [.tap("toggle", at: 0)], at: 0.15, canvas: .fit,
      matches: "mid-morph")
  }
}
