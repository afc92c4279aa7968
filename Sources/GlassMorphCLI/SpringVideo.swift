import Foundation
import GlassMorphRendering

/// `glassmorph spring … --plot FILE.png` and `--video FILE.mp4` (or .gif, .webp, .apng, .mov): the animations of a request
/// compared by `SpringComparison` (GlassMorphRendering); this file only checks the arguments.
enum SpringVideo {
  /// Video frame rate when `--fps` is not given: the ProMotion-free iPhone rate.
  static let defaultFramesPerSecond = 60.0

  /// The request's animations as comparison lanes.
  static func comparison(_ request: SpringRequest) -> SpringComparison {
    SpringComparison(request.subjects.map { .init(label: $0.label, profile: $0.profile) })
  }

  /// Checks the output names and the video frame rate before anything is computed.
  static func check(plot: String?, video: String?, framesPerSecond fps: Double)
    throws(CommandLineError)
  {
    if let plot { try RenderOutput.checkName(plot, option: "--plot") }
    if let video { try RenderOutput.checkName(video, option: "--video") }
    if let plot, !plot.lowercased().hasSuffix(".png") {
      throw .usage("'--plot' writes a PNG: give a name ending in .png, not '\(plot)'.")
    }
    if let video {
      guard VideoFormat(path: video) != nil else {
        throw .usage(
          "'--video' writes a video named by its extension: .\(VideoFormat.extensions.joined(separator: ", .")); not '\(video)'."
        )
      }
      guard fps >= 1, fps <= 240, fps == fps.rounded() else {
        throw .usage("'--fps' must be a whole number from 1 to 240 with '--video', not \(fps).")
      }
      try RenderOutput.checkFrameRate(fps, for: VideoFormat(path: video))
    }
    if let plot, let video, plot == video {
      throw .usage("'--plot' and '--video' name the same file, '\(plot)'; give two names.")
    }
  }

  /// Writes the curves as a PNG chart at `path` (a staged temporary).
  static func writePlot(_ request: SpringRequest, to path: String) throws(CommandLineError) {
    do { try comparison(request).writePlot(to: path) } catch { throw .runtime(error.message) }
  }

  /// Renders one lane per animation, writes them as an MP4 at `path` (a staged temporary) and
  /// returns the summary line.
  static func write(_ request: SpringRequest, to path: String, framesPerSecond fps: Double)
    throws(CommandLineError) -> String
  {
    let quiet = request.format != .summary
    let progress = ProgressLine(quiet: quiet)
    do {
      let summary = try comparison(request).writeVideo(
        to: path, framesPerSecond: Int(fps), progress: progress.show,
        isCancelled: { Interruption.wasReceived })
      progress.finish()
      return summary.description + "\n"
    } catch {
      progress.finish()
      if error.reason == .cancelled { throw Interruption.error("the video") }
      throw .runtime(error.commandLineMessage)
    }
  }
}
