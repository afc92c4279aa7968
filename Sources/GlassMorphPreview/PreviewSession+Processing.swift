import Foundation
import GlassMorph
import GlassMorphRendering

extension PreviewSession {
  /// The frame rate of drafts, frames per second.
  static let draftFramesPerSecond = 30

  /// Loads the scene, plays the settings' taps, publishes the analysis, then renders: a draft,
  /// the full video and, with an override, the scene's own animation for comparison. Stops as
  /// soon as the revision is stale; a failure is published and the last good preview stays.
  func process(_ viewer: PreviewViewer, revision: Int, settings: PreviewSettings) {
    let scene: GlassScene
    do {
      scene = try GlassScene(
        path: options.scenePath, view: options.view, preview: options.preview,
        fonts: FreeTypeFontReader()
      ).with(options.environment)
    } catch {
      let count = error.diagnostics.filter { $0.severity == .error }.count
      fail(
        viewer, revision,
        "\(options.scenePath) cannot be loaded: \(count) error\(count == 1 ? "" : "s"); the last good preview stays until \(count == 1 ? "it is" : "they are") fixed.",
        problems: error.diagnostics.filter { $0.severity == .error }.map {
          Self.problem($0, in: error.sources)
        })
      return
    }
    let canvas = settings.canvasChoice
    let override = settings.animationOverride
    let tuned = override == nil ? nil : settings.animationTap
    var analysed = settings
    let events: [TimelineEvent]
    let timeline: Timeline
    var dropped: [String] = []
    // A scene whose default timeline starts from an assumed state (its unknowns set at 0 s)
    // keeps that start under the taps the page chose: it listed their buttons from there.
    let setup = settings.taps == nil ? [] : scene.defaultSetup(canvas: canvas, clock: options.clock)
    do {
      if let taps = settings.taps, let times = settings.tapTimes, times.count == taps.count {
        // Taps placed by hand on the timeline play at their times; after an edit that removes
        // a button they fall back to being spaced as a person taps (and the page says which left).
        let placed = setup + zip(taps, times).map { TimelineEvent.tap($0, at: $1) }
        if (try? scene.timeline(placed, canvas: canvas, clock: options.clock)) != nil {
          events = placed
        } else {
          let kept = scene.events(
            keeping: taps, canvas: canvas, clock: options.clock, animationOverride: override,
            overridingTap: tuned, after: setup)
          events = kept.events
          dropped =
            kept.dropped.map { "'\($0.name)' was left out: \($0.reason)" }
            + ["The taps' times were reset: a tap no longer fits where it was placed."]
        }
      } else if let taps = settings.taps {
        // After an edit, a tap whose button is gone is left out (and said so), not an error
        // that stays until Reset.
        let kept = scene.events(
          keeping: taps, canvas: canvas, clock: options.clock, animationOverride: override,
          overridingTap: tuned, after: setup)
        events = kept.events
        dropped = kept.dropped.map { "'\($0.name)' was left out: \($0.reason)" }
      } else {
        events = scene.defaultEvents(canvas: canvas, clock: options.clock)
      }
      // A tuned tap past the taps now played (after Undo or Reset) tunes every tap, as the page's
      // menu then shows.
      let tapCount = events.filter { if case .tap = $0 { true } else { false } }.count
      analysed.animationTap = tuned.flatMap { $0 < tapCount ? $0 : nil }
      timeline = try scene.timeline(
        events, canvas: canvas, clock: options.clock, animationOverride: override,
        overridingTap: analysed.animationTap)
    } catch {
      fail(viewer, revision, error.message + " Undo the last tap or press Reset.", problems: [])
      return
    }
    let errors = timeline.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else {
      fail(
        viewer, revision, "\(options.scenePath): \(errors.count) error(s) while simulating.",
        problems: errors.map { Self.problem($0, in: scene.sources) })
      return
    }
    let original =
      override == nil
      ? nil
      : try? scene.timeline(events, canvas: canvas, clock: options.clock)
    let analysis = PreviewAnalysis(
      scene: scene, timeline: timeline, original: original, events: events, settings: analysed,
      options: options)
    condition.lock()
    if revision == viewer.revision { viewer.currentTimeline = (revision, timeline, settings) }
    condition.unlock()
    publish(viewer, for: revision) { snapshot in
      analysis.apply(to: &snapshot)
      snapshot.droppedTaps = dropped
      snapshot.failure = nil
      snapshot.status = "rendering"
    }

    let backdrop = Backdrop(argument: settings.background ?? options.background)
    // A draft at 1×, 30 frames/s, x264 ultrafast arrives first, unless the full render is that.
    if settings.scale > 1 || options.framesPerSecond > Self.draftFramesPerSecond {
      guard
        render(
          timeline, for: viewer, revision: revision, scale: 1, quality: .draft, backdrop: backdrop,
          kind: "draft", keyframes: analysis.keyframes, into: \.video) != nil
      else { return }
    }
    guard
      render(
        timeline, for: viewer, revision: revision, scale: settings.scale, quality: .standard,
        backdrop: backdrop, kind: "full", keyframes: analysis.keyframes, into: \.video) != nil
    else { return }
    if let original {
      let key =
        "\(scene.sources.files.map(\.text).joined(separator: "\u{0}"))|\(events)|\(settings.canvas)|\(settings.scale)|\(settings.background ?? options.background)"
      condition.lock()
      let cached = viewer.originalCache.flatMap { $0.key == key ? $0.video : nil }
      condition.unlock()
      if let cached,
        touchVideo(
          String(cached.url.dropFirst("/video/".count).dropLast(".mp4".count)), in: viewer)
      {
        publish(viewer, for: revision) { $0.original = cached }
      } else {
        guard
          let video = render(
            original, for: viewer, revision: revision, scale: settings.scale, quality: .standard,
            backdrop: backdrop, kind: "original", keyframes: nil, into: \.original)
        else { return }
        condition.lock()
        viewer.originalCache = (key, video)
        condition.unlock()
      }
    }
    publish(viewer, for: revision) { snapshot in
      snapshot.status = "ready"
      if original == nil { snapshot.original = nil }
    }
  }

