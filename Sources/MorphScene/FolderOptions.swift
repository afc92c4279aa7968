import MorphCore

/// How an app's folder is read as a program.
package struct FolderOptions: Sendable {
  /// The target whose files alone (with the top folder's) make the program (`--target NAME`);
  /// nil: every file, the chosen view's target first.
  package var target: String?
  /// Whether test targets (folders ending in `Tests`) are read too (`--include-tests`).
  package var includeTests: Bool
  /// What reads the font files the app ships (FreeType, from the rendering product); nil leaves
  /// `Font.custom` in the system font.
  package var fontReader: (any FontReading)?

  /// Options for reading a folder.
  package init(
    target: String? = nil, includeTests: Bool = false, fontReader: (any FontReading)? = nil
  ) {
    self.target = target
    self.includeTests = includeTests
    self.fontReader = fontReader
  }
}
