import Foundation
import GlassMorph

/// `glassmorph keyframes`: every glass element's geometry at chosen times, as JSON or CSV.
enum KeyframesCommand {
  static let spec = CommandSpec(
    name: "keyframes",
    overview:
      "Sample a scene's timeline: every glass element's frame, radius, opacity and visibility.",
    usage:
      "glassmorph keyframes <scene.swift> [--tap <button@s>]… [--set <name=value@s>]… [--at <t,…> | --fps <n>] [--format json|csv]",
    arguments: [.init(name: "<scene.swift>", help: "A Swift file with a SwiftUI View.")],
    options: TimelineArguments.options + [
      .init(name: "--at", value: "t,…", help: "Sample at these times, in seconds."),
      .init(
        name: "--fps", value: "n", help: "Sample every frame at n frames per second.",
        defaultValue: "60"),
      .init(
        name: "--until", value: "seconds", help: "Last time sampled with --fps.",
        defaultValue: "when everything has settled"),
      .init(name: "--format", value: "json|csv", help: "Output format.", defaultValue: "json"),
    ],
    discussion: """
      Keys are the glass ID (namespace/ID when an ID repeats across namespaces), else the element's
      structural key. opacity is the element's content opacity, visibility its glass (materialize).
      Frames are in points on the canvas, origin top-left.
      """,
    examples: [
      "glassmorph keyframes Scenes/toolbar.swift --fps 30 --format csv",
      "glassmorph keyframes Scenes/toolbar.swift --tap toggle@0.1 --at 0,0.1,0.2,0.4",
      "glassmorph keyframes Scenes/modes.swift --set mode=.recording@0 --animation .bouncy --at 0.25",
    ])

  static func run(_ arguments: [String], mode: RunMode = .run) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    let format = parsed.value("--format") ?? "json"
    guard format == "json" || format == "csv" else {
      throw .usage("'--format' is json or csv, not '\(format)'.")
    }
    if parsed.isGiven("--at") && (parsed.isGiven("--fps") || parsed.isGiven("--until")) {
      throw .usage("'--at' lists the times itself; leave out '--fps' and '--until'.")
    }
    var times: [Double]? = nil
    if let list = parsed.value("--at") {
      times = try NumberArgument.nonNegativeList(list, option: "--at")
    }
    let fps =
      try parsed.value("--fps").map { (text) throws(CommandLineError) in
        try NumberArgument.positive(text, option: "--fps")
      } ?? 60
    guard fps <= 1000 else { throw .usage("'--fps' must be at most 1000, not \(fps).") }
    let until = try parsed.value("--until").map { (text) throws(CommandLineError) in
      try NumberArgument.positive(text, option: "--until", unit: " seconds")
    }
    let scene = try TimelineArguments.scene(parsed, command: "keyframes")
    let timeline = try TimelineArguments.timeline(parsed, scene: scene)
    try TimelineArguments.reportWarnings(timeline, scene: scene, parsed)
    if times == nil {
      let end = until ?? timeline.suggestedDuration
      let samples = (end * fps + 1e-9).rounded(.down) + 1
      guard samples.isFinite, samples <= 100_000 else {
        throw .usage(
          "That is \(samples.isFinite ? String(Int(samples)) : "too many") samples; at most 100 000 are printed. Lower --fps or --until."
        )
      }
      times = (0..<Int(samples)).map { Double($0) / fps }
    }
    if mode == .validate { return "" }
    let document = KeyframeDocument(timeline: timeline, frames: timeline.keyframes(at: times ?? []))
    return format == "csv" ? document.csv : document.json
  }
}
