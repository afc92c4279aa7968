import Foundation
import GlassMorph
import GlassMorphRendering

/// The options that describe a timeline, shared by `keyframes` and `render`: taps, state
/// assignments, their animation, the display rate, the canvas and the view.
enum TimelineArguments {
  static let options: [CommandSpec.Option] =
    [
      .init(
        name: "--view", value: "name", help: "The View struct to simulate.",
        defaultValue: "the one the #Preview shows"),
      .init(
        name: "--preview", value: "title",
        help:
          "The #Preview(\"title\") to show the scene in; in an app's folder an untitled one is named by its place, FILE:LINE as check --list prints it.",
        defaultValue: "the first #Preview"),
      .init(
        name: "--tap", value: "button@seconds",
        help:
          "Tap a button (glass ID, label text or SF Symbol; a text field as 'type <prompt>'; 'Back' pops a pushed view) at a time; repeatable. Without --tap/--set: the default timeline (tap, settle, tap again).",
        repeatable: true),
      .init(
        name: "--set", value: "name=value@seconds",
        help:
          "Set a @State property, or an unknown check explores ('assumed store.isOn=true@0'; a switch's subject takes a case number), at a time; repeatable (e.g. isExpanded=true@0.5, mode=.paused@1).",
        repeatable: true),
      .init(
        name: "--animation", value: "expression",
        help:
          "The animation of every --set, written as in Swift ('.bouncy', '.spring(duration: 0.4)').",
        defaultValue: "none: --set changes at once"),
      .init(
        name: "--tap-animation", value: "expression",
        help:
          "Replace the animation of every tap's withAnimation with this one, to try a spring without editing the scene ('.spring(duration: 0.4, bounce: 0.2)').",
        defaultValue: "the scene's"),
      .init(
        name: "--tap-animation-for", value: "n",
        help:
          "With --tap-animation, replace only the nth tap's animation (1 is the first tap in time order), to tune one tap of several.",
        defaultValue: "every tap"),
      .init(
        name: "--display-rate", value: "hz",
        help: "The display clock animations are evaluated on: 60 or 120.", defaultValue: "60"),
      .init(
        name: "--strict", value: nil,
        help:
          "Treat warnings (what the scene does that GlassMorph cannot simulate) as errors: print them all and write nothing."
      ),
      .init(name: "--verbose", value: nil, help: "Print every warning, not just the first few."),
    ] + loadingOptions + [
      .init(
        name: "--canvas", value: "fit|auto|preset|WxH",
        help:
          "The canvas: a device (\(DevicePreset.all.map(\.name).joined(separator: ", "))), WxH in points, fit (around every state's glass) or auto (a device when the view fills the screen, else the whole view with a margin). A device or size is also the screen @Environment(\\.horizontalSizeClass) and verticalSizeClass describe (an iPad, or wider than 700 pt: regular width).",
        defaultValue: "auto")
    ] + variantOptions

