import GlassMorphRendering

/// `glassmorph spring`: measure, sample and compare SwiftUI springs and curves.
enum SpringCommand {
  static let spec = CommandSpec(
    name: "spring",
    overview: "Measure, sample and compare SwiftUI animations the way SwiftUI renders them.",
    usage:
      "glassmorph spring [<animation> | <spring options>] [--compare <a,b,…>] [--at <t,…> | --fps <n> [--until <s>]] [--csv | --json]",
    arguments: [
      .init(
        name: "<animation>",
        help: "A preset (\(MorphAnimation.presets.map(\.name).joined(separator: ", "))), "
          + "an animation written as in Swift ('.spring(duration: 0.4, bounce: 0.2)'), "
          + "or a spring given with the options below.")
    ],
    options: [
      .init(
        name: "--duration", value: "seconds", help: "Spring duration (= response), > 0.",
        defaultValue: "0.5 with --bounce"),
      .init(
        name: "--bounce", value: "b", help: "Spring bounce, from just above -1 up to 1.",
        defaultValue: "0"),
      .init(
        name: "--response", value: "seconds", help: "Spring response, > 0.",
        defaultValue: "0.5 with --damping-fraction"),
      .init(
        name: "--damping-fraction", value: "z", help: "Damping ratio, > 0 (1 = critical).",
        defaultValue: "0.825"),
      .init(name: "--mass", value: "m", help: "Mass, > 0.", defaultValue: "1"),
      .init(name: "--stiffness", value: "k", help: "Stiffness, > 0 (needs --damping)."),
      .init(name: "--damping", value: "c", help: "Damping coefficient, > 0 (needs --stiffness)."),
      .init(
        name: "--allow-overdamping", value: nil,
        help: "Keep an overdamped --mass/--stiffness/--damping spring overdamped."),
      .init(
        name: "--blend-duration", value: "seconds", help: "Blend duration of a fluid spring, ≥ 0.",
        defaultValue: "0"),
      .init(
        name: "--interpolating", value: nil,
        help: "Use the interpolatingSpring engine (closed form, combines on interruption)."),
      .init(
        name: "--closed-form", value: nil,
        help: "Evaluate Spring.value(target:time:) instead of what the animation renders."),
      .init(
        name: "--compare", value: "a,b,…", help: "Also measure these presets and print one table."),
      .init(name: "--at", value: "t,…", help: "Sample the move 0 → 1 at these times, in seconds."),
      .init(name: "--fps", value: "n", help: "Sample the move 0 → 1 at n frames per second."),
      .init(
        name: "--until", value: "seconds", help: "Last time sampled with --fps.",
        defaultValue: "when it settles"),
      .init(name: "--csv", value: nil, help: "Print samples as CSV: t,value,velocity."),
      .init(name: "--json", value: nil, help: "Print one JSON object (an array with --compare)."),
      .init(
        name: "--plot", value: "file.png",
        help:
          "Also draw the curves (value over time, target line, settle markers, legend) as a PNG."),
      .init(
        name: "--force", value: nil,
        help: "Replace an existing --plot or --video file that GlassMorph did not write."),
      .init(
        name: "--video", value: "file.mp4",
        help:
          "Also render each spring as a glass capsule sliding across its own lane, side by side, as a video in the format of the extension (.mp4, .mov, .gif, .webp, .apng; GIF, WebP and APNG at 30 frames/s unless --fps)."
      ),
    ],
    discussion: """
      Springs from .spring, .smooth, .snappy, .bouncy, .interactiveSpring and .default are evaluated
      with SwiftUI's fluid-spring integrator (1/300 s steps), which is what withAnimation renders;
      --closed-form shows the exact oscillator of the Spring type instead. Times are in seconds, values
      are fractions of the move (1 = arrived), velocities fractions per second.
      """,
    examples: [
      "glassmorph spring bouncy",
      "glassmorph spring bouncy --compare snappy,smooth",
      "glassmorph spring bouncy --compare snappy,smooth --plot springs.png",
      "glassmorph spring bouncy --compare snappy,smooth --video springs.mp4",
      "glassmorph spring '.spring(duration: 0.4, bounce: 0.2)' --compare '.easeInOut(duration: 0.3)'",
      "glassmorph spring --duration 0.4 --bounce 0.2 --fps 60 --csv",
      "glassmorph spring --mass 1 --stiffness 100 --damping 10 --closed-form --json",
    ])

  /// The longest time that may be sampled, in seconds.
  static let maximumSampleTime = 600.0
  /// The most samples one call may print.
  static let maximumSampleCount = 100_000

  /// Runs the command and returns what it prints on standard output.
  static func run(_ arguments: [String], mode: RunMode = .run) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    let request = try SpringRequest(parsed)
    let plot = parsed.value("--plot")
    let video = parsed.value("--video")
    let sharing = parsed.value("--video").flatMap { VideoFormat(path: $0) }?.isForSharing ?? false
    let fps =
      Double(parsed.value("--fps") ?? "")
      ?? (sharing ? RenderCommand.sharingFramesPerSecond : SpringVideo.defaultFramesPerSecond)
    try SpringVideo.check(plot: plot, video: video, framesPerSecond: fps)
    // Both files are written, or neither: each to a staged temporary, moved into place together.
    let batch = OutputBatch()
    let stagedPlot: String?
    let stagedVideo: String?
    do {
      // Never a file GlassMorph did not write, unless --force.
      for path in [plot, video].compactMap({ $0 }) {
        try OutputPath.checkOwnership(path, force: parsed.has("--force"))
      }
      stagedPlot = try plot.map { (path) throws(MediaError) in try batch.stage(path, suffix: ".png")
      }
      stagedVideo = try video.map { (path) throws(MediaError) in
        try batch.stage(path, suffix: "." + (VideoFormat(path: path) ?? .mp4).rawValue)
      }
    } catch {
      throw .usage(error.commandLineMessage)
    }
    if mode == .validate { return "" }
    var text = SpringReport(request).text
    Interruption.install()
    // Messages name the file asked for, not its staged temporary.
    func named(_ error: CommandLineError, _ staged: String, _ target: String) -> CommandLineError {
      CommandLineError(
        kind: error.kind, message: error.message.replacingOccurrences(of: staged, with: target),
        details: error.details)
    }
    if let stagedPlot, let plot {
      do { try SpringVideo.writePlot(request, to: stagedPlot) } catch {
        throw named(error, stagedPlot, plot)
      }
      if request.format == .summary { text += "Wrote \(plot).\n" }
    }
    if let stagedVideo, let video {
      if Interruption.wasReceived { throw Interruption.error(video) }
      let line: String
      do { line = try SpringVideo.write(request, to: stagedVideo, framesPerSecond: fps) } catch {
        throw named(error, stagedVideo, video)
      }
      if request.format == .summary {
        text += line.replacingOccurrences(of: stagedVideo, with: video)
      }
    }
    if Interruption.wasReceived { throw Interruption.error(plot ?? video ?? "the output") }
    do { try batch.commit() } catch { throw .runtime(error.message) }
    return text
  }
}
