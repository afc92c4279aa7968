import Foundation
import GlassMorphRendering

/// `glassmorph spring … --plot FILE.png` and `--video FILE.mp4`: the animations of a request
/// compared by `SpringComparison` (GlassMorphRendering); this file only checks the arguments.
enum SpringVideo {
  /// Video frame rate when `--fps` is not given: the ProMotion-free iPhone rate.
  static let defaultFramesPerSecond = 60.0

  /// The request's animations as comparison lanes.
  static func comparison(_ request: SpringRequest) -> SpringComparison {
    SpringComparison(request.subjects.map { .init(label: $0.label, profile: $0.profile) })
  }

  /// Writes the curves as a PNG chart.
  static func writePlot(_ request: SpringRequest, to path: String) throws(CommandLineError) {
    guard path.lowercased().hasSuffix(".png") else {
      throw .usage("'--plot' writes a PNG: give a name ending in .png, not '\(path)'.")
    }
    do { try comparison(request).writePlot(to: path) } catch { throw .runtime(error.message) }
  }

  /// Renders one lane per animation, writes them as an MP4 at `path` and returns the summary line.
  static func write(_ request: SpringRequest, to path: String, framesPerSecond fps: Double)
    throws(CommandLineError) -> String
  {
    guard path.lowercased().hasSuffix(".mp4") else {
      throw .usage("'--video' writes an MP4: give a name ending in .mp4, not '\(path)'.")
    }
    guard fps >= 1, fps <= 240, fps == fps.rounded() else {
      throw .usage("'--fps' must be a whole number from 1 to 240 with '--video', not \(fps).")
    }
    let quiet = request.format != .summary
    let progress = ProgressLine(quiet: quiet)
    Interruption.install()
    do {
      let summary = try comparison(request).writeVideo(
        to: path, framesPerSecond: Int(fps), progress: progress.show,
        isCancelled: { Interruption.wasReceived })
      progress.finish()
      return summary.description + "\n"
    } catch {
      progress.finish()
      throw .runtime(error.message)
    }
  }
}
