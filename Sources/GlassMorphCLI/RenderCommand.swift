import Foundation
import GlassMorphRendering

/// `glassmorph render`: a scene's transition as an MP4 video (the default), one still, every frame
/// as PNGs, or a contact sheet of keyframes.
enum RenderCommand {
  static let spec = CommandSpec(
    name: "render",
    overview:
      "Render a scene's transition to a video (MP4, MOV, GIF, WebP, APNG), a still, a PNG sequence or a contact sheet.",
    usage:
      "glassmorph render <scene.swift or folder>… [-o <out.mp4|.mov|.gif|.webp|.apng|.png>] [--still <s> | --png-dir <dir> | --contact-sheet <file.png>] [--scale 1|2|3] [--fps <n>] [--tap <button@s>]… [--quality draft|standard|high] [--force]",
    arguments: [.init(name: "<scene.swift>", help: "A Swift file with a SwiftUI View.")],
    options: TimelineArguments.options + [TimelineArguments.eachOption] + [
      .init(
        name: "-o", value: "file",
        help:
          "The output file; its extension names the format: .mp4 (H.264), .mov (ProRes 422 HQ, for editors), .gif (one palette per video, for pull requests), .webp or .apng (animated), .png (a still: --still's time, else halfway through the first transition).",
        defaultValue: "out/<scene>[-<settings given>].mp4", alias: "--output"),
      .init(
        name: "--format", value: "mp4|mov|gif|webp|apng|png",
        help:
          "The format when -o is not given (the file goes into out/), or to write it under an -o name with another extension (png: a still).",
        defaultValue: "mp4"),
      .init(
        name: "--force", value: nil,
        help:
          "Replace an existing output that GlassMorph did not write (files it wrote are replaced without asking)."
      ),
      .init(
        name: "--still", value: "seconds",
        help:
          "Render one frame at this time as a PNG (-o names it; default: out/<scene>-<seconds>s.png)."
      ),
      .init(
        name: "--png-dir", value: "dir",
        help: "Write every frame as frame-00000.png … into this folder (created if missing)."),
      .init(
        name: "--frames", value: "a-b",
        help: "Only frames a to b (inclusive, 0-based) with --png-dir."),
      .init(
        name: "--contact-sheet", value: "file.png",
        help:
          "A grid of 12 frames placed where the glass changes most — the transition and the return — each labelled with its time."
      ),
      .init(
        name: "--scale", value: "1|2|3", help: "Pixels per point.",
        defaultValue: "2; 1 for GIF, WebP and APNG"),
      .init(
        name: "--fps", value: "n", help: "Frames per second (GIF: at most 50).",
        defaultValue: "60; 30 for GIF, WebP and APNG"),
      .init(
        name: "--duration", value: "seconds",
        help: "How long the video or sequence runs (extends or cuts the timeline).",
        defaultValue: "until everything settles, plus 0.5 s"),
      .init(
        name: "--loop", value: "n", help: "Repeat the timeline n times in the video.",
        defaultValue: "1"),
      .init(
        name: "--quality", value: "draft|standard|high",
        help:
          "Video quality: x264 ultrafast/CRF 23 (previews), veryfast with a diamond search, one subpixel refinement and no B-frames/18, slow/14 (final output).",
        defaultValue: "standard"),
      .init(
        name: "--crf", value: "n", help: "x264 constant rate factor, 1–51 (overrides --quality)."),
      .init(
        name: "--preset", value: "name",
        help: "x264 preset, ultrafast … veryslow (overrides --quality)."),
      .init(
        name: "--hold-repeats", value: nil,
        help:
          "MP4: do not encode a frame that repeats the one before; the earlier one is shown a frame longer (a variable frame rate on the 1/fps grid, as iOS screen recordings have). The same picture at every instant, written faster, but tools that count samples (ffprobe -count_frames, OpenCV, editors) see fewer frames than fps × duration. By default every frame is encoded."
      ),
      .init(
        name: "--background", value: "file.png|clip.mp4|colour|grid|photo",
        help:
          "What is behind the scene: the built-in wallpaper (default), a PNG or a video (.mp4, .mov, .webm, .mkv, .gif; played from its start with the render and looped when shorter) scaled to cover the canvas, a colour name (white, black, …), grid (lines every 8 pt, to judge lensing and blur) or photo (a landscape stand-in)."
      ),
      .init(
        name: "--overlay", value: "frames,ids,unions",
        help:
          "Draw each glass element's keyframe rectangle, its ID, and each union's rectangle over the picture (any of the three, comma-separated)."
      ),
      .init(
        name: "--compare", value: "other.swift|.animation",
        help:
          "A/B: draw another scene (same taps, canvas and settings), or this scene with another tap animation ('.bouncy'), side by side and labelled."
      ),
      .init(
        name: "--variants", value: "list|all",
        help:
          "Draw the scene under several system settings side by side, labelled: standard, dark, reduce-motion, reduce-transparency, increase-contrast, type-<size>; join with + (dark+increase-contrast); all = \(RenderPanels.allVariants.replacingOccurrences(of: ",", with: ", "))."
      ),
      .init(
        name: "--out-dir", value: "dir",
        help:
          "The folder outputs without -o go into, created if missing; with several scenes, each gets its own file there.",
        defaultValue: "out"),
      .init(
        name: "--jobs", value: "n",
        help: "With several scenes: how many render at once.",
        defaultValue: "the number of cores"),
      .init(
        name: "--shard", value: "i/n",
        help:
          "With several scenes: render only the i-th of n parts (1 ≤ i ≤ n): scene k of the sorted list goes to part (k mod n) + 1, so n machines with the same arguments render every scene exactly once."
      ),
      .init(
        name: "--quiet", value: nil, help: "Print nothing but errors (no progress bar, no summary)."
      ),
    ],
    discussion: """
      Glass is drawn by GlassMorph's own CPU renderer in the iOS 26 look (merged signed-distance
      fields per container, a small blur, a folding edge lens, two-lobe highlights, tint, press and
      vibrancy; SF Symbols as Material Icons). MP4 is H.264 High, yuv420p, BT.709 limited range,
      tagged, faststart; MOV is ProRes 422 HQ 10-bit; GIF gets one 256-colour palette made from the
      whole video with Sierra dithering; WebP is lossy at quality 80; APNG is lossless. Frames stream
      to the encoder as they are made (a GIF draws them twice: for its palette, then to write).
      Without -o the file goes into out/, named after the scene and the settings given. Files are
      written beside the target and renamed when complete: an error or Ctrl-C leaves nothing; a
      file GlassMorph did not write is never replaced without --force.
      """,
    examples: [
      "glassmorph render Scenes/toolbar.swift                       # → out/toolbar.mp4",
      "glassmorph render Scenes/toolbar.swift -o toolbar.gif        # for a pull request",
      "glassmorph render Scenes/toolbar.swift --tap toggle@0.3 --quality high -o review.mov",
      "glassmorph render Scenes/toolbar.swift --still 0.4           # → out/toolbar-0.4s.png",
      "glassmorph render Scenes/toolbar.swift --contact-sheet sheet.png --scale 1 --canvas fit",
      "glassmorph render Scenes/modes.swift --png-dir frames --fps 30 --frames 0-20",
      "glassmorph render Scenes/toolbar.swift --appearance dark -o dark.gif",
      "glassmorph render Scenes/toolbar.swift --variants standard,dark,reduce-motion",
      "glassmorph render Scenes/toolbar.swift --compare .bouncy --overlay frames,ids",
      "glassmorph render Scenes/ --each --out-dir videos --jobs 2  # every file a scene of its own",
      "glassmorph render Scenes/ --each --format gif --shard 2/4    # the second of four CI jobs",
      "glassmorph render MyApp/ --view ComposeBar                  # a view of an app, all its files",
      "glassmorph render Banner.swift --set 'assumed store.showsBanner=true@0.5' --animation .smooth",
    ])

