import Foundation
import GlassMorph
import MorphMedia
import MorphRender

/// The drawing half of `render`: each shipped scene's first 2 s (120 frames at 60 frames/s, as
/// the `scenes` group renders to MP4) drawn at 2× by one renderer, each frame over the previous
/// one as a video's are, and nothing encoded. Set beside the MP4 rates it shows what the encoder
/// takes.
enum SceneFramesBenchmark {
  /// Frames drawn per scene, as in the `scenes` group's 2-second videos.
  static let frameCount = 120

  /// One line per scene file: its frames drawn per second and the pixels redrawn per frame.
  static func run(paths: [String]) -> [String] {
    paths.map { path in
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      guard let scene = try? GlassScene(path: path),
        let timeline = try? scene.defaultTimeline(canvas: .device(.iPhone16Pro))
      else {
        return "frames: \(name) did not load"
      }
      let renderer = FrameRenderer(scale: 2, text: FreeTypeTextRasterizer())
      var previous: RenderedFrame? = nil
      var redrawn = 0
      let start = DispatchTime.now().uptimeNanoseconds
      for index in 0..<frameCount {
        let frame = renderer.render(timeline.sample(at: Double(index) / 60), after: previous.take())
        redrawn += frame.redrawnPixels
        previous = frame
      }
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let rate = MotionBenchmark.line(
        "frames: \(name) at 2×, drawn only", Double(frameCount) / seconds, "frames/s")
      return rate + " (\(redrawn / frameCount) px redrawn per frame)"
    }
  }
}
