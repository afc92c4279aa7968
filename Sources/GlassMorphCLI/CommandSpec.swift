/// What a command accepts, for parsing and for its `--help` page (sections as
/// swift-argument-parser prints them: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, EXAMPLES).
struct CommandSpec {
  /// One option: its spelling, the placeholder of its value (nil for a flag) and its help; an
  /// alias is a second spelling (`--output` for `-o`).
  struct Option {
    let name: String
    let value: String?
    let help: String
    var defaultValue: String? = nil
    var repeatable = false
    var alias: String? = nil
  }

  /// A positional argument.
  struct Argument {
    let name: String
    let help: String
  }

  let name: String
  let overview: String
  let usage: String
  var arguments: [Argument] = []
  var options: [Option] = []
  var discussion: String? = nil
  var examples: [String] = []

  /// The help page.
  var helpText: String {
    var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(usage)", ""]
    if let discussion {
      lines +=
        discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [""]
    }
    if !arguments.isEmpty {
      lines.append("ARGUMENTS:")
      for argument in arguments { lines += Self.row(argument.name, argument.help) }
      lines.append("")
    }
    lines.append("OPTIONS:")
    for option in options {
      let spelled = option.alias.map { "\(option.name), \($0)" } ?? option.name
      let label = option.value.map { "\(spelled) <\($0)>" } ?? spelled
      var help = option.help
      if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
      lines += Self.row(label, help)
    }
    lines += Self.row("-h, --help", "Show help information.")
    if !examples.isEmpty {
      lines += ["", "EXAMPLES:"]
      lines += examples.map { "  \($0)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The error footer swift-argument-parser prints under a usage error.
  var usageFooter: String {
    "Usage: \(usage)\n  See 'glassmorph \(name) --help' for more information."
  }

  private static let labelWidth = 30

  private static func row(_ label: String, _ help: String) -> [String] {
    let indented = "  \(label)"
    if indented.count + 2 <= labelWidth {
      return [indented.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + help]
    }
    return [indented, String(repeating: " ", count: labelWidth) + help]
  }
}
