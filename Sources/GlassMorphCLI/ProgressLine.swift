import Foundation
import GlassMorphRendering

/// A progress bar with rate and ETA on standard error while frames render — only when standard
/// error is a terminal and not `--quiet`.
struct ProgressLine {
  /// Whether anything is drawn.
  let isShown: Bool
  /// Bar width in characters.
  static let width = 30
  /// Redraw every this many frames (and on the last).
  static let stride = 5

  init(quiet: Bool) {
    isShown = !quiet && isatty(STDERR_FILENO) != 0
  }

  /// Redraws the bar for `progress`.
  func show(_ progress: RenderProgress) {
    guard isShown,
      progress.framesDone % Self.stride == 1 || progress.framesDone == progress.frameCount
    else { return }
    let done = Int(Double(progress.framesDone) / Double(max(1, progress.frameCount)) * 30)
    let bar =
      String(repeating: "█", count: done) + String(repeating: "·", count: Self.width - done)
    FileHandle.standardError.write(
      Data(
        String(
          format: "\r%@ %d/%d frames  %.1f fps  ETA %.0f s ", bar, progress.framesDone,
          progress.frameCount, progress.rate, progress.remaining
        ).utf8))
  }

  /// Ends the bar's line.
  func finish() {
    if isShown { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
