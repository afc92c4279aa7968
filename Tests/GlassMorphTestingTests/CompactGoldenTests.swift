import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorph
@testable import GlassMorphTesting

/// Compact keyframe goldens: small, lossless where it matters, comparable with the older format.
@Suite struct CompactGoldenTests {
  static func toolbar() throws -> (GlassScene, Timeline) {
    let scene = try GlassScene(path: Repository.scene("toolbar"))
    return (scene, try scene.defaultTimeline())
  }

  /// The frames `expectKeyframes` samples by default: 30 per second to the suggested end.
  static func frames(_ timeline: Timeline) -> [Double] {
    stride(from: 0.0, through: timeline.suggestedDuration + 1e-9, by: 1.0 / 30).map {
      ($0 * 1e6).rounded() / 1e6
    }
  }

  @Test func aDefaultTimelineGoldenIsUnderTenKilobytes() throws {
    let (_, timeline) = try Self.toolbar()
    let times = Self.frames(timeline)
    let compact = CompactKeyframes(timeline: timeline, times: times)
    let full = KeyframeDocument(timeline: timeline, frames: timeline.keyframes(at: times)).json
    #expect(compact.json.utf8.count < 10_000)
    #expect(full.utf8.count > 5 * compact.json.utf8.count)
    #expect(compact.sampledFrames == times.count && compact.keptSamples < times.count)
  }

  @Test func theTypicalShippedSceneGoldenIsUnderTenKilobytes() throws {
    var sizes: [String: Int] = [:]
    for file in Repository.sceneFiles {
      let scene = try GlassScene(path: file.path)
      let timeline = try scene.defaultTimeline()
      sizes[file.lastPathComponent] =
        CompactKeyframes(timeline: timeline, times: Self.frames(timeline)).json.utf8.count
    }
    print("compact golden sizes (bytes, 30 frames/s):", sizes.sorted { $0.key < $1.key })
    let sorted = sizes.values.sorted()
    let median = sorted[sorted.count / 2]
    #expect(median < 10_000, "sizes in bytes: \(sizes.sorted { $0.key < $1.key })")
  }

  @Test func everyFrameIsTheLastSampleAtOrBeforeIt() throws {
    let (_, timeline) = try Self.toolbar()
    let times = Self.frames(timeline)
    let samples = try #require(
      KeyframeSamples(parsing: CompactKeyframes(timeline: timeline, times: times).json))
    // Each frame's x, width and visibility as the golden rounds them (0.01 pt, 0.001), from the
    // timeline itself, against what the golden holds at that time.
    for time in times {
      let held = try #require(samples.state(at: time))
      for glass in timeline.sample(at: time).glass {
        let name = glass.id ?? glass.key
        let fields = try #require(held[name], "\(name) at \(time)")
        #expect(fields["frame.x"] == .number((glass.frame.minX * 100).rounded() / 100))
        #expect(fields["frame.width"] == .number((glass.frame.width * 100).rounded() / 100))
        #expect(fields["visibility"] == .number((glass.visibility * 1000).rounded() / 1000))
      }
    }
  }

  @Test func theKeyInstantsAreRecordedAndCompared() throws {
    let (_, timeline) = try Self.toolbar()
    let text = CompactKeyframes(timeline: timeline, times: Self.frames(timeline)).json
    let samples = try #require(KeyframeSamples(parsing: text))
    #expect(samples.events == timeline.eventTimes)
    let settle = try #require(timeline.settleTime)
    #expect(abs((samples.settle ?? nil).map { $0 - settle } ?? 1) < 1e-4)
    // A later second tap is a difference even where no frame differs yet.
    let second = CompactKeyframes.text(timeline.eventTimes[1], places: 4)
    let laterTap = text.replacingOccurrences(
      of: "\"events\": [0.25, \(second)]",
      with: "\"events\": [0.25, \(CompactKeyframes.text(timeline.eventTimes[1] + 0.1, places: 4))]")
    #expect(laterTap != text)
    let differences = KeyframeComparison.differences(
      expected: text, actual: laterTap, tolerance: 0.01)
    #expect(differences.map(\.field) == ["events"])
  }

  @Test func aChangeInALeftOutFrameIsStillFound() throws {
    let (_, timeline) = try Self.toolbar()
    let golden = CompactKeyframes(timeline: timeline, times: Self.frames(timeline)).json
    // The actual run samples the still first 0.2 s at 0.1 s too, with the toggle moved: the golden
    // holds its 0 s sample there, so the move is found at 0.1 s.
    var lines = golden.components(separatedBy: "\n")
    let first = try #require(lines.firstIndex { $0.hasPrefix("  {\"t\": 0,") })
    let moved = lines[first].replacingOccurrences(of: "\"t\": 0,", with: "\"t\": 0.1,")
      .replacingOccurrences(of: "[179,429,", with: "[180,429,")
    #expect(moved != lines[first].replacingOccurrences(of: "\"t\": 0,", with: "\"t\": 0.1,"))
    lines.insert(moved, at: first + 1)
    let differences = KeyframeComparison.differences(
      expected: golden, actual: lines.joined(separator: "\n"), tolerance: 0.01)
    #expect(
      differences.map(\.description).contains(
        "element 'toggle' at t = 0.1: frame.x expected 179.0, actual 180.0"))
  }

  @Test func anOlderGoldenMigratesWithoutChangingWhatItSays() throws {
    let (_, timeline) = try Self.toolbar()
    let times = Self.frames(timeline)
    let old = KeyframeDocument(timeline: timeline, frames: timeline.keyframes(at: times)).json
    let migrated = try #require(CompactKeyframes.migrating(old))
    #expect(migrated.json.utf8.count * 5 < old.utf8.count)
    // The same keyframes: against the older file, and against a fresh compact recording.
    #expect(
      KeyframeComparison.differences(expected: old, actual: migrated.json, tolerance: 0.01).isEmpty)
    let fresh = CompactKeyframes(timeline: timeline, times: times).json
    #expect(
      KeyframeComparison.differences(expected: migrated.json, actual: fresh, tolerance: 0.01)
        .isEmpty)
    #expect(KeyframeComparison.differences(expected: fresh, actual: old, tolerance: 0.01).isEmpty)
    // Already compact, or not keyframes: left alone.
    #expect(CompactKeyframes.migrating(fresh) == nil)
    #expect(CompactKeyframes.migrating("{\"states\": []}") == nil)
  }
}
