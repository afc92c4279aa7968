/// A choice the user can make to get past a diagnostic. The library names the choice and words
/// it in its own terms (`sentence`); a front end says how the choice is made there (the command
/// line's `--view NAME`), so that no library message names a command-line option. The raw value
/// is the choice's stable name (`check --json` gives it as `remedy`).
public enum Remedy: String, Hashable, Sendable, CaseIterable {
  /// Pick a view by its type name.
  case pickView = "pick-view"
  /// Pick a view by its type name or a `#Preview` by its title.
  case pickViewOrPreview = "pick-view-or-preview"
  /// Pick another `#Preview` by its title.
  case pickPreview = "pick-preview"
  /// Load the app's folder and list its views that use glass.
  case listFolder = "list-folder"
  /// Load the app's folder and list its views that use glass, or pick one of this file's views.
  case listFolderOrPickView = "list-folder-or-pick-view"
  /// Choose the platform the code is built for (`#if os(…)`).
  case pickPlatform = "pick-platform"

  /// The choice in the library's words: a sentence that names no command-line option.
  public var sentence: String {
    switch self {
    case .pickView: return "Pick a view by its type name."
    case .pickViewOrPreview:
      return "Pick a view by its type name or a #Preview by its title."
    case .pickPreview: return "Pick another #Preview by its title."
    case .listFolder: return "Load the app's folder to list the views that use glass."
    case .listFolderOrPickView:
      return
        "Load the app's folder to list the views that use glass, or pick one of this file's views by its type name."
    case .pickPlatform:
      return "Choose the platform the code is built for (iOS, macOS, tvOS, visionOS or watchOS)."
    }
  }
}
