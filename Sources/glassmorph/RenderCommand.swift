import Foundation
import GlassMorph
import MorphMedia
import MorphRender

/// `glassmorph render`: a scene's transition as pictures — one still, every frame as PNGs, or a
/// contact sheet of keyframes.
enum RenderCommand {
  static let spec = CommandSpec(
    name: "render",
    overview: "Render a scene's transition: a still, a PNG sequence or a contact sheet.",
    usage:
      "glassmorph render <scene.swift> (--still <s> -o <file.png> | --png-dir <dir> | --contact-sheet <file.png>) [--scale 1|2|3] [--fps <n>] [--tap <button@s>]… [--background <file.png|colour>]",
    arguments: [.init(name: "<scene.swift>", help: "A Swift file with a SwiftUI View.")],
    options: TimelineArguments.options + [
      .init(name: "--still", value: "seconds", help: "Render one frame at this time (needs -o)."),
      .init(name: "-o", value: "file", help: "The output file for --still."),
      .init(
        name: "--png-dir", value: "dir",
        help: "Write every frame as frame-00000.png … into this folder (created if missing)."),
      .init(
        name: "--frames", value: "a-b",
        help: "Only frames a to b (inclusive, 0-based) with --png-dir."),
      .init(
        name: "--contact-sheet", value: "file.png",
        help:
          "A grid of keyframes at 0, 10, … 100 % of the transition, each labelled with its time."),
      .init(name: "--scale", value: "1|2|3", help: "Pixels per point.", defaultValue: "2"),
      .init(
        name: "--fps", value: "n", help: "Frames per second of the sequence.", defaultValue: "60"),
      .init(
        name: "--duration", value: "seconds", help: "How long the sequence runs.",
        defaultValue: "until everything settles, plus 0.5 s"),
      .init(
        name: "--background", value: "file.png|colour",
        help:
          "A PNG scaled to cover the canvas, or a colour name (white, black, …), instead of the built-in wallpaper."
      ),
      .init(name: "--quiet", value: nil, help: "Print nothing but errors."),
    ],
    discussion: """
      Glass is drawn by GlassMorph's own CPU renderer: merged signed-distance fields per container,
      blur, refraction from a squircle bezel, rim light and tint (see Docs/Rendering.md). Frames are
      deterministic: the same scene and options give the same pixels.
      """,
    examples: [
      "glassmorph render Scenes/toolbar.swift --still 0.4 -o toolbar.png",
      "glassmorph render Scenes/toolbar.swift --contact-sheet sheet.png --scale 1",
      "glassmorph render Scenes/modes.swift --png-dir frames --fps 30 --frames 0-20",
    ])

  static func run(_ arguments: [String]) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    let scaleText = parsed.value("--scale") ?? "2"
    guard let scale = Double(scaleText), [1.0, 2.0, 3.0].contains(scale) else {
      throw .usage("'--scale' is 1, 2 or 3 (pixels per point), not '\(scaleText)'.")
    }
    let fps =
      try parsed.value("--fps").map { (text) throws(CommandLineError) in
        try NumberArgument.positive(text, option: "--fps")
      } ?? 60
    guard fps <= 240 else { throw .usage("'--fps' must be at most 240, not \(fps).") }
    let outputs = ["--still", "--png-dir", "--contact-sheet"].filter(parsed.isGiven)
    guard !outputs.isEmpty else {
      throw .usage(
        "Say what to render: --still <seconds> -o <file.png>, --png-dir <folder> or --contact-sheet <file.png>. (MP4 output is not available in this build yet.)"
      )
    }
    guard outputs.count == 1 else {
      throw .usage("Give one of \(outputs.joined(separator: ", ")) per run.")
    }
    if parsed.isGiven("--still") && parsed.value("-o") == nil {
      throw .usage("'--still' needs '-o <file.png>'.")
    }
    let background = try backgroundPicture(parsed.value("--background"))
    let scene = try TimelineArguments.scene(parsed, command: "render")
    let timeline = try TimelineArguments.timeline(parsed, scene: scene)
    let renderer = FrameRenderer(
      scale: scale, background: background, text: FreeTypeTextRasterizer())
    let quiet = parsed.has("--quiet")

    if let stillText = parsed.value("--still"), let output = parsed.value("-o") {
      let time = try NumberArgument.nonNegative(stillText, option: "--still")
      let pixmap = renderer.render(timeline.sample(at: time))
      do { try PNGFile.write(pixmap, to: output) } catch { throw .runtime(error.message) }
      return quiet
        ? "" : "Wrote \(output) (\(pixmap.width) × \(pixmap.height) px, t = \(time) s).\n"
    }
    if let folder = parsed.value("--png-dir") {
      let duration =
        try parsed.value("--duration").map { (text) throws(CommandLineError) in
          try NumberArgument.positive(text, option: "--duration", unit: " seconds")
        } ?? timeline.suggestedDuration
      let count = Int((duration * fps).rounded(.down)) + 1
      var range = 0..<count
      if let frames = parsed.value("--frames") {
        let parts = frames.split(separator: "-").map { Int($0) }
        guard parts.count == 2, let first = parts[0], let last = parts[1], first >= 0, last >= first
        else {
          throw .usage("'--frames' takes a range a-b of frame numbers, e.g. 0-30; not '\(frames)'.")
        }
        guard first < count else {
          throw .usage("'--frames \(frames)': the sequence has \(count) frames (0-\(count - 1)).")
        }
        range = first..<min(count, last + 1)
      }
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .runtime("\(folder): cannot create the folder (\(error.localizedDescription)).")
      }
      for index in range {
        let pixmap = renderer.render(timeline.sample(at: Double(index) / fps))
        let path = (folder as NSString).appendingPathComponent(
          String(format: "frame-%05d.png", index))
        do { try PNGFile.write(pixmap, to: path) } catch { throw .runtime(error.message) }
      }
      return quiet ? "" : "Wrote \(range.count) frames to \(folder) (\(fps) fps).\n"
    }
    if let output = parsed.value("--contact-sheet") {
      let sheet = ContactSheet(timeline: timeline, renderer: renderer).render()
      do { try PNGFile.write(sheet, to: output) } catch { throw .runtime(error.message) }
      return quiet ? "" : "Wrote \(output) (\(sheet.width) × \(sheet.height) px, 11 keyframes).\n"
    }
    return ""
  }

  /// `--background`: a PNG file, or a colour name.
  static func backgroundPicture(_ value: String?) throws(CommandLineError) -> Pixmap? {
    guard let value else { return nil }
    if let color = Color.named[value] { return Pixmap(width: 1, height: 1, filledWith: color) }
    do {
      return try PNGFile.read(value)
    } catch {
      throw .usage(
        "'--background \(value)' is neither a colour name (\(Color.named.keys.sorted().joined(separator: ", "))) nor a readable PNG: \(error.message)"
      )
    }
  }
}
