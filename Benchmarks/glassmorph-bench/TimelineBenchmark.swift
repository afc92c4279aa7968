import Foundation
import GlassMorph

/// Timeline samples per second for the largest scene (the generated one: 112 glass elements) and
/// for the toolbar, against laying out the same state (the step before) as the peer.
enum TimelineBenchmark {
  static func run() -> [String] {
    guard
      let big = try? Scene(
        source: SourceFile(path: "big.swift", text: SceneBenchmark.generatedScene())),
      let bigTimeline = try? Timeline.defaultTimeline(for: big, canvas: .device(.iPhone16Pro))
    else { return ["timeline: the generated scene did not play"] }
    var lines: [String] = []
    let times = stride(from: 0.0, to: bigTimeline.suggestedDuration, by: 1.0 / 60).map { $0 }
    var sink = 0
    let bigRate = BenchmarkClock.rate(operations: times.count) {
      for time in times { sink &+= bigTimeline.sample(at: time).glass.count }
    }
    let view = big.evaluate(big.initialState)
    let layouts = BenchmarkClock.rate(operations: 1) {
      sink &+=
        SceneLayout.layout(view, rootName: big.view.name, canvas: .device(.iPhone16Pro)).glass.count
    }
    lines.append(
      MotionBenchmark.line(
        "timeline: largest scene (\(bigTimeline.sample(at: 0).glass.count) glass), 60 fps", bigRate,
        "samples/s"))
    lines.append(
      MotionBenchmark.line("timeline: peer — laying out the same state", layouts, "layouts/s"))
    lines.append("timeline: ratio samples / layouts = \(MotionBenchmark.format(bigRate / layouts))")
    let toolbarPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes/toolbar.swift").path
    if let toolbar = try? Scene.load(path: toolbarPath),
      let timeline = try? Timeline.defaultTimeline(for: toolbar)
    {
      let toolbarTimes = stride(from: 0.0, to: timeline.suggestedDuration, by: 1.0 / 60).map { $0 }
      let rate = BenchmarkClock.rate(operations: toolbarTimes.count) {
        for time in toolbarTimes { sink &+= timeline.sample(at: time).glass.count }
      }
      lines.append(
        MotionBenchmark.line("timeline: toolbar default timeline, 60 fps", rate, "samples/s"))
    }
    precondition(sink != 0)
    return lines
  }
}
