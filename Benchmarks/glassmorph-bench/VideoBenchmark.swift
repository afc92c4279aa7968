import Foundation
import GlassMorph
import MorphMedia
import MorphRender

/// The encoding half of `render`: 120 rendered toolbar frames (2×, 804 × 1748 px) encoded in process
/// with `VideoWriter`; the raw frames are also written to a file so that scripts/bench.sh can time
/// the `ffmpeg` command line encoding the same frames with the same settings.
enum VideoBenchmark {
  static func run() -> [String] {
    let path = BenchmarkScenes.toolbar
    guard let scene = try? GlassScene(path: path),
      let timeline = try? scene.defaultTimeline(canvas: .device(.iPhone16Pro))
    else {
      return ["video: the toolbar did not load"]
    }
    let renderer = FrameRenderer(scale: 2, text: FreeTypeTextRasterizer())
    let frames = (0..<120).map {
      renderer.render(timeline.sample(at: 0.2 + Double($0) / 60)).sRGBBytes()
    }
    let (width, height) = renderer.pixelSize(of: timeline.canvas)
    let raw = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-bench-frames.rgba")
    _ = FileManager.default.createFile(atPath: raw.path, contents: Data(frames.joined()))
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-bench-encode.mp4"
    ).path
    let start = DispatchTime.now().uptimeNanoseconds
    do {
      let writer = try VideoWriter(
        path: output, width: width, height: height, settings: VideoSettings(framesPerSecond: 60))
      for frame in frames { try writer.append(rgba: frame, width: width, height: height) }
      try writer.finish()
    } catch {
      return ["video: encoding failed: \(error)"]
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return [
      "video: raw frames \(raw.path) \(width)x\(height) 120",
      MotionBenchmark.line(
        "video: in-process encode (x264 medium, CRF 18, 2 thr)", 120 / seconds, "frames/s"),
    ]
  }
}
