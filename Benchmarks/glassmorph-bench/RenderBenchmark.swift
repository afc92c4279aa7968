import Foundation
import GlassMorph
import MorphCore
import MorphMedia
import MorphRender

/// Frames per second rendering the toolbar scene at 3× (1206 × 2622 px) from scratch to 8-bit RGBA
/// (and in floating point for stills); scripts/bench.sh runs the Skia peer on the same frame
/// content and prints the ratio.
enum RenderBenchmark {
  /// With `bytesOnly`, only the 8-bit frames are measured (for a profile of that path).
  static func run(bytesOnly: Bool = false) -> [String] {
    let path = BenchmarkScenes.toolbar
    guard let scene = try? GlassScene(path: path),
      let timeline = try? scene.defaultTimeline(canvas: .device(.iPhone16Pro))
    else {
      return ["render: the toolbar did not load"]
    }
    let renderer = FrameRenderer(scale: 3, text: FreeTypeTextRasterizer())
    // Frames across the expand transition (three glass shapes merging and splitting).
    let frames = (0..<12).map { timeline.sample(at: 0.25 + Double($0) * 0.05) }
    var sink = 0
    // Whole frames to 8-bit RGBA, as the peer draws them (nothing carried over between frames).
    let rate = BenchmarkClock.rate(operations: frames.count) {
      for frame in frames { sink &+= renderer.render(frame, after: nil).bytes.count }
    }
    guard !bytesOnly else {
      return [MotionBenchmark.line("render: toolbar at 3×, full frames", rate, "frames/s")]
    }
    // The same frames in full floating point (stills and PNGs).
    let floating = BenchmarkClock.rate(operations: frames.count) {
      for frame in frames { sink &+= renderer.render(frame).width }
    }
    // The 8-bit frames on one thread, against the one-threaded peer core for core.
    let threads = Parallel.threadLimit
    Parallel.threadLimit = 1
    let oneThread = BenchmarkClock.rate(operations: frames.count) {
      for frame in frames { sink &+= renderer.render(frame, after: nil).bytes.count }
    }
    Parallel.threadLimit = threads
    precondition(sink > 0)
    return [
      MotionBenchmark.line(
        "render: toolbar 3×, whole frames in Float (stills)", floating, "frames/s"),
      MotionBenchmark.line("render: toolbar at 3×, one thread:", oneThread, "frames/s"),
      MotionBenchmark.line("render: toolbar at 3× (1206 × 2622 px), full frames", rate, "frames/s"),
    ]
  }
}
