import Foundation
import GlassMorph
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

/// The rendering product as a library user calls it: files checked with the real ffprobe and
/// libpng, cancellation and bad input leaving nothing behind.
@Suite(.serialized) struct TimelineRendererTests {
  static func toolbar(canvas: CanvasChoice = .fit) throws -> Timeline {
    try GlassScene(path: Repository.scene("toolbar")).timeline(
      [.tap("toggle", at: 0.1)], canvas: canvas)
  }

  @Test func videoHasTheFramesAndSizeAsked() throws {
    let timeline = try Self.toolbar()
    let path = Repository.temporary("toolbar.mp4")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let summary = try TimelineRenderer(timeline: timeline, scale: 1).writeVideo(
      to: path, options: VideoOptions(framesPerSecond: 30, quality: .draft, duration: 0.5))
    // 0.5 s at 30 fps = 15 frames; the fit canvas in points at 1 px per point, rounded up to even.
    let width = Int(timeline.canvas.width.rounded(.up))
    let height = Int(timeline.canvas.height.rounded(.up))
    let info = try Tool.probe(path)
    // Repeats of the frame before are held, not encoded: count the frames a player shows.
    #expect(try Tool.framesShown(path, fps: 30).count == 15)
    #expect(info["width"] == String(width + width % 2))
    #expect(info["height"] == String(height + height % 2))
    #expect(summary.frameCount == 15 && summary.bytes > 0)
  }

  @Test func cancellingLeavesNoFile() throws {
    let folder = Repository.temporary("cancel")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/video.mp4"
    var frames = 0
    let renderer = try TimelineRenderer(timeline: try Self.toolbar(), scale: 1)
    do {
      try renderer.writeVideo(
        to: path, options: VideoOptions(framesPerSecond: 30, duration: 2),
        progress: { frames = $0.framesDone }, isCancelled: { frames >= 3 })
      Issue.record("expected a cancellation")
    } catch {
      #expect(error.reason == .cancelled)
    }
    #expect(frames == 3)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test func stillIsTheCanvasAtTheScale() throws {
    let timeline = try Self.toolbar(canvas: .device(.iPhone16Pro))
    let path = Repository.temporary("still.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let pixmap = try TimelineRenderer(timeline: timeline, scale: 2).writeStill(at: 0.3, to: path)
    // iPhone 16 Pro: 402 × 874 pt at 2 px per point.
    #expect(pixmap.width == 804 && pixmap.height == 1748)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func aBadBackdropIsTheCallersError() throws {
    let timeline = try Self.toolbar()
    #expect {
      try TimelineRenderer(timeline: timeline, backdrop: .color(named: "mauve"))
    } throws: { error in
      (error as? RenderError)?.reason == .input
    }
    #expect {
      try TimelineRenderer(timeline: timeline, backdrop: .picture(path: "/nonexistent.png"))
    } throws: { error in
      (error as? RenderError)?.message.contains("/nonexistent.png") == true
    }
  }

  /// A library error names the setting to change, not a command-line flag: a scale of 30 (no
  /// screen has it), 402 × 30 000 pt at 2× (60 000 px > 8192) and a missing picture each say
  /// which settings to change, in words any front end can show.
  @Test func aLibraryErrorNamesSettingsNotFlags() throws {
    let timeline = try Self.toolbar()
    let tooLarge = try Self.toolbar(canvas: .size(Size(width: 402, height: 30_000)))
    var errors: [RenderError] = []
    do { _ = try RenderScale(pixelsPerPoint: 30) } catch { errors.append(error) }
    do { _ = try TimelineRenderer(timeline: tooLarge, scale: 2) } catch { errors.append(error) }
    do {
      _ = try TimelineRenderer(timeline: timeline, backdrop: .picture(path: "/nonexistent.png"))
    } catch { errors.append(error) }
    #expect(errors.map(\.settings) == [[.scale], [.canvas, .scale], [.background]])
    #expect(errors.allSatisfy { !$0.message.contains("--") })
  }

  @Test func springComparisonVideoLastsPauseMotionAndHold() throws {
    let path = Repository.temporary("springs.mp4")
    defer { try? FileManager.default.removeItem(atPath: path) }
    // .easeInOut lasts 0.35 s (Docs/Motion.md §4.3): 0.3 s pause + 0.35 s + 0.5 s hold = 1.15 s,
    // 69 frames at 60 fps.
    let lane = SpringComparison.Lane(
      label: ".easeInOut", profile: MotionProfile(.animation(.easeInOut, .standard)))
    let summary = try SpringComparison([lane]).writeVideo(to: path, framesPerSecond: 60)
    #expect(summary.frameCount == 69)
    #expect(try Tool.framesShown(path, fps: 60).count == 69)
  }
}

/// The contact sheet shows the motion, not the settling tail.
@Suite struct ContactSheetTests {
  @Test func framesFollowTheMotionOfBothTransitions() throws {
    // The toolbar's default timeline: tap, settle, tap again (expand, then collapse).
    let scene = try GlassScene(path: Repository.scene("toolbar"))
    let timeline = try scene.defaultTimeline(canvas: .fit)
    let times = try TimelineRenderer(timeline: timeline, scale: 1).contactSheetTimes
    let events = timeline.eventTimes
    #expect(events.count == 2 && times.count == 12)
    #expect(times == times.sorted())
    #expect((times.first ?? 1) <= events[0] && times.last == timeline.settleTime)
    // .bouncy moves most of the way in its first 0.4 s: evenly spread frames (≈ 12 over
    // the ≈ 3 s timeline) would put 1–2 there; frames placed by change put several in each.
    for event in events {
      let during = times.filter { $0 >= event && $0 <= event + 0.4 }
      #expect(during.count >= 4, "after the event at \(event) s: \(times)")
    }
  }
}
