import Foundation
import GlassMorphRendering

/// Progress while frames render, on standard error unless `--quiet`: a redrawn bar with rate and
/// ETA on a terminal; on anything else (a CI log, a pipe) a plain line at every tenth of the way,
/// so a log shows the render advancing without carriage returns.
final class ProgressLine {
  /// Whether anything is written.
  let isShown: Bool
  /// Whether standard error is a terminal (bar) or not (plain lines).
  let isTerminal: Bool
  /// Where the text goes.
  private let write: (String) -> Void
  /// The last tenth reported as a plain line.
  private var lastTenth = 0
  /// Bar width in characters.
  static let width = 30
  /// Redraw every this many frames (and on the last).
  static let stride = 5

  init(
    quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) != 0,
    write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    isShown = !quiet
    self.isTerminal = isTerminal
    self.write = write
  }

  /// Reports `progress`.
  func show(_ progress: RenderProgress) {
    guard isShown else { return }
    let total = max(1, progress.frameCount)
    guard isTerminal else {
      let tenth = progress.framesDone * 10 / total
      guard tenth > lastTenth else { return }
      lastTenth = tenth
      write(
        String(
          format: "%d %% (%d of %d frames, %.1f frames/s)\n", tenth * 10, progress.framesDone,
          progress.frameCount, progress.rate))
      return
    }
    guard progress.framesDone % Self.stride == 1 || progress.framesDone == progress.frameCount
    else { return }
    let done = Int(Double(progress.framesDone) / Double(total) * Double(Self.width))
    let bar =
      String(repeating: "█", count: done) + String(repeating: "·", count: Self.width - done)
    write(
      String(
        format: "\r%@ %d/%d frames  %.1f fps  ETA %.0f s ", bar, progress.framesDone,
        progress.frameCount, progress.rate, progress.remaining))
  }

  /// Ends the bar's line.
  func finish() {
    if isShown && isTerminal { write("\n") }
  }
}