  /// The system settings a scene can be simulated under (Docs/Sharing.md, "Variants").
  static let variantOptions: [CommandSpec.Option] = [
    .init(
      name: "--appearance", value: "light|dark",
      help:
        "The colour scheme: dark glass tone, dimmed wallpaper, dark system colours, and @Environment(\\.colorScheme) reads .dark.",
      defaultValue: "light"),
    .init(
      name: "--reduce-motion", value: nil,
      help:
        "Reduce Motion: springs lose their overshoot (critically damped), glass fades through instead of travelling, and @Environment(\\.accessibilityReduceMotion) is true."
    ),
    .init(
      name: "--reduce-transparency", value: nil,
      help: "Reduce Transparency: glass is an opaque frosted surface."),
    .init(
      name: "--increase-contrast", value: nil,
      help: "Increase Contrast: glass gets a border in the label colour and a more opaque face."),
    .init(
      name: "--dynamic-type", value: "size",
      help:
        "The Dynamic Type size: \(SceneEnvironment.DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")) (or AX1…AX5); text styles scale with it.",
      defaultValue: "large"),
  ]

  /// The system settings from --appearance, --reduce-motion, --reduce-transparency,
  /// --increase-contrast and --dynamic-type.
  static func environment(_ arguments: ParsedArguments) throws(CommandLineError)
    -> SceneEnvironment
  {
    var environment = SceneEnvironment.standard
    if let text = arguments.value("--appearance") {
      guard let scheme = SceneEnvironment.ColorScheme(rawValue: text) else {
        var message = "'--appearance' is light or dark, not '\(text)'."
        if let near = NearestName.suggestion(for: text, among: ["light", "dark"]) {
          message += " Did you mean '\(near)'?"
        }
        throw .usage(message)
      }
      environment.colorScheme = scheme
    }
    environment.reduceMotion = arguments.has("--reduce-motion")
    environment.reduceTransparency = arguments.has("--reduce-transparency")
    environment.increaseContrast = arguments.has("--increase-contrast")
    if let text = arguments.value("--dynamic-type") {
      environment.dynamicTypeSize = try dynamicTypeSize(text)
    }
    sizeClasses(arguments.value("--canvas").flatMap(CanvasChoice.init(argument:)), in: &environment)
    return environment
  }

  /// The size classes of the screen a canvas names: a device or a size is the screen the view's
  /// `@Environment(\.horizontalSizeClass)` and `verticalSizeClass` describe (`fit` and `auto`
  /// keep the default iPhone's).
  static func sizeClasses(_ canvas: CanvasChoice?, in environment: inout SceneEnvironment) {
    let screen: Size
    switch canvas {
    case .device(let preset): screen = preset.size
    case .size(let size): screen = size
    default: return
    }
    let classes = SceneEnvironment.sizeClasses(width: screen.width, height: screen.height)
    environment.horizontalSizeClass = classes.horizontal
    environment.verticalSizeClass = classes.vertical
  }

  /// A Dynamic Type size by its SwiftUI name, or `AX1`…`AX5` for the accessibility sizes.
  static func dynamicTypeSize(_ text: String) throws(CommandLineError)
    -> SceneEnvironment.DynamicTypeSize
  {
    let names = SceneEnvironment.DynamicTypeSize.allCases.map(\.rawValue)
    if let size = SceneEnvironment.DynamicTypeSize(rawValue: text) { return size }
    if text.uppercased().hasPrefix("AX"), let number = Int(text.dropFirst(2)),
      (1...5).contains(number),
      let size = SceneEnvironment.DynamicTypeSize(rawValue: "accessibility\(number)")
    {
      return size
    }
    var message =
      "'--dynamic-type' is one of \(names.joined(separator: ", ")) or AX1…AX5, not '\(text)'."
    if let near = NearestName.suggestion(for: text, among: names) {
      message += " Did you mean '\(near)'?"
    }
    throw .usage(message)
  }

  /// What every command that loads a scene takes besides the scene: `#if` conditions and the
  /// diagnostics policy by ID.
  static let loadingOptions: [CommandSpec.Option] = [
    .init(
      name: "--define", value: "NAME",
      help:
        "Set a compilation condition for #if, as -D NAME does in a build (the build is an iOS 26 app in Debug: os(iOS), DEBUG and canImport(SwiftUI) hold); repeatable.",
      repeatable: true),
    .init(
      name: "--platform", value: "NAME",
      help:
        "Build for iOS (default), macOS, tvOS, visionOS or watchOS: which #if os(…) and canImport branches are compiled. The simulation stays iOS 26's layout, springs and glass. Without it, a file whose views are all inside another platform's #if is read as that platform's build, with a note."
    ),
    .init(
      name: "--silence", value: "ID",
      help:
        "Drop the warnings and notes with this ID (the [id] after each message; Docs/Diagnostics.md lists them); repeatable. Errors cannot be silenced.",
      repeatable: true),
    .init(
      name: "--warnings-as-errors", value: "ID",
      help:
        "Make the warnings with this ID errors, so the command fails on them (all: every warning); repeatable.",
      repeatable: true),
    .init(
      name: "--target", value: "NAME",
      help:
        "With an app's folder: read only this target's files (the folder below Sources/ of a package, or a top folder of an Xcode project: the app, its widget) and the top folder's."
    ),
    .init(
      name: "--include-tests", value: nil,
      help: "With an app's folder: read test targets too (folders ending in Tests)."),
  ]

  /// The option that makes a folder's files scenes of their own (a batch), not one program.
  static let eachOption = CommandSpec.Option(
    name: "--each", value: nil,
    help:
      "Treat each .swift file directly in a folder argument as a scene of its own (a library of scenes), instead of the folder as one app."
  )

  /// The `#if` conditions, platform and diagnostics policy the arguments ask for; an unknown ID
  /// or platform is a usage error naming the closest known one.
  static func loading(_ arguments: ParsedArguments) throws(CommandLineError) -> (
    defines: Set<String>, platform: TargetPlatform?, policy: DiagnosticPolicy
  ) {
    var policy = DiagnosticPolicy()
    for (option, allowsAll) in [("--silence", false), ("--warnings-as-errors", true)] {
      for id in arguments.values[option] ?? [] {
        guard DiagnosticPolicy.isKnown(id, allowingAll: allowsAll) else {
          if id.hasPrefix("syntax") {
            throw .usage(
              "'\(option) \(id)': syntax errors are always errors; fix the Swift the parser rejects."
            )
          }
          let known = DiagnosticID.allCases.map(\.rawValue)
          let hint =
            NearestName.suggestion(for: id, among: known).map { " Did you mean '\($0)'?" } ?? ""
          throw .usage(
            "'\(option) \(id)': no diagnostic has this ID.\(hint) The IDs are listed in Docs/Diagnostics.md and after each message, in brackets."
          )
        }
        if option == "--silence" { policy.silenced.insert(id) } else { policy.promoted.insert(id) }
      }
    }
    var defines: Set<String> = []
    for name in arguments.values["--define"] ?? [] {
      guard let first = name.first, first == "_" || first.isLetter,
        name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber })
      else {
        throw .usage("'--define \(name)': a condition is a name such as DEMO_MODE.")
      }
      defines.insert(name)
    }
    return (defines, try platform(arguments), policy)
  }

  /// The platform `--platform` names, or nil when it is not given.
  static func platform(_ arguments: ParsedArguments) throws(CommandLineError) -> TargetPlatform? {
    guard let name = arguments.value("--platform") else { return nil }
    if let platform = TargetPlatform(argument: name) { return platform }
    let names = TargetPlatform.allCases.map(\.rawValue)
    let hint =
      NearestName.suggestion(for: name, among: names).map { " Did you mean '\($0)'?" } ?? ""
    throw .usage(
      "'--platform \(name)': the platform is one of \(names.joined(separator: ", ")).\(hint)")
  }

  /// Loads the scene named by the first positional argument.
  static func scene(_ arguments: ParsedArguments, command: String) throws(CommandLineError)
    -> GlassScene
  {
    guard let path = arguments.positionals.first else {
      throw .usage("Give the scene file, e.g. 'glassmorph \(command) Scenes/toolbar.swift'.")
    }
    if arguments.positionals.count > 1 {
      throw .usage("Give one scene file (got \(arguments.positionals.count)).")
    }
    let environment = try self.environment(arguments)
    return try load(path, arguments).with(environment)
  }

  /// Loads the scene file or app folder at `path` with the loading options in `arguments`.
  static func load(_ path: String, _ arguments: ParsedArguments) throws(CommandLineError)
    -> GlassScene
  {
    let (defines, platform, policy) = try loading(arguments)
    do {
      return try GlassScene(
        path: path, view: arguments.value("--view"), preview: arguments.value("--preview"),
        defines: defines, platform: platform, policy: policy, target: arguments.value("--target"),
        includeTests: arguments.has("--include-tests"), fonts: FreeTypeFontReader())
    } catch {
      throw failure(path, error)
    }
  }

  /// The command-line error for a scene that cannot be loaded.
  static func failure(_ path: String, _ error: SceneLoadError) -> CommandLineError {
    guard error.hasErrors else {
      return .runtime(
        "\(path) declares no view to simulate (see the note above); give the app's folder, or the file with the view that uses these helpers.",
        details: error.rendered(wording: \.commandLineSentence))
    }
    let count = error.diagnostics.filter { $0.severity == .error }.count
    return .runtime(
      "\(path) cannot be loaded: \(count) error\(count == 1 ? "" : "s") above; fix \(count == 1 ? "it" : "them") and run again.",
      details: error.rendered(wording: \.commandLineSentence))
  }

  /// The canvas choice.
  static func canvas(_ arguments: ParsedArguments) throws(CommandLineError) -> CanvasChoice {
    guard let text = arguments.value("--canvas") else { return .automatic }
    guard let choice = CanvasChoice(argument: text) else {
      var message =
        "'--canvas' takes fit, auto, a device (\(DevicePreset.all.map(\.name).joined(separator: ", "))) or WxH in points such as 390x300; not '\(text)'."
      if let near = NearestName.suggestion(
        for: text, among: ["fit", "auto"] + DevicePreset.all.map(\.name))
      {
        message += " Did you mean '\(near)'?"
      }
      throw .usage(message)
    }
    return choice
  }

  /// The display clock.
  static func clock(_ arguments: ParsedArguments) throws(CommandLineError) -> DisplayClock {
    guard let text = arguments.value("--display-rate") else { return .standard }
    switch text {
    case "60": return .standard
    case "120": return .proMotion
    default: throw .usage("'--display-rate' is 60 or 120 (Hz), not '\(text)'.")
    }
  }

  /// The events: taps and sets, or nil when none were given (use the default timeline).
  static func events(_ arguments: ParsedArguments, scene: GlassScene) throws(CommandLineError)
    -> [TimelineEvent]?
  {
    let taps = arguments.values["--tap"] ?? []
    let sets = arguments.values["--set"] ?? []
    if taps.isEmpty && sets.isEmpty {
      if arguments.isGiven("--animation") {
        throw .usage("'--animation' applies to '--set'; give a '--set name=value@seconds' too.")
      }
      return nil
    }
    var animation: MorphAnimation? = nil
    if let text = arguments.value("--animation") {
      do {
        animation = try MorphAnimation(parsing: text)
      } catch {
        throw .usage(
          "'--animation \(text)' is not an animation: \(error.diagnostics.map(\.message).joined(separator: " "))"
        )
      }
    }
    var events: [TimelineEvent] = []
    for tap in taps {
      let (name, time) = try split(tap, option: "--tap", example: "toggle@0.5")
      events.append(.tap(name, at: time))
    }
    for assignment in sets {
      let (pair, time) = try split(assignment, option: "--set", example: "isExpanded=true@0.5")
      guard let equals = pair.firstIndex(of: "=") else {
        throw .usage("'--set \(assignment)' needs name=value@seconds, e.g. isExpanded=true@0.5.")
      }
      let name = String(pair[..<equals])
      do {
        let value = try scene.stateValue(String(pair[pair.index(after: equals)...]), for: name)
        events.append(.set(name, value, animation: animation, at: time))
      } catch {
        throw .usage("'--set \(assignment)': \(error.message)")
      }
    }
    return events
  }

  /// `text@seconds` split at the last `@`.
  private static func split(_ text: String, option: String, example: String)
    throws(CommandLineError) -> (String, Double)
  {
    guard let at = text.lastIndex(of: "@") else {
      throw .usage("'\(option) \(text)' needs a time: write it as \(example).")
    }
    let name = String(text[..<at])
    let timeText = String(text[text.index(after: at)...])
    guard !name.isEmpty else {
      throw .usage("'\(option) \(text)' names nothing before '@'; write it as \(example).")
    }
    guard let time = Double(timeText), time.isFinite, time >= 0, time <= 3600 else {
      throw .usage(
        "'\(option) \(text)': the time after '@' must be a number of seconds from 0 to 3600, not '\(timeText)'."
      )
    }
    return (name, time)
  }

  /// How many warnings are printed without `--verbose`.
  static let warningsShown = 3

  /// Prints the timeline's warnings to standard error — a count and the first few, all with
  /// `--verbose` — or, with `--strict`, fails with all of them.
  static func reportWarnings(_ timeline: Timeline, scene: GlassScene, _ arguments: ParsedArguments)
    throws(CommandLineError)
  {
    let errors = timeline.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
      throw .runtime(
        "\(scene.path): \(errors.count) error\(errors.count == 1 ? "" : "s") while simulating; fix \(errors.count == 1 ? "it" : "them") and run again.",
        details: errors.map { $0.rendered(in: scene.sources, wording: \.commandLineSentence) }
          .joined(separator: "\n"))
    }
    let warnings = timeline.diagnostics.filter { $0.severity == .warning }
    guard !warnings.isEmpty else { return }
    let rendered = warnings.map { $0.rendered(in: scene.sources, wording: \.commandLineSentence) }
    let count = "\(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
    if arguments.has("--strict") {
      throw .runtime(
        "\(scene.path): \(count) and --strict; fix \(warnings.count == 1 ? "it" : "them") or leave out --strict.",
        details: rendered.joined(separator: "\n"))
    }
    guard !arguments.has("--quiet") else { return }
    let shown = arguments.has("--verbose") ? rendered : Array(rendered.prefix(warningsShown))
    var text = "\(scene.path): \(count) (what GlassMorph cannot simulate):\n"
    text += shown.joined(separator: "\n") + "\n"
    if shown.count < rendered.count {
      text += "… and \(rendered.count - shown.count) more; --verbose prints them all.\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Builds the timeline, turning timeline errors into usage errors (they name the bad event).
  static func timeline(_ arguments: ParsedArguments, scene: GlassScene) throws(CommandLineError)
    -> Timeline
  {
    let canvas = try canvas(arguments)
    let clock = try clock(arguments)
    var events = try events(arguments, scene: scene)
    if events == nil {
      events = scene.defaultEvents(canvas: canvas, clock: clock)
      if events?.isEmpty == true, !arguments.has("--quiet") {
        FileHandle.standardError.write(
          Data(
            "\(scene.path): nothing to animate — no tap changes the state of \(scene.shownName); its one state is shown. Give --tap or --set to choose a change.\n"
              .utf8))
      }
      let assumed = (events ?? []).compactMap(\.setArgument).map { "--set '\($0)'" }
      if !assumed.isEmpty, !arguments.has("--quiet") {
        FileHandle.standardError.write(
          Data(
            "\(scene.path): no tap changes \(scene.shownName) as it starts; the default timeline starts from check's state with what the scene does not declare assumed (\(assumed.joined(separator: " "))). Give --tap or --set to choose another.\n"
              .utf8))
      }
    }
    let override = try tapAnimation(arguments)
    let taps = (events ?? []).filter {
      if case .tap = $0 { return true } else { return false }
    }
    let tuned = try tunedTap(arguments, taps: taps.count)
    do {
      return try scene.timeline(
        events ?? [], canvas: canvas, clock: clock, animationOverride: override,
        overridingTap: tuned)
    } catch {
      throw .usage(error.message)
    }
  }

  /// `--tap-animation-for n` as the 0-based index of the tap it names among `taps` taps; nil when
  /// not given. It needs `--tap-animation` and a tap of that number.
  static func tunedTap(_ arguments: ParsedArguments, taps: Int) throws(CommandLineError) -> Int? {
    guard let text = arguments.value("--tap-animation-for") else { return nil }
    guard arguments.isGiven("--tap-animation") else {
      throw .usage(
        "'--tap-animation-for \(text)' says which tap --tap-animation replaces; give --tap-animation too."
      )
    }
    guard let number = Int(text), number >= 1 else {
      throw .usage("'--tap-animation-for' takes a tap's number, 1 or more, not '\(text)'.")
    }
    guard number <= taps else {
      throw .usage(
        "'--tap-animation-for \(number)': there \(taps == 1 ? "is 1 tap" : "are \(taps) taps") to replace the animation of."
      )
    }
    return number - 1
  }

  /// The `--tap-animation` override, parsed; nil when not given.
  static func tapAnimation(_ arguments: ParsedArguments) throws(CommandLineError) -> MorphAnimation?
  {
    guard let text = arguments.value("--tap-animation") else { return nil }
    do {
      return try MorphAnimation(parsing: text)
    } catch {
      throw .usage(
        "'--tap-animation \(text)' is not an animation: \(error.diagnostics.map(\.message).joined(separator: " "))"
      )
    }
  }
}
