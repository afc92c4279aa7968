import Foundation
import MorphCore
import MorphFrame
import MorphMedia
import MorphRaster
import MorphRender

/// Draws a timeline's frames — in the appearance and accessibility settings of its
/// `environment` — and writes them as files: one frame, a still PNG, a PNG sequence, a
/// contact sheet or an MP4.
///
/// ```swift
/// let renderer = try TimelineRenderer(timeline: timeline, scale: 2)
/// let summary = try renderer.writeVideo(to: "toolbar.mp4")   // streams, flat memory
/// try renderer.writeStill(at: 0.4, to: "toolbar.png")
/// ```
public struct TimelineRenderer: Sendable {
  /// The timeline drawn.
  public let timeline: Timeline
  /// Pixels per point.
  public let scale: RenderScale
  /// What is behind the scene.
  public let backdrop: Backdrop
  /// The debug overlay drawn over every frame (nil: none).
  public var overlay: FrameOverlay?
  var renderer: FrameRenderer
  /// The backdrop video's frames, when the backdrop is a video.
  let video: VideoBackdrop?

  /// Prepares to draw `timeline` at `scale` pixels per point over `backdrop`; throws when the
  /// frames would be too large or the backdrop's picture cannot be read.
  public init(timeline: Timeline, scale: RenderScale = .standard, backdrop: Backdrop = .wallpaper)
    throws(RenderError)
  {
    let canvas = timeline.canvas
    let widest = max(canvas.width, canvas.height) * scale.factor
    guard widest.isFinite, widest <= Double(Self.maximumSide) else {
      throw RenderError(
        .input,
        "The canvas is \(canvas.width) × \(canvas.height) pt, \(Int(saturating: widest)) px on its longest side at scale \(scale); frames are at most \(Self.maximumSide) px a side. Use a smaller canvas or scale.",
        settings: [.canvas, .scale])
    }
    self.timeline = timeline
    self.scale = scale
    self.backdrop = backdrop
    let factor = scale.factor
    if case .video(let path) = backdrop {
      video = try VideoBackdrop(path: path)
    } else {
      video = nil
    }
    var style = GlassStyle()
    style.appearance = timeline.environment.colorScheme == .dark ? .dark : .light
    style.reduceTransparency = timeline.environment.reduceTransparency
    style.increaseContrast = timeline.environment.increaseContrast
    renderer = FrameRenderer(scale: factor, style: style, text: FreeTypeTextRasterizer())
    // The backdrop covers the frame the renderer draws: one pixel size, the renderer's.
    let (width, height) = renderer.pixelSize(of: canvas)
    renderer.background = try backdrop.picture(width: width, height: height, scale: factor)
    renderer.images = try Self.decodeImages(
      timeline.assetImages, scale: factor, dark: timeline.environment.colorScheme == .dark)
  }

  /// Each asset image's file nearest `scale` (of the dark appearance when `dark` and the set has
  /// one), decoded: PNG through libpng, JPEG through FFmpeg's decoder. A file that does not
  /// decode is an error naming it.
  static func decodeImages(_ images: [String: AssetImage], scale: Double, dark: Bool)
    throws(RenderError) -> [String: Pixmap]
  {
    var decoded: [String: Pixmap] = [:]
    for (name, image) in images {
      guard let file = image.file(forScale: scale, dark: dark) else { continue }
      do {
        if (file.path as NSString).pathExtension.lowercased() == "png" {
          decoded[name] = try PNGFile.read(file.path)
        } else {
          decoded[name] = try VideoReader(path: file.path).frame(at: 0)
        }
      } catch {
        throw RenderError(
          .input,
          "The image \"\(name)\" of the app's asset catalog (\(file.path)) cannot be decoded: \(error.message) Re-export it as PNG or JPEG."
        )
      }
    }
    return decoded
  }

  /// The longest side a frame may have, in pixels (a frame of 8192 × 8192 is 1 GiB of working
  /// pixels; it is also H.264's limit here).
  public static let maximumSide = 8192

  /// The size of every frame in pixels.
  public var pixelSize: (width: Int, height: Int) { renderer.pixelSize(of: timeline.canvas) }

  /// The renderer for the frame at `time`: over a backdrop video, with that time's video frame.
  func renderer(at time: Double, from video: VideoBackdrop?) -> FrameRenderer {
    guard let video, let shown = video.frame(at: time) else { return renderer }
    var copy = renderer
    copy.background = shown.pixmap
    return copy
  }

  /// The frame at `time` seconds (with the overlay, if any).
  public func frame(at time: Double) -> Pixmap {
    let state = timeline.sample(at: time)
    let pixmap = renderer(at: time, from: video).render(state)
    guard let overlay else { return pixmap }
    var bytes = pixmap.sRGBBytes()
    overlay.draw(
      state, on: &bytes, width: pixmap.width, height: pixmap.height, scale: scale.factor,
      text: renderer.text)
    return Pixmap(width: pixmap.width, height: pixmap.height, sRGBBytes: bytes)
  }

