import Foundation
import GlassMorph
import MorphLayout
import MorphScene

/// Timeline samples per second for the largest scene (the generated one: 112 glass elements) and
/// for the toolbar, against laying out the same state (the step before) as the peer.
enum TimelineBenchmark {
  static func run() -> [String] {
    guard
      let big = try? GlassScene(source: SceneBenchmark.generatedScene(), path: "big.swift"),
      let bigTimeline = try? big.defaultTimeline(canvas: .device(.iPhone16Pro))
    else { return ["timeline: the generated scene did not play"] }
    var lines: [String] = []
    let times = stride(from: 0.0, to: bigTimeline.suggestedDuration, by: 1.0 / 60).map { $0 }
    var sink = 0
    let bigRate = BenchmarkClock.rate(operations: times.count) {
      for time in times { sink &+= bigTimeline.sample(at: time).glass.count }
    }
    let view = big.program.evaluate(big.initialState)
    let layouts = BenchmarkClock.rate(operations: 1) {
      sink &+=
        SceneLayout.layout(view.tree, canvas: .device(.iPhone16Pro)).glass.count
    }
    lines.append(
      MotionBenchmark.line(
        "timeline: largest scene (\(bigTimeline.sample(at: 0).glass.count) glass), 60 fps", bigRate,
        "samples/s"))
    lines.append(
      MotionBenchmark.line("timeline: peer — laying out the same state", layouts, "layouts/s"))
    lines.append("timeline: ratio samples / layouts = \(MotionBenchmark.format(bigRate / layouts))")
    let toolbarPath = BenchmarkScenes.toolbar
    if let toolbar = try? GlassScene(path: toolbarPath),
      let timeline = try? toolbar.defaultTimeline()
    {
      let toolbarTimes = stride(from: 0.0, to: timeline.suggestedDuration, by: 1.0 / 60).map { $0 }
      let rate = BenchmarkClock.rate(operations: toolbarTimes.count) {
        for time in toolbarTimes { sink &+= timeline.sample(at: time).glass.count }
      }
      lines.append(
        MotionBenchmark.line("timeline: toolbar default timeline, 60 fps", rate, "samples/s"))
    }
    // The slowest of the shipped scenes, each sampled over its default timeline at 60 fps.
    let scenes = BenchmarkScenes.folder
    let files =
      ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    var slowest: (name: String, rate: Double)?
    for file in files {
      guard let scene = try? GlassScene(path: scenes.appendingPathComponent(file).path),
        let timeline = try? scene.defaultTimeline()
      else { continue }
      let sceneTimes = stride(from: 0.0, to: timeline.suggestedDuration, by: 1.0 / 60).map { $0 }
      let rate = BenchmarkClock.rate(operations: sceneTimes.count) {
        for time in sceneTimes { sink &+= timeline.sample(at: time).glass.count }
      }
      if rate < slowest?.rate ?? .infinity { slowest = (file, rate) }
    }
    if let slowest {
      lines.append(
        MotionBenchmark.line(
          "timeline: slowest of Scenes/ (\(slowest.name))", slowest.rate, "samples/s"))
    }
    precondition(sink != 0)
    return lines
  }
}
