import Foundation
import GlassMorph
import GlassMorphRendering

/// `glassmorph check`: load a scene, list its state, buttons, reachable states and glass elements,
/// and report every diagnostic.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    overview: "Read a SwiftUI scene and show its states, buttons and glass elements.",
    usage:
      "glassmorph check <scene.swift or app folder>… [--list] [--view <name>] [--preview <title>] [--json]",
    arguments: [
      .init(
        name: "<scene.swift or app folder>…",
        help:
          "A Swift file with a SwiftUI View (and optionally a #Preview), or an app's folder: every .swift file under it is one program (build products, dependencies and tests are skipped)."
      )
    ],
    options: TimelineArguments.options.filter { ["--view", "--preview"].contains($0.name) }
      + TimelineArguments.loadingOptions + [
        .init(
          name: "--list", value: nil,
          help:
            "List every view and #Preview that uses glass (directly or through helpers in other files) with file:line, the glass APIs it uses (and the helpers it reaches them through; a model class carries none) and whether a tap changes its state: where to start in an app's folder (a single file lists its own)."
        ),
        TimelineArguments.eachOption,
        .init(
          name: "--json", value: nil,
          help:
            "Print one JSON object instead of text: states, buttons and every diagnostic with its id, severity, message, file, line and column — also when the scene cannot be loaded (then loaded is false)."
        ),
        .init(
          name: "--canvas", value: "fit|auto|preset|WxH",
          help:
            "The canvas frames are measured on: a device (\(DevicePreset.all.map(\.name).joined(separator: ", "))), WxH in points, fit (around every state's glass) or auto (a device when the preview fills the screen, else the whole view with a margin).",
          defaultValue: "auto"),
      ],
    discussion: """
      The scene is interpreted, never compiled: GlassMorph understands the SwiftUI subset that glass
      morphing needs and reports anything else it ignores as a warning with file:line:column.
      Reachable states are found by tapping everything tappable (buttons, gestures, toggles, picker
      options, steppers — in child views too), breadth first, up to 64 states. A folder is one
      program, as the compiler sees an app: types, extensions and helpers from every file; when
      several of its views use glass, --list shows them and --view or --preview picks one.
      Several scenes (files, or a folder's files with --each) are checked one after another, each report under its path (with --json, an array). Exit status:
      0 when every scene loads (warnings allowed), 1 when one cannot (the others are still
      reported), 64 for bad arguments.

      Every diagnostic ends in its ID in brackets ([unsupported-modifier], [syntax.missing-nodes]):
      --silence ID drops those warnings, --warnings-as-errors ID makes them fail the check, as a CI
      job would want. Syntax errors are the Swift parser's own (the one Xcode uses).
      """,
    examples: [
      "glassmorph check Scenes/toolbar.swift",
      "glassmorph check Scenes/modes.swift --json",
      "glassmorph check MyView.swift --warnings-as-errors unsupported-modifier --define DEMO",
      "glassmorph check MyApp/ --list                    # the views and previews that use glass",
      "glassmorph check MyApp/ --view ComposeBar         # one view of the app, its files together",
      "glassmorph check Scenes/ --each                   # every file a scene of its own",
    ])

  static func run(_ arguments: [String], mode: RunMode = .run) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    guard !parsed.positionals.isEmpty else {
      throw .usage("Give the scene file to check, e.g. 'glassmorph check Scenes/toolbar.swift'.")
    }
    let paths = try sceneFiles(parsed.positionals, each: parsed.has("--each"))
    if paths.count == 1 && !parsed.has("--each") {
      return try check(paths[0], parsed, mode: mode)
    }
    var reports: [(path: String, text: String)] = []
    var failures: [(path: String, error: CommandLineError)] = []
    for path in paths {
      do {
        reports.append((path, try check(path, parsed, mode: mode)))
      } catch {
        if error.kind == .usage { throw error }
        failures.append((path, error))
        // With --json the array has every scene, those that failed to load too.
        if let json = error.output, parsed.has("--json") { reports.append((path, json)) }
      }
    }
    if mode == .validate { return "" }
    let output: String
    if parsed.has("--json") {
      output =
        "[\n"
        + reports.map { $0.text.trimmingCharacters(in: .newlines) }.joined(separator: ",\n")
        + "\n]\n"
    } else {
      output = reports.map { "== \($0.path) ==\n\($0.text)" }.joined(separator: "\n")
    }
    guard failures.isEmpty else {
      let details = failures.map { failure in
        [failure.error.details, "\(failure.path): \(failure.error.message)"].compactMap { $0 }
          .joined(separator: "\n")
      }.joined(separator: "\n")
      var error = CommandLineError.runtime(
        "\(failures.count) of \(paths.count) scenes failed: \(failures.map(\.path).joined(separator: ", ")); the others are reported above.",
        details: details)
      error.output = output
      throw error
    }
    return output
  }

  /// Whether some `.swift` file is anywhere under the folder `path`.
  static func holdsSwift(_ path: String) -> Bool {
    // A folder given through a symbolic link is walked at its destination (Foundation's walker
    // does not enter a link).
    let walked = (path as NSString).resolvingSymlinksInPath
    guard let walker = FileManager.default.enumerator(atPath: walked) else { return false }
    while let next = walker.nextObject() as? String {
      if next.hasSuffix(".swift") { return true }
    }
    return false
  }

  /// Whether `path` is a folder.
  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  /// The scenes the arguments name: files as given, and folders as given (each one program) or,
  /// with `each`, as their own `.swift` files, each a scene of its own (sorted).
  static func sceneFiles(_ arguments: [String], each: Bool) throws(CommandLineError) -> [String] {
    var files: [String] = []
    for argument in arguments {
      if argument.isEmpty {
        throw .usage("An empty path was given; give a .swift file or an app's folder.")
      }
      if !each, isFolder(argument), !holdsSwift(argument) {
        throw .usage("\(argument) holds no .swift files; give an app's folder or a .swift file.")
      }
      guard each, isFolder(argument) else {
        files.append(argument)
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
      let swift = names.filter { $0.hasSuffix(".swift") }.sorted()
      guard !swift.isEmpty else { throw .usage("\(argument) has no .swift files to check.") }
      files += swift.map { (argument as NSString).appendingPathComponent($0) }
    }
    return files
  }

  /// Checks one scene: its report, or an error.
  static func check(_ path: String, _ parsed: ParsedArguments, mode: RunMode)
    throws(CommandLineError) -> String
  {
    var scene: GlassScene
    let (defines, platform, policy) = try TimelineArguments.loading(parsed)
    if parsed.has("--list") {
      return try FolderListing.run(
        path, parsed, defines: defines, platform: platform ?? .iOS, policy: policy, mode: mode)
    }
    do {
      scene = try GlassScene(
        path: path, view: parsed.value("--view"), preview: parsed.value("--preview"),
        defines: defines, platform: platform, policy: policy, target: parsed.value("--target"),
        includeTests: parsed.has("--include-tests"), fonts: FreeTypeFontReader())
    } catch {
      // A file of helpers alone is not a failure: the note says what it declares.
      if !error.hasErrors {
        return parsed.has("--json")
          ? CheckReport.failureJSON(error, path: path)
          : error.rendered(wording: \.commandLineSentence) + "\n"
      }
      var failure = TimelineArguments.failure(path, error)
      // An editor or CI annotator reads the diagnostics from the JSON even when loading fails.
      if parsed.has("--json") { failure.output = CheckReport.failureJSON(error, path: path) }
      throw failure
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
    var environment = scene.environment
    TimelineArguments.sizeClasses(canvas, in: &environment)
    scene = scene.with(environment)
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
