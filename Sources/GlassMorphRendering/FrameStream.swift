import Dispatch
import Foundation
import MorphCore
import MorphFrame
import MorphMedia
import MorphRender

/// Frames drawn one by one and streamed to the encoder on another queue — at most four frames in
/// flight, so memory stays flat however long the video — the path every video takes (timelines,
/// side-by-side grids and spring lanes).
struct FrameStream {
  /// The frame size in pixels.
  let width: Int
  /// The frame height in pixels.
  let height: Int
  /// How many frames the video has.
  let frameCount: Int
  /// Draws frame `index` as 8-bit sRGB RGBA bytes; called in order, on one thread.
  let draw: (Int) -> [UInt8]

  /// A stream of `renderer`'s frames of the states `frame` gives, each redrawing only what changed
  /// since the one before (FrameRenderer.render(_:after:)).
  init(
    canvas: Size, frameCount: Int, renderer: FrameRenderer, frame: @escaping (Int) -> FrameState
  ) {
    let (width, height) = renderer.pixelSize(of: canvas)
    let frames = DamageTrackedFrames(renderer: renderer)
    self.init(width: width, height: height, frameCount: frameCount) { index in
      frames.next(frame(index))
    }
  }

  /// The frames of a video of `options`' rate and length (`options.duration`, else
  /// `defaultDuration`), played `options.loops` times, each drawn by `draw` at its time in seconds;
  /// throws when the frame rate is not one a video can have.
  init(
    width: Int, height: Int, options: VideoOptions, defaultDuration: Double,
    draw: @escaping (Double) -> [UInt8]
  ) throws(RenderError) {
    try VideoOptions.checkFramesPerSecond(options.framesPerSecond)
    let fps = Double(options.framesPerSecond)
    let perLoop = options.framesPerLoop(defaultDuration: defaultDuration)
    let (total, overflow) = perLoop.multipliedReportingOverflow(by: max(1, options.loops))
    self.init(width: width, height: height, frameCount: overflow ? .max : total) { index in
      draw(Double(index % perLoop) / fps)
    }
  }

  /// A stream of frames `draw` makes.
  init(width: Int, height: Int, frameCount: Int, draw: @escaping (Int) -> [UInt8]) {
    self.width = width
    self.height = height
    self.frameCount = frameCount
    self.draw = draw
  }

  /// One renderer's frames in order, each drawn over the previous one's bytes where nothing
  /// changed. The previous frame is handed over (`take()`), so each frame is written in the bytes
  /// of the one before unless the encoder still holds them.
  final class DamageTrackedFrames {
    let renderer: FrameRenderer
    private var previous: RenderedFrame?

    init(renderer: FrameRenderer) { self.renderer = renderer }

    /// The bytes of `state`.
    func next(_ state: FrameState) -> [UInt8] {
      let rendered = renderer.render(state, after: previous.take())
      previous = rendered
      return rendered.bytes
    }
  }

  /// Frames that may wait for the encoder while the next one is drawn. x264's time per frame
  /// varies with what changed and with its lookahead; four (not two) let drawing run ahead through
  /// a slow stretch, which kept the two cores busier (1.67–1.71 → 1.73–1.77 cores on card-list
  /// and radial-menu → MP4 at 2×) for a few more frames' bytes held (5.6 MB each at 2×). Larger
  /// frames wait fewer at once, so that they hold at most `bytesInFlight` (a 3× iPhone frame is
  /// 12.6 MB: two wait), and never fewer than two.
  static func framesInFlight(frameBytes: Int) -> Int {
    min(4, max(2, bytesInFlight / max(1, frameBytes)))
  }

  /// The most bytes of frames waiting for the encoder: four 2× iPhone frames (5.6 MB each).
  static let bytesInFlight = 24 << 20

