import GlassMorph
import MorphMedia
import MorphRender

/// `glassmorph spring --plot`: the measured curves drawn by MorphRender, written by MorphMedia.
enum SpringPlot {
  static func write(_ request: SpringRequest, to path: String) throws(CommandLineError) {
    guard path.lowercased().hasSuffix(".png") else {
      throw .usage("'--plot' writes a PNG: give a name ending in .png, not '\(path)'.")
    }
    let duration =
      request.subjects.map { $0.profile.finishTime ?? $0.profile.settledTime ?? $0.profile.horizon }
      .max() ?? 1
    let series = request.subjects.map { subject in
      PlotRenderer.Series(
        label: subject.label,
        points: subject.profile.curve(points: 400).filter { $0.time <= duration * 1.1 },
        settleTime: subject.profile.settledTime)
    }
    let pixmap = PlotRenderer(text: FreeTypeTextRasterizer()).render(
      series, duration: duration * 1.1)
    do { try PNGFile.write(pixmap, to: path) } catch { throw .runtime(error.message) }
  }
}
