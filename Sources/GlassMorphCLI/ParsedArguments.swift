import GlassMorph

/// A command's arguments sorted into option values, flags and positionals, checked against its
/// `CommandSpec` (unknown options are refused with the nearest spelling as a suggestion).
struct ParsedArguments {
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []
  /// Whether `-h` or `--help` was given.
  private(set) var wantsHelp = false

  /// Parses `arguments` (without the command name) against `spec`. Accepts `--name value` and
  /// `--name=value`; a lone `--` ends the options.
  init(_ arguments: [String], spec: CommandSpec) throws(CommandLineError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" || Self.isNumber(argument) {
        // `glassmorph check ''` (an unset shell variable): no path at all, not an unreadable one.
        guard !argument.isEmpty else {
          throw .usage(
            "An empty argument was given where a path belongs; name a .swift file or an app's folder."
          )
        }
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String? = nil
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if let aliased = spec.options.first(where: { $0.alias == name }) { name = aliased.name }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        var message = "Unknown option '\(name)'."
        if let near = NearestName.suggestion(
          for: name, among: spec.options.map(\.name) + spec.options.compactMap(\.alias) + ["--help"]
        ) {
          message += " Did you mean '\(near)'?"
        }
        throw .usage(message)
      }
      guard let placeholder = option.value else {
        if inlineValue != nil { throw .usage("The flag '\(name)' does not take a value.") }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count
        && (!arguments[index].hasPrefix("-") || arguments[index] == "-"
          || Self.isNumber(arguments[index]))
      {
        value = arguments[index]
        index += 1
      } else {
        throw .usage("Missing value for '\(name) <\(placeholder)>'.")
      }
      guard !value.isEmpty else {
        throw .usage("'\(name)' was given an empty value; give <\(placeholder)>.")
      }
      if values[name] != nil && !option.repeatable {
        throw .usage("The option '\(name)' was given more than once; give it once.")
      }
      values[name, default: []].append(value)
    }
  }

  /// The same options with other positional arguments (one scene of several, say).
  func with(positionals: [String]) -> ParsedArguments {
    var copy = self
    copy.positionals = positionals
    return copy
  }

  /// The same arguments with `option`'s value replaced by `value`.
  func setting(_ option: String, to value: String) -> ParsedArguments {
    var copy = self
    copy.values[option] = [value]
    return copy
  }

  /// The single value of an option, if given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Whether a flag was given.
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// Whether an option (with a value) or flag was given.
  func isGiven(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

  private static func isNumber(_ text: String) -> Bool { Double(text) != nil }
}
