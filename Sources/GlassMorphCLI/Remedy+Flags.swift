import GlassMorph

extension Remedy {
  /// The choice in the command line's words: the options that make it. The library names the
  /// choice (`Remedy`); only the command line knows its flags.
  var commandLineSentence: String {
    switch self {
    case .pickView: return "Pick one with --view NAME."
    case .pickViewOrPreview: return "Pick one with --view NAME or --preview \"TITLE\"."
    case .pickPreview: return "Pick another with --preview \"TITLE\"."
    case .listFolder:
      return
        "Check the app's folder (glassmorph check FOLDER --list) to see the views that use glass."
    case .listFolderOrPickView:
      return
        "Check the app's folder (glassmorph check FOLDER --list) to see the views that use glass, or simulate one of this file's with --view NAME."
    case .pickPlatform:
      return "Choose the build with --platform NAME (iOS, macOS, tvOS, visionOS or watchOS)."
    }
  }
}
