import GlassMorphRendering

extension RenderError {
  /// The message with the command-line options that set what it asks to change (`--canvas`,
  /// `--scale`): the library names settings, only the command line knows its flags.
  var commandLineMessage: String {
    OptionWording.message(message, naming: settings)
  }
}