  /// A drawer of this renderer's frames for a video, asked for times in order: each frame redraws
  /// only what changed since the one before while the backdrop stays the same, and everything when
  /// a backdrop video moves to its next frame (read by a reader of its own, so each video frame is
  /// decoded once); the overlay is drawn on a copy of each frame.
  func sequentialFrames() throws(RenderError) -> (Double) -> [UInt8] {
    let decorate = decoration
    let timeline = self.timeline
    if let video {
      let reader = try VideoBackdrop(path: video.path)
      // One renderer per backdrop frame: while the video shows the same frame (a 30-frame/s clip
      // under a 60-frame/s render) its painted backdrop comes from that renderer's cache and only
      // what changed is redrawn; a new video frame starts a new renderer and a whole redraw.
      let base = renderer
      var frames = FrameStream.DamageTrackedFrames(renderer: base)
      var shownTime: Double? = nil
      return { time in
        if let shown = reader.frame(at: time), shown.time != shownTime {
          var drawer = base
          drawer.background = shown.pixmap
          frames = FrameStream.DamageTrackedFrames(renderer: drawer)
          shownTime = shown.time
        }
        let state = timeline.sample(at: time)
        var bytes = frames.next(state)
        decorate?(&bytes, state)
        return bytes
      }
    }
    let frames = FrameStream.DamageTrackedFrames(renderer: renderer)
    return { time in
      let state = timeline.sample(at: time)
      var bytes = frames.next(state)
      decorate?(&bytes, state)
      return bytes
    }
  }

  /// The overlay as a step applied to each frame's bytes, or nil.
  var decoration: ((inout [UInt8], FrameState) -> Void)? {
    guard let overlay else { return nil }
    let (width, height) = pixelSize
    let (scale, text) = (self.scale.factor, renderer.text)
    return { bytes, state in
      overlay.draw(state, on: &bytes, width: width, height: height, scale: scale, text: text)
    }
  }

  /// Writes the frame at `time` as a PNG.
  public func writeStill(at time: Double, to path: String) throws(RenderError) -> Pixmap {
    let pixmap = frame(at: time)
    try Self.writePNG(pixmap, to: path)
    return pixmap
  }

  /// Writes frames `range` of the sequence at `framesPerSecond` as `frame-00000.png`… into
  /// `directory`: into a temporary folder beside it first, which replaces `directory` (when that
  /// is free or holds only earlier frames) once every frame is written; on an error or
  /// cancellation the temporary folder is removed and `directory` is untouched.
  public func writeFrames(
    to directory: String, framesPerSecond: Double, range: Range<Int>,
    progress: (RenderProgress) -> Void = { _ in }, isCancelled: () -> Bool = { false }
  ) throws(RenderError) {
    let temporary = OutputPath.temporary(for: directory)
    do {
      try OutputPath.validateFrameFolder(directory)
      OutputPath.removeStaleTemporaries(besides: directory)
      try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    } catch let error as MediaError {
      throw RenderError(.output, error)
    } catch {
      throw RenderError(
        .output, "\(directory): cannot create the folder (\(error.localizedDescription)).")
    }
    do throws(RenderError) {
      let start = Date()
      for (done, index) in range.enumerated() {
        if isCancelled() { throw RenderError(.cancelled, "Interrupted after \(done) frames.") }
        let path = (temporary as NSString).appendingPathComponent(
          String(format: "frame-%05d.png", index))
        do {
          try PNGFile.write(frame(at: Double(index) / framesPerSecond), to: path)
        } catch {
          throw RenderError(
            .output,
            "\(directory): could not write frame \(index) (\(error.message.replacingOccurrences(of: path + ": ", with: "")))."
          )
        }
        progress(
          RenderProgress(
            framesDone: done + 1, frameCount: range.count, elapsed: Date().timeIntervalSince(start))
        )
      }
      if isCancelled() { throw RenderError(.cancelled, "Interrupted after \(range.count) frames.") }
      do { try OutputPath.commitFolder(temporary, to: directory) } catch {
        throw RenderError(.output, error.message)
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
  }

  /// The times `contactSheet()` shows, in seconds: placed at equal shares of how much the glass
  /// changes over the whole timeline (the transition and the return), first and last included.
  public var contactSheetTimes: [Double] {
    ContactSheet(timeline: timeline, renderer: renderer).times
  }

  /// The time, in seconds, at which the glass has made half its change in the first transition
  /// (between the first event and the next one, or settling): the frame a single still shows.
  public var midTransitionTime: Double {
    ContactSheet(timeline: timeline, renderer: renderer).midTransitionTime
  }

  /// A grid of the frames at `contactSheetTimes` (four columns), each labelled with its time — drawn
  /// as `frame(at:)` draws them (over the backdrop video at that time, with the overlay).
  public func contactSheet() -> Pixmap {
    ContactSheet(timeline: timeline, renderer: renderer).render(frame(at:))
  }

  /// Writes `contactSheet()` as a PNG.
  public func writeContactSheet(to path: String) throws(RenderError) -> Pixmap {
    let sheet = contactSheet()
    try Self.writePNG(sheet, to: path)
    return sheet
  }

  /// Writes the timeline as a video in the format of `path`'s extension (MP4 — H.264 High, yuv420p,
  /// BT.709, faststart — MOV, GIF, WebP or APNG; `VideoFormat`): `options.duration`
  /// seconds (default: the suggested duration), played `options.loops` times. Frames stream to the
  /// encoder as they are drawn; the file appears only when complete.
  @discardableResult
  public func writeVideo(
    to path: String, options: VideoOptions = VideoOptions(),
    progress: (RenderProgress) -> Void = { _ in }, isCancelled: () -> Bool = { false }
  ) throws(RenderError) -> VideoSummary {
    let (width, height) = pixelSize
    let stream = try FrameStream(
      width: width, height: height, options: options,
      defaultDuration: timeline.suggestedDuration, draw: try sequentialFrames())
    return try stream.writeVideo(
      to: path, settings: options.settings, progress: progress, isCancelled: isCancelled)
  }

  /// Writes a pixmap as a PNG (beside the target, then renamed).
  static func writePNG(_ pixmap: Pixmap, to path: String) throws(RenderError) {
    do { try PNGFile.write(pixmap, to: path) } catch { throw RenderError(.output, error.message) }
  }
}