  static func run(_ arguments: [String], mode: RunMode = .run) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    if RenderBatch.applies(to: parsed) { return try RenderBatch.run(parsed, mode: mode) }
    return try render(parsed, mode: mode, inBatch: false)
  }

  /// Renders one scene (`parsed.positionals` holds one path). In a batch the progress bar is not
  /// shown and the signal handlers are the batch's.
  static func render(_ parsed: ParsedArguments, mode: RunMode, inBatch: Bool)
    throws(CommandLineError) -> String
  {
    let outputs = ["--still", "--png-dir", "--contact-sheet"].filter(parsed.isGiven)
    guard outputs.count <= 1 else {
      throw .usage("Give one of \(outputs.joined(separator: ", ")) per run.")
    }
    // The video (or `-o x.png`'s still) and its format come first: GIF, WebP and APNG default to
    // 1× and 30 frames/s, sizes for a pull request.
    let videoOutput = outputs.isEmpty ? try RenderOutput.video(parsed) : nil
    // A video needs FFmpeg: it loads on another thread while the scene is read and laid out.
    if mode != .validate, videoOutput?.format != nil { FFmpegLibraries.preload() }
    let sharing = videoOutput?.format?.isForSharing ?? false
    let scale = try scale(parsed, default: sharing ? 1 : .standard)
    let fps =
      try parsed.value("--fps").map { (text) throws(CommandLineError) in
        try NumberArgument.positive(text, option: "--fps")
      } ?? (sharing ? Self.sharingFramesPerSecond : 60)
    // PNG sequences may take a fractional rate; none may be faster than a video can be.
    let fastest = VideoOptions.supportedFramesPerSecond.upperBound
    guard fps <= Double(fastest) else {
      throw .usage("'--fps' must be at most \(fastest), not \(fps).")
    }
    try RenderOutput.checkFrameRate(fps, for: videoOutput?.format)
    var options = try videoOptions(parsed, fps: fps, isVideo: videoOutput?.format != nil)
    let loopText = parsed.value("--loop") ?? "1"
    guard let loops = Int(loopText), (1...100).contains(loops) else {
      throw .usage("'--loop' is a whole number from 1 to 100, not '\(loopText)'.")
    }
    options.loops = loops
    let durationOption = try parsed.value("--duration").map { (text) throws(CommandLineError) in
      try NumberArgument.positive(text, option: "--duration", unit: " seconds")
    }
    if let durationOption, durationOption > 600 {
      throw .usage("'--duration' is at most 600 seconds, not \(durationOption).")
    }
    options.duration = durationOption
    let backdrop = parsed.value("--background").map(Backdrop.init(argument:)) ?? .wallpaper
    let scene = try TimelineArguments.scene(parsed, command: "render")
    let timeline = try TimelineArguments.timeline(parsed, scene: scene)
    try TimelineArguments.reportWarnings(timeline, scene: scene, parsed)
    var renderer: TimelineRenderer
    do {
      renderer = try TimelineRenderer(timeline: timeline, scale: scale, backdrop: backdrop)
      renderer.overlay = try parsed.value("--overlay").map { (text) throws(RenderError) in
        try FrameOverlay(argument: text)
      }
    } catch {
      throw .usage(error.commandLineMessage)
    }
    let sideBySide = try RenderPanels.sideBySide(parsed, scene: scene, first: renderer)
    let quiet = parsed.has("--quiet")
    let duration = durationOption ?? sideBySide?.suggestedDuration ?? timeline.suggestedDuration
    let givenStill = try parsed.value("--still").map { (text) throws(CommandLineError) in
      try NumberArgument.time(text, option: "--still")
    }
    // `-o x.png` without --still: the frame halfway through the first transition.
    let stillTime =
      givenStill
      ?? (videoOutput.map { $0.format == nil } == true ? renderer.midTransitionTime : nil)
    let frameRange =
      try parsed.isGiven("--png-dir") ? Self.frameRange(parsed, duration: duration, fps: fps) : nil
    // Outputs are checked before any work: never an input, a folder, a device, a missing folder or
    // a file GlassMorph did not write (without --force).
    let inputs = [scene.path] + (parsed.value("--background").map { [$0] } ?? [])
    let stillOutput =
      stillTime == nil
      ? nil
      : try givenStill.map { time throws(CommandLineError) in
        try RenderOutput.still(parsed, time: time)
      } ?? videoOutput
    var sheetOutput: RenderOutput? = nil
    if let path = parsed.value("--contact-sheet") {
      try RenderOutput.checkName(path, option: "--contact-sheet")
      guard path.lowercased().hasSuffix(".png") else {
        throw .usage(
          "'--contact-sheet \(path)': a contact sheet is a PNG; give a name ending in .png.")
      }
      sheetOutput = RenderOutput(format: nil, path: path, isDefault: false)
    }
    let fileOutput = videoOutput?.format != nil ? videoOutput : stillOutput ?? sheetOutput
    if let fileOutput, fileOutput.path != "-" || stillTime == nil {
      try fileOutput.validate(parsed, inputs: inputs, create: mode != .validate)
    }
    do {
      if let folder = parsed.value("--png-dir") { try OutputPath.validateFrameFolder(folder) }
    } catch {
      throw .usage(error.message)
    }
    if mode == .validate { return "" }
    let progress = ProgressLine(quiet: quiet || inBatch)
    if !inBatch { Interruption.install() }
    do {
      if let output = videoOutput?.path, videoOutput?.format != nil {
        defer { progress.finish() }
        let summary =
          try sideBySide?.writeVideo(
            to: output, options: options, progress: progress.show,
            isCancelled: { Interruption.wasReceived })
          ?? renderer.writeVideo(
            to: output, options: options, progress: progress.show,
            isCancelled: { Interruption.wasReceived })
        if let (width, height) = summary.paddedFrom, !quiet {
          FileHandle.standardError.write(
            Data(
              "Note: the frame is \(width) × \(height) px; H.264 needs even sizes, so it is padded to \(summary.width) × \(summary.height) with its edge pixels.\n"
                .utf8))
        }
        return quiet ? "" : summary.description + "\n"
      }
      if let time = stillTime, let output = stillOutput?.path {
        if output == "-" {
          // `-o -`: the PNG on standard output (and the note on standard error).
          let pixmap = sideBySide?.frame(at: time) ?? renderer.frame(at: time)
          let data: Data
          do { data = try PNGFile.encode(pixmap) } catch {
            throw CommandLineError.runtime(error.message)
          }
          if Interruption.wasReceived { throw Interruption.error("the still") }
          FileHandle.standardOutput.write(data)
          return ""
        }
        if Interruption.wasReceived { throw Interruption.error(output) }
        let pixmap = sideBySide?.frame(at: time) ?? renderer.frame(at: time)
        do { try PNGFile.write(pixmap, to: output) } catch {
          throw CommandLineError.runtime(error.message)
        }
        return quiet
          ? ""
          : "Wrote \(output) (\(pixmap.width) × \(pixmap.height) px, t = \(JSONValue.format(time, places: 3)) s\(givenStill == nil ? ", halfway through the first transition; --still picks another time" : "")).\n"
      }
      if let folder = parsed.value("--png-dir"), let range = frameRange {
        defer { progress.finish() }
        try renderer.writeFrames(
          to: folder, framesPerSecond: fps, range: range, progress: progress.show,
          isCancelled: { Interruption.wasReceived })
        return quiet ? "" : "Wrote \(range.count) frames to \(folder) (\(fps) fps).\n"
      }
      if let output = parsed.value("--contact-sheet") {
        if Interruption.wasReceived { throw Interruption.error(output) }
        let sheet = try renderer.writeContactSheet(to: output)
        return quiet
          ? "" : "Wrote \(output) (\(sheet.width) × \(sheet.height) px, 11 keyframes).\n"
      }
    } catch let error as CommandLineError {
      throw error
    } catch let error as RenderError {
      if error.reason == .cancelled {
        throw Interruption.error(fileOutput?.path ?? "the frames")
      }
      throw .runtime(error.commandLineMessage)
    } catch {
      throw .runtime("\(error)")
    }
    return ""
  }

  /// `--scale`, read as the library reads a scale (`RenderScale(parsing:)`), else `fallback`.
  static func scale(_ parsed: ParsedArguments, default fallback: RenderScale)
    throws(CommandLineError) -> RenderScale
  {
    guard let text = parsed.value("--scale") else { return fallback }
    do {
      return try RenderScale(parsing: text)
    } catch {
      throw .usage(error.commandLineMessage)
    }
  }

  /// The frames `--png-dir` writes: all of a `duration`-second sequence at `fps`, or the range
  /// `--frames a-b` picks from it (clamped to the sequence's last frame).
  static func frameRange(_ parsed: ParsedArguments, duration: Double, fps: Double)
    throws(CommandLineError) -> Range<Int>
  {
    let frames = (duration * fps).rounded(.down)
    guard frames.isFinite, frames < Double(maximumFrameCount) else {
      throw .usage(
        "That is more than \(maximumFrameCount) frames; lower --fps or --duration.")
    }
    let count = Int(frames) + 1
    guard let text = parsed.value("--frames") else { return 0..<count }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 2, let first = parts[0], let last = parts[1], first >= 0, last >= first
    else {
      throw .usage("'--frames' takes a range a-b of frame numbers, e.g. 0-30; not '\(text)'.")
    }
    guard first < count else {
      throw .usage("'--frames \(text)': the sequence has \(count) frames (0-\(count - 1)).")
    }
    return first..<(min(count - 1, last) + 1)
  }

  /// GIF, WebP and APNG's frame rate unless --fps is given: smooth enough for a spring, a third the
  /// size of 60, and a whole number of GIF's hundredths of a second on average (3⅓).
  static let sharingFramesPerSecond = 30.0

  /// The most frames one `--png-dir` run writes (10 minutes at 240 fps).
  static let maximumFrameCount = 144_000

  /// Encoder options from --fps, --quality, --crf and --preset.
  static func videoOptions(_ parsed: ParsedArguments, fps: Double, isVideo: Bool)
    throws(CommandLineError) -> VideoOptions
  {
    if isVideo, fps != fps.rounded() {
      throw .usage("'--fps' must be a whole number for video, not \(fps).")
    }
    var options = VideoOptions(framesPerSecond: max(1, Int(fps.rounded())))
    if let quality = parsed.value("--quality") {
      guard let value = VideoQuality(rawValue: quality) else {
        var message = "'--quality' is draft, standard or high, not '\(quality)'."
        if let near = NearestName.suggestion(for: quality, among: ["draft", "standard", "high"]) {
          message += " Did you mean '\(near)'?"
        }
        throw .usage(message)
      }
      options.quality = value
    }
    if let crfText = parsed.value("--crf") {
      guard let crf = Int(crfText), (1...51).contains(crf) else {
        throw .usage(
          "'--crf' is a whole number from 1 (best) to 51 (worst); 0 (lossless) does not play in QuickTime. Not '\(crfText)'."
        )
      }
      options.crf = crf
    }
    if let preset = parsed.value("--preset") {
      guard VideoOptions.presets.contains(preset) else {
        var message =
          "'--preset' is one of \(VideoOptions.presets.joined(separator: ", ")), not '\(preset)'."
        if let near = NearestName.suggestion(for: preset, among: VideoOptions.presets) {
          message += " Did you mean '\(near)'?"
        }
        throw .usage(message)
      }
      options.preset = preset
    }
    options.holdsRepeatedFrames = parsed.has("--hold-repeats")
    return options
  }
}