  /// Renders and encodes to `path`; the file appears only when complete.
  func writeVideo(
    to path: String, settings: VideoSettings, progress: (RenderProgress) -> Void,
    isCancelled: () -> Bool
  ) throws(RenderError) -> VideoSummary {
    try VideoOptions.checkFramesPerSecond(settings.framesPerSecond)
    let format = VideoFormat(path: path) ?? .mp4
    // 4:2:0 and 4:2:2 need even sizes: pad with the edge pixels (Docs/Video.md).
    let even = format.needsEvenSize
    let paddedWidth = width + (even ? width % 2 : 0)
    let paddedHeight = height + (even ? height % 2 : 0)
    // FFmpeg loads on another thread while the first frame is drawn; the writer opens after it.
    FFmpegLibraries.preload()
    var opened: VideoWriter?
    func writer() throws(RenderError) -> VideoWriter {
      if let opened { return opened }
      do {
        let writer = try VideoWriter(
          path: path, width: paddedWidth, height: paddedHeight, settings: settings)
        opened = writer
        return writer
      } catch {
        throw RenderError(.output, error)
      }
    }
    let encoder = DispatchQueue(label: "glassmorph.encoder")
    let inFlight = DispatchSemaphore(
      value: Self.framesInFlight(frameBytes: paddedWidth * paddedHeight * 4))
    let failure = FailureBox()
    let start = Date()
    var cancelled = false
    // A GIF takes the frames twice: once for its palette, once to write (each frame drawn again,
    // so nothing is held); progress counts both passes.
    let passes = VideoWriter.needsAnalysisPass(format) ? 2 : 1
    passes: for pass in 0..<passes {
      let analysing = pass + 1 < passes
      for index in 0..<frameCount {
        if isCancelled() {
          cancelled = true
          break passes
        }
        if failure.error != nil { break passes }
        let unpadded = draw(index)
        let bytes = Self.padded(
          unpadded, width: width, height: height, toWidth: paddedWidth, toHeight: paddedHeight)
        let writer = try writer()
        inFlight.wait()
        encoder.async {
          defer { inFlight.signal() }
          guard failure.error == nil else { return }
          do throws(MediaError) {
            if analysing {
              try writer.analyze(rgba: bytes, width: paddedWidth, height: paddedHeight)
            } else {
              try writer.append(rgba: bytes, width: paddedWidth, height: paddedHeight)
            }
          } catch { failure.error = error }
        }
        progress(
          RenderProgress(
            framesDone: pass * frameCount + index + 1, frameCount: passes * frameCount,
            elapsed: Date().timeIntervalSince(start)))
      }
    }
    encoder.sync {}
    if cancelled {
      opened?.cancel()
      throw RenderError(.cancelled, "Interrupted: no video was written (\(path) is unchanged).")
    }
    let writer = try writer()
    if let error = failure.error {
      writer.cancel()
      throw RenderError(.output, error, detail: " No video was written.")
    }
    do { try writer.finish() } catch { throw RenderError(.output, error) }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return VideoSummary(
      path: path, frameCount: frameCount, framesPerSecond: settings.framesPerSecond,
      width: paddedWidth, height: paddedHeight, bytes: bytes,
      paddedFrom: paddedWidth != width || paddedHeight != height ? (width, height) : nil,
      heldFrameCount: writer.heldFrameCount)
  }

  /// Pads an RGBA image to an even size by repeating its last column and row.
  static func padded(_ bytes: [UInt8], width: Int, height: Int, toWidth: Int, toHeight: Int)
    -> [UInt8]
  {
    guard toWidth != width || toHeight != height else { return bytes }
    guard width > 0, height > 0, toWidth >= width, toHeight >= height,
      bytes.count >= width * height * 4
    else { return [UInt8](repeating: 0, count: toWidth * toHeight * 4) }
    var result = [UInt8](repeating: 0, count: toWidth * toHeight * 4)
    result.withUnsafeMutableBufferPointer { target in
      bytes.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        for y in 0..<toHeight {
          // A row copied whole, then its last pixel repeated; the last row repeated below.
          let row = to + y * toWidth * 4
          (row).update(from: from + min(y, height - 1) * width * 4, count: width * 4)
          for x in width..<toWidth {
            (row + x * 4).update(from: row + (width - 1) * 4, count: 4)
          }
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
