import Foundation
import GlassMorph

/// `glassmorph keyframes`: every glass element's geometry at chosen times, as JSON or CSV.
enum KeyframesCommand {
  static let spec = CommandSpec(
    name: "keyframes",
    overview:
      "Sample a scene's timeline: every glass element's frame, radius, opacity and visibility.",
    usage:
      "glassmorph keyframes <scene.swift or folder>… [--tap <button@s>]… [--set <name=value@s>]… [--at <t,…> | --fps <n>] [--format json|csv]",
    arguments: [
      .init(
        name: "<scene.swift or folder>…",
        help:
          "Swift files with a SwiftUI View, or an app's folder (one program; with --each, its .swift files one scene each). Several scenes give one JSON object keyed by path, or one CSV table with a leading scene column; --tap and --set apply to each."
      )
    ],
    options: TimelineArguments.options + [TimelineArguments.eachOption] + [
      .init(name: "--at", value: "t,…", help: "Sample at these times, in seconds."),
      .init(
        name: "--fps", value: "n",
        help: "Sample every frame at n frames per second (the testing library's default too).",
        defaultValue: "\(Int(Timeline.defaultKeyframeRate))"),
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
      "glassmorph keyframes Scenes/toolbar.swift --fps 60 --format csv",
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
      } ?? Timeline.defaultKeyframeRate
    guard fps <= 1000 else { throw .usage("'--fps' must be at most 1000, not \(fps).") }
    let until = try parsed.value("--until").map { (text) throws(CommandLineError) in
      try NumberArgument.positive(
        text, option: "--until", unit: " seconds", maximum: NumberArgument.maximumTime)
    }
    guard !parsed.positionals.isEmpty else {
      throw .usage("Give the scene file, e.g. 'glassmorph keyframes Scenes/toolbar.swift'.")
    }
    let paths = try CheckCommand.sceneFiles(parsed.positionals, each: parsed.has("--each"))
    var documents: [(path: String, text: String)] = []
    for path in paths {
      let single = parsed.with(positionals: [path])
      let scene = try TimelineArguments.scene(single, command: "keyframes")
      let timeline = try TimelineArguments.timeline(single, scene: scene)
      try TimelineArguments.reportWarnings(timeline, scene: scene, single)
      var sampled = times
      if sampled == nil {
        let end = until ?? timeline.suggestedDuration
        let samples = (end * fps + 1e-9).rounded(.down) + 1
        guard samples.isFinite, samples <= 100_000 else {
          throw .usage(
            "That is \(samples < 1e15 ? String(Int(samples)) : "far too many") samples; at most 100 000 are printed. Lower --fps or --until."
          )
        }
        sampled = (0..<Int(samples)).map { Double($0) / fps }
      }
      if mode == .validate { continue }
      let document = KeyframeDocument(
        timeline: timeline, frames: timeline.keyframes(at: sampled ?? []))
      documents.append((path, format == "csv" ? document.csv : document.json))
    }
    if mode == .validate { return "" }
    if paths.count == 1 && !CheckCommand.isFolder(parsed.positionals[0]) {
      return documents.first?.text ?? ""
    }
    return format == "csv" ? Self.joinedCSV(documents) : Self.joinedJSON(documents)
  }

  /// Several scenes' JSON documents as one object keyed by path.
  static func joinedJSON(_ documents: [(path: String, text: String)]) -> String {
    let entries = documents.map { document in
      "  " + JSONValue.quote(document.path) + ": "
        + document.text.trimmingCharacters(in: .newlines).replacingOccurrences(
          of: "\n", with: "\n  ")
    }
    return "{\n" + entries.joined(separator: ",\n") + "\n}\n"
  }

  /// Several scenes' CSV as one table with a leading `scene` column.
  static func joinedCSV(_ documents: [(path: String, text: String)]) -> String {
    var lines: [String] = []
    for (index, document) in documents.enumerated() {
      let rows = document.text.split(separator: "\n").map(String.init)
      if index == 0, let header = rows.first { lines.append("scene," + header) }
      let field =
        document.path.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
        ? "\"" + document.path.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : document.path
      lines += rows.dropFirst().map { field + "," + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
