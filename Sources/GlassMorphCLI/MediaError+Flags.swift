import GlassMorphRendering

extension MediaError {
  /// The message with the command-line options that make the choice it asks for (`--force`,
  /// `--canvas`, `--scale`): the library names settings, only the command line knows its flags.
  var commandLineMessage: String {
    RenderError(.output, self).commandLineMessage
  }
}
