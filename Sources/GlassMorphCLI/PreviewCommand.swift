import Foundation
import GlassMorphPreview
import GlassMorphRendering

/// `glassmorph preview`: serves a live preview of a scene to a browser until Ctrl-C.
enum PreviewCommand {
  /// The port used when none is given.
  static let defaultPort = 7070

  static let spec = CommandSpec(
    name: "preview",
    overview:
      "Serve a live preview of a scene in the browser: play, scrub, tap, tune the spring; saving the file updates it.",
    usage:
      "glassmorph preview <scene.swift> [--port <n>] [--host <address>] [--open] [--canvas <c>] [--scale 1|2|3] [--background <b>] [--appearance light|dark] [--reduce-motion] …",
    arguments: [.init(name: "<scene.swift>", help: "A Swift file with a SwiftUI View.")],
    options: [
      .init(
        name: "--port", value: "n", help: "The port to listen on (0: any free port).",
        defaultValue: "\(defaultPort)"),
      .init(
        name: "--host", value: "address",
        help:
          "The IPv4 address to listen on; 0.0.0.0 serves every interface (anyone who can reach this machine sees the page).",
        defaultValue: "127.0.0.1, this machine only"),
      .init(name: "--open", value: nil, help: "Open the page in the default browser (xdg-open)."),
    ]
      // Which view and preview, as every command that plays a scene takes them.
      + TimelineArguments.options.filter { ["--view", "--preview"].contains($0.name) }
      // …and the system settings it is simulated under.
      + TimelineArguments.variantOptions + [
        .init(
          name: "--canvas", value: "fit|auto|preset|WxH", help: "The canvas the page starts with.",
          defaultValue: "auto"),
        .init(
          name: "--scale", value: "1|2|3", help: "Pixels per point of the full-quality video.",
          defaultValue: "2"),
        .init(
          name: "--background", value: "file.png|colour|grid|photo",
          help: "What is behind the scene (as for render); the page can switch to a built-in one.",
          defaultValue: "wallpaper"),
        .init(
          name: "--fps", value: "n", help: "Frames per second of the videos.", defaultValue: "60"),
      ],
    discussion: """
      The page (served from the binary; it works offline) plays the transition at real speed, with
      scrubbing, frame steps, 0.25×–2× speed and an overlay of each glass element's frame, ID and
      union. It lists every reachable state and its buttons: click one (or the glass in the video)
      to add that tap; the taps are shown as the --tap arguments that reproduce the video. The
      spring inspector plots the tapped button's animation and overrides it with sliders,
      showing the Swift to paste. Saving the scene file re-renders within about a second (a 1×
      draft first, full quality after); errors are shown with file:line:column and the last good
      preview stays. Renders live in memory and a temporary folder that Ctrl-C removes.
      """,
    examples: [
      "glassmorph preview Scenes/toolbar.swift                 # → http://127.0.0.1:7070/",
      "glassmorph preview Scenes/modes.swift --port 0 --open   # any free port, open the browser",
      "glassmorph preview MyApp/Sheet.swift --canvas iphone-se --scale 3",
      "glassmorph preview MyApp/ --view ComposeBar               # a view of the whole app; any save reloads",
    ])

  static func run(_ arguments: [String], mode: RunMode = .run) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    guard let path = parsed.positionals.first else {
      throw .usage("Give the scene file, e.g. 'glassmorph preview Scenes/toolbar.swift'.")
    }
    if parsed.positionals.count > 1 {
      throw .usage("Give one scene file (got \(parsed.positionals.count)).")
    }
    let portText = parsed.value("--port") ?? "\(defaultPort)"
    guard let port = Int(portText), (0...65_535).contains(port) else {
      throw .usage("'--port' is a number from 0 to 65535 (0: any free port), not '\(portText)'.")
    }
    let scale = try RenderCommand.scale(parsed, default: .standard)
    let fpsText = parsed.value("--fps") ?? "60"
    guard let fps = Int(fpsText) else {
      throw .usage("'--fps' is a whole number of frames per second, not '\(fpsText.prefix(40))'.")
    }
    do {
      try VideoOptions.checkFramesPerSecond(fps)
    } catch {
      throw .usage(error.commandLineMessage)
    }
    let settings = PreviewSettings(canvas: parsed.value("--canvas") ?? "auto", scale: scale)
    if let problem = settings.problem { throw .usage(problem) }
    let background = parsed.value("--background") ?? "wallpaper"
    if case .picture(let picture) = Backdrop(argument: background),
      !FileManager.default.isReadableFile(atPath: picture)
    {
      throw .usage(
        "'--background \(background)': no such PNG file, and not grid, photo, wallpaper or a colour name (\(Backdrop.colorNames.prefix(6).joined(separator: ", ")), …)."
      )
    }
    let options = PreviewOptions(
      scenePath: path, view: parsed.value("--view"), preview: parsed.value("--preview"),
      settings: settings, background: background, framesPerSecond: fps,
      environment: try TimelineArguments.environment(parsed))
    if mode == .validate { return "" }
    Interruption.install()
    let preview: PreviewServer
    do {
      preview = try PreviewServer(
        options: options, host: parsed.value("--host") ?? "127.0.0.1", port: port)
    } catch {
      throw .runtime(error.commandLineMessage)
    }
    let url = preview.url
    FileHandle.standardOutput.write(
      Data(
        "Previewing \(path) at \(url)\nSave the file to update the page; Ctrl-C stops.\n".utf8))
    if parsed.has("--open") { open(url) }
    while !Interruption.wasReceived { usleep(100_000) }
    preview.stop()
    return "Stopped; the temporary renders are removed.\n"
  }

  /// Opens `url` with xdg-open, or says how to open it when there is none.
  private static func open(_ url: String) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let opener = path.split(separator: ":").map { "\($0)/xdg-open" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let process = Process()
    process.arguments = [url]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      guard let opener else { throw CocoaError(.fileNoSuchFile) }
      process.executableURL = URL(fileURLWithPath: opener)
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("Note: xdg-open is not available here; open \(url) in a browser.\n".utf8))
    }
  }
}
