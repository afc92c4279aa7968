import Dispatch
import Foundation
import GlassMorph
import MorphMedia
import MorphRender

/// The MP4 path of `glassmorph render` and `spring --video`: frames rendered one by one and
/// streamed to the encoder on another queue (at most two frames in flight, so memory stays flat
/// however long the video), with progress on a terminal, Ctrl-C and failures leaving no file.
struct VideoRender {
  /// The canvas every frame is drawn on, in points.
  let canvas: Size
  /// How many frames the video has.
  let frameCount: Int
  /// The frame state at a frame index.
  let frame: (Int) -> FrameState
  let renderer: FrameRenderer
  let settings: VideoSettings
  let output: String
  let quiet: Bool

  /// A video of `frameCount` frames, frame `n` drawn from `frame(n)`.
  init(
    canvas: Size, frameCount: Int, renderer: FrameRenderer, settings: VideoSettings,
    output: String, quiet: Bool, frame: @escaping (Int) -> FrameState
  ) {
    self.canvas = canvas
    self.frameCount = frameCount
    self.frame = frame
    self.renderer = renderer
    self.settings = settings
    self.output = output
    self.quiet = quiet
  }

  /// A video of `timeline` sampled for `duration` seconds, played `loops` times.
  init(
    timeline: Timeline, renderer: FrameRenderer, settings: VideoSettings, duration: Double,
    loops: Int, output: String, quiet: Bool
  ) {
    let fps = Double(settings.framesPerSecond)
    // duration × fps frames, so that the video lasts exactly the duration asked for.
    let perLoop = max(1, Int((duration * fps).rounded()))
    self.init(
      canvas: timeline.canvas, frameCount: perLoop * max(1, loops), renderer: renderer,
      settings: settings, output: output, quiet: quiet
    ) { index in timeline.sample(at: Double(index % perLoop) / fps) }
  }

  /// Renders and encodes; returns the summary line.
  func run() throws(CommandLineError) -> String {
    let fps = Double(settings.framesPerSecond)
    let total = frameCount
    let (width, height) = renderer.pixelSize(of: canvas)
    let paddedWidth = width + width % 2
    let paddedHeight = height + height % 2
    var notes = ""
    if paddedWidth != width || paddedHeight != height {
      notes =
        "Note: the frame is \(width) × \(height) px; H.264 needs even sizes, so it is padded to \(paddedWidth) × \(paddedHeight) with its edge pixels.\n"
      if !quiet { FileHandle.standardError.write(Data(notes.utf8)) }
    }
    let writer: VideoWriter
    do {
      writer = try VideoWriter(
        path: output, width: paddedWidth, height: paddedHeight, settings: settings)
    } catch {
      throw .runtime(error.message)
    }
    Interruption.install()
    let encoder = DispatchQueue(label: "glassmorph.encoder")
    let inFlight = DispatchSemaphore(value: 2)
    let failure = FailureBox()
    let showProgress = !quiet && isatty(STDERR_FILENO) != 0
    let start = Date()
    for index in 0..<total {
      if Interruption.wasReceived || failure.error != nil { break }
      let bytes = Self.padded(
        renderer.render(frame(index)).sRGBBytes(), width: width, height: height,
        toWidth: paddedWidth, toHeight: paddedHeight)
      inFlight.wait()
      encoder.async {
        defer { inFlight.signal() }
        guard failure.error == nil else { return }
        do throws(MediaError) {
          try writer.append(rgba: bytes, width: paddedWidth, height: paddedHeight)
        } catch { failure.error = error }
      }
      if showProgress && (index % 5 == 0 || index == total - 1) {
        let elapsed = Date().timeIntervalSince(start)
        let rate = Double(index + 1) / max(elapsed, 1e-6)
        let eta = Double(total - index - 1) / max(rate, 1e-6)
        let done = Int(Double(index + 1) / Double(total) * 30)
        let bar = String(repeating: "█", count: done) + String(repeating: "·", count: 30 - done)
        FileHandle.standardError.write(
          Data(
            String(
              format: "\r%@ %d/%d frames  %.1f fps  ETA %.0f s ", bar, index + 1, total, rate, eta
            ).utf8))
      }
    }
    encoder.sync {}
    if showProgress { FileHandle.standardError.write(Data("\n".utf8)) }
    if Interruption.wasReceived {
      writer.cancel()
      throw .runtime("Interrupted: no video was written (\(output) is unchanged).")
    }
    if let error = failure.error {
      writer.cancel()
      throw .runtime(error.message + " No video was written.")
    }
    do { try writer.finish() } catch { throw .runtime(error.message) }
    let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    let seconds = Double(total) / fps
    return String(
      format: "Wrote %@: %.2f s, %d frames at %d fps, %d × %d px, %.1f MB.\n", output, seconds,
      total, settings.framesPerSecond, paddedWidth, paddedHeight, Double(size) / 1_048_576)
  }

  /// Pads an RGBA image to an even size by repeating its last column and row.
  static func padded(_ bytes: [UInt8], width: Int, height: Int, toWidth: Int, toHeight: Int)
    -> [UInt8]
  {
    guard toWidth != width || toHeight != height else { return bytes }
    var result = [UInt8](repeating: 0, count: toWidth * toHeight * 4)
    for y in 0..<toHeight {
      let sourceY = min(y, height - 1)
      for x in 0..<toWidth {
        let sourceX = min(x, width - 1)
        for channel in 0..<4 {
          result[(y * toWidth + x) * 4 + channel] = bytes[(sourceY * width + sourceX) * 4 + channel]
        }
      }
    }
    return result
  }

  /// The first encoding error, shared between the render loop and the encoder queue.
  final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: MediaError?
    var error: MediaError? {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }
}
