import GlassMorphRendering

extension RenderError {
  /// The message with the command-line options that set what it asks to change (`--canvas`,
  /// `--scale`): the library names settings, only the command line knows its flags.
  var commandLineMessage: String {
    let flags = settings.map { "--" + $0.rawValue }
    return flags.isEmpty ? message : "\(message) (\(flags.joined(separator: ", ")))"
  }
}
