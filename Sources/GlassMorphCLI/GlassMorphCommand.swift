import GlassMorph

/// The `glassmorph` command: dispatches to subcommands and turns errors into messages and exit
/// statuses (help and version on stdout with 0; errors on stderr with 64 or 1).
public enum GlassMorphCommand {
  /// A subcommand: its name, one line of help and how to run it.
  struct Subcommand {
    let name: String
    let summary: String
    let spec: CommandSpec
    let run: ([String], RunMode) throws(CommandLineError) -> String
  }

  static var subcommands: [Subcommand] {
    [
      Subcommand(
        name: "check", summary: "Read a SwiftUI scene: states, buttons, glass elements, warnings.",
        spec: CheckCommand.spec,
        run: { (arguments, mode) throws(CommandLineError) in
          try CheckCommand.run(arguments, mode: mode)
        }),
      Subcommand(
        name: "diff",
        summary: "Draw a golden and an actual keyframe file over each other, where they differ.",
        spec: DiffCommand.spec,
        run: { (arguments, mode) throws(CommandLineError) in
          try DiffCommand.run(arguments, mode: mode)
        }),
      Subcommand(
        name: "keyframes",
        summary: "Sample a scene's timeline: glass geometry over time as JSON or CSV.",
        spec: KeyframesCommand.spec,
        run: { (arguments, mode) throws(CommandLineError) in
          try KeyframesCommand.run(arguments, mode: mode)
        }),
      Subcommand(
        name: "render",
        summary:
          "Render a transition to MP4 (default), GIF, WebP, APNG or MOV, a still, PNG frames or a contact sheet.",
        spec: RenderCommand.spec,
        run: { (arguments, mode) throws(CommandLineError) in
          try RenderCommand.run(arguments, mode: mode)
        }),
      Subcommand(
        name: "migrate-goldens",
        summary: "Rewrite keyframe goldens of the older format as compact goldens.",
        spec: MigrateCommand.spec,
        run: { (arguments, mode) throws(CommandLineError) in
          try MigrateCommand.run(arguments, mode: mode)
        }),
      Subcommand(
        name: "preview",
        summary:
          "Serve a live preview in the browser: play, scrub, tap, tune springs, live reload.",
        spec: PreviewCommand.spec,
        run: { (arguments, mode) throws(CommandLineError) in
          try PreviewCommand.run(arguments, mode: mode)
        }),
      Subcommand(
        name: "spring", summary: "Measure, sample and compare SwiftUI springs and curves.",
        spec: SpringCommand.spec,
        run: { (arguments, mode) throws(CommandLineError) in
          try SpringCommand.run(arguments, mode: mode)
        }),
    ]
  }

  /// The subcommands as the generated completions and manual page list them.
  static var commandTable: [(name: String, summary: String, spec: CommandSpec)] {
    subcommands.map { ($0.name, $0.summary, $0.spec) }
  }

  static var helpText: String {
    var lines = [
      "OVERVIEW: Simulate Apple's Liquid Glass morphing animations — springs, glass shapes and video — anywhere Swift runs.",
      "",
      "USAGE: glassmorph <subcommand> [options]",
      "",
      "OPTIONS:",
      "  --version                   Show the version.",
      "  -h, --help                  Show help information.",
      "",
      "SUBCOMMANDS:",
    ]
    for command in subcommands {
      lines.append(
        "  " + command.name.padding(toLength: 26, withPad: " ", startingAt: 0) + command.summary)
    }
    lines += [
      "",
      "  See 'glassmorph help <subcommand>' for detailed help; 'glassmorph completions bash|zsh|fish'",
      "  prints a shell completion script and 'glassmorph man' the manual page (roff).",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// What a run printed and how it ended.
  public struct Outcome: Equatable, Sendable {
    /// What goes to standard output.
    public var standardOutput = ""
    /// What goes to standard error.
    public var standardError = ""
    /// The exit status (`ExitStatus`).
    public var status: Int32 = ExitStatus.success
  }

  /// Runs `glassmorph` with `arguments` (without the program name); with `.validate`, subcommands
  /// stop once their arguments are parsed and checked.
  public static func run(_ arguments: [String], mode: RunMode = .run) -> Outcome {
    guard let first = arguments.first else {
      return Outcome(standardOutput: helpText)
    }
    switch first {
    case "-h", "--help":
      return Outcome(standardOutput: helpText)
    case "--version":
      return Outcome(standardOutput: "glassmorph \(GlassMorphInfo.version)\n")
    case "completions":
      let shell = arguments.dropFirst().first ?? ""
      guard arguments.count == 2,
        let script = ShellCompletion.script(for: shell, commands: commandTable)
      else {
        return Outcome(
          standardError:
            "Error: 'glassmorph completions' takes one shell: \(ShellCompletion.shells.joined(separator: ", ")).\nUsage: glassmorph completions bash > /etc/bash_completion.d/glassmorph\n",
          status: ExitStatus.usage)
      }
      return Outcome(standardOutput: script)
    case "man":
      return Outcome(standardOutput: ManualPage.roff(commands: commandTable))
    case "help":
      guard let name = arguments.dropFirst().first else { return Outcome(standardOutput: helpText) }
      guard let command = subcommands.first(where: { $0.name == name }) else {
        return unknownSubcommand(name)
      }
      return Outcome(standardOutput: command.spec.helpText)
    default:
      break
    }
    guard let command = subcommands.first(where: { $0.name == first }) else {
      return unknownSubcommand(first)
    }
    do {
      return Outcome(standardOutput: try command.run(Array(arguments.dropFirst()), mode))
    } catch {
      var message = error.details.map { $0 + "\n" } ?? ""
      message += "Error: \(error.message)\n"
      if error.kind == .usage { message += command.spec.usageFooter + "\n" }
      return Outcome(
        standardOutput: error.output ?? "", standardError: message, status: error.exitStatus)
    }
  }

  private static func unknownSubcommand(_ name: String) -> Outcome {
    var message = "Error: Unknown subcommand '\(name)'."
    if let near = NearestName.suggestion(for: name, among: subcommands.map(\.name)) {
      message += " Did you mean '\(near)'?"
    }
    message +=
      "\nUsage: glassmorph <subcommand> [options]\n  See 'glassmorph --help' for more information.\n"
    return Outcome(standardError: message, status: ExitStatus.usage)
  }
}
