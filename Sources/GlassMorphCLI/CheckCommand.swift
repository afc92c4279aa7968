import Foundation
import GlassMorph

/// `glassmorph check`: load a scene, list its state, buttons, reachable states and glass elements,
/// and report every diagnostic.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    overview: "Read a SwiftUI scene and show its states, buttons and glass elements.",
    usage: "glassmorph check <scene.swift> [--view <name>] [--preview <title>] [--json]",
    arguments: [
      .init(
        name: "<scene.swift>", help: "A Swift file with a SwiftUI View (and optionally a #Preview)."
      )
    ],
    options: [
      .init(
        name: "--view", value: "name", help: "The View struct to simulate.",
        defaultValue: "the one the #Preview shows"),
      .init(
        name: "--preview", value: "title", help: "The #Preview(\"title\") to show the scene in.",
        defaultValue: "the first #Preview"),
      .init(name: "--json", value: nil, help: "Print one JSON object instead of text."),
      .init(
        name: "--canvas", value: "fit|auto|preset|WxH",
        help:
          "The canvas frames are measured on: a device (\(DevicePreset.all.map(\.name).joined(separator: ", "))), WxH in points, fit (around every state's glass) or auto (a device when the preview fills the screen, else fit).",
        defaultValue: "auto"),
    ],
    discussion: """
      The scene is interpreted, never compiled: GlassMorph understands the SwiftUI subset that glass
      morphing needs and reports anything else it ignores as a warning with file:line:column.
      Reachable states are found by tapping everything tappable (buttons, gestures, toggles, picker
      options, steppers — in child views too), breadth first, up to 64 states. Exit status: 0 when the scene loads (warnings allowed), 1 when it
      cannot, 64 for bad arguments.
      """,
    examples: [
      "glassmorph check Scenes/toolbar.swift",
      "glassmorph check Scenes/modes.swift --json",
    ])

  static func run(_ arguments: [String], mode: RunMode = .run) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    guard let path = parsed.positionals.first else {
      throw .usage("Give the scene file to check, e.g. 'glassmorph check Scenes/toolbar.swift'.")
    }
    if parsed.positionals.count > 1 {
      throw .usage("Give one scene file (got \(parsed.positionals.count)).")
    }
    let scene: GlassScene
    do {
      scene = try GlassScene(
        path: path, view: parsed.value("--view"), preview: parsed.value("--preview"))
    } catch {
      let count = error.diagnostics.filter { $0.severity == .error }.count
      throw .runtime(
        "\(path) cannot be loaded: \(count) error\(count == 1 ? "" : "s") above; fix \(count == 1 ? "it" : "them") and run again.",
        details: error.rendered)
    }
    var canvas = CanvasChoice.automatic
    if let text = parsed.value("--canvas") {
      guard let choice = CanvasChoice(argument: text) else {
        throw .usage(
          "'--canvas' takes fit, auto, a device (\(DevicePreset.all.map(\.name).joined(separator: ", "))) or WxH in points such as 390x300; not '\(text)'."
        )
      }
      canvas = choice
    }
    if mode == .validate { return "" }
    let report = CheckReport(scene: scene, states: scene.reachableStates(canvas: canvas))
    let output = parsed.has("--json") ? report.json : report.text
    let errors = report.diagnostics.filter { $0.severity == .error }.count
    guard errors == 0 else {
      // What Swift would stop at (an overflow, a runaway loop) makes the scene fail, as the app would.
      throw .runtime(
        "\(path): \(errors) error\(errors == 1 ? "" : "s") while simulating (listed above); fix \(errors == 1 ? "it" : "them") and run again.",
        details: output.trimmingCharacters(in: .newlines))
    }
    return output
  }
}