  /// Renders `timeline` to MP4 in the work folder, keeps its bytes and publishes it at
  /// `keyPath`. Nil when the revision went stale (the render was cancelled) or it failed.
  private func render(
    _ timeline: Timeline, for viewer: PreviewViewer, revision: Int, scale: RenderScale,
    quality: VideoQuality, backdrop: Backdrop,
    kind: String, keyframes: PreviewSnapshot.Keyframes?,
    into keyPath: WritableKeyPath<PreviewSnapshot, PreviewSnapshot.Video?>
  ) -> PreviewSnapshot.Video? {
    let id = "v\(viewer.number)-r\(revision)-\(kind)"
    let path = (workDirectory as NSString).appendingPathComponent(id + ".mp4")
    // A draft has half the frames at most (it is seen for a moment; the overlay keeps its own rate).
    let fps =
      quality == .draft
      ? min(self.options.framesPerSecond, Self.draftFramesPerSecond) : self.options.framesPerSecond
    var options = VideoOptions(framesPerSecond: fps)
    options.quality = quality
    let summary: VideoSummary
    let bytes: [UInt8]
    do {
      let renderer = try TimelineRenderer(
        timeline: timeline, scale: scale, backdrop: backdrop)
      summary = try renderer.writeVideo(
        to: path, options: options, isCancelled: { [self] in isStale(viewer, revision) })
      defer { try? FileManager.default.removeItem(atPath: path) }
      bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    } catch let error as RenderError {
      if error.reason != .cancelled { fail(viewer, revision, error.message, problems: []) }
      return nil
    } catch {
      fail(
        viewer, revision, "The \(kind) video could not be read back: \(error).", problems: [])
      return nil
    }
    keep(bytes, id: id, in: viewer)
    let video = PreviewSnapshot.Video(
      url: "/video/\(id).mp4", draft: kind == "draft", revision: revision,
      scale: scale.pixelsPerPoint,
      width: summary.width, height: summary.height, fps: summary.framesPerSecond,
      frameCount: summary.frameCount, duration: summary.duration, keyframes: keyframes)
    publish(viewer, for: revision) { $0[keyPath: keyPath] = video }
    return isStale(viewer, revision) ? nil : video
  }

  /// Publishes a failure for `viewer`'s `revision`; the videos and analysis of the last good one
  /// stay.
  func fail(
    _ viewer: PreviewViewer, _ revision: Int, _ message: String,
    problems: [PreviewSnapshot.Problem]
  ) {
    publish(viewer, for: revision) { snapshot in
      snapshot.failure = PreviewSnapshot.Failure(message: message, problems: problems)
      snapshot.status = "error"
    }
  }

  /// A diagnostic for the page: its location and the line it points at.
  /// In a folder, the location names the file the diagnostic is in.
  static func problem(_ diagnostic: Diagnostic, in sources: SourceSet) -> PreviewSnapshot.Problem {
    let line = diagnostic.location.line
    guard let file = sources.file(containing: diagnostic.location) else {
      return PreviewSnapshot.Problem(
        severity: diagnostic.severity.rawValue, location: sources.path, line: 0, column: 0,
        message: diagnostic.text(), sourceLine: "")
    }
    return PreviewSnapshot.Problem(
      severity: diagnostic.severity.rawValue,
      location: "\(file.path):\(line):\(diagnostic.location.column)", line: line,
      column: diagnostic.location.column, message: diagnostic.text(),
      sourceLine: file.lineText(line))
  }
}
