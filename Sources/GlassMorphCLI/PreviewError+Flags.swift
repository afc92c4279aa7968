import GlassMorphPreview

extension PreviewError {
  /// The message with the command-line options that set the address it asks to change
  /// (`--port`, `--host`): the library names settings, only the command line knows its flags.
  var commandLineMessage: String {
    OptionWording.message(message, naming: server?.settings ?? [])
  }
}
