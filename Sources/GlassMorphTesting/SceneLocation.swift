import Foundation

/// Finds a scene file a test names: as given when absolute; else relative to the calling test
/// file's folder, then to each folder above it up to the package root (the first with a
/// `Package.swift`), then to the working directory. Xcode and `swift test` run tests from
/// different working directories; this finds the same file from both.
public enum SceneLocation {
  /// The candidates tried for `path` from the test file `filePath`, in order.
  public static func candidates(for path: String, from filePath: String) -> [String] {
    guard !path.hasPrefix("/") else { return [path] }
    var result: [String] = []
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while true {
      result.append(folder.appendingPathComponent(path).standardizedFileURL.path)
      let isRoot = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Package.swift").path)
      let parent = folder.deletingLastPathComponent()
      if isRoot || parent.path == folder.path { break }
      folder = parent
    }
    let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent(path).standardizedFileURL.path
    if !result.contains(working) { result.append(working) }
    return result
  }

  /// The first candidate that exists, or an error listing every path tried.
  public static func resolve(_ path: String, from filePath: String) throws(SceneNotFound) -> String
  {
    let tried = candidates(for: path, from: filePath)
    guard let found = tried.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
      throw SceneNotFound(path: path, tried: tried)
    }
    return found
  }
}

/// A scene a test names that is in none of the places looked in.
public struct SceneNotFound: Error, Sendable, CustomStringConvertible {
  /// The path the test gave.
  public let path: String
  /// Every path tried, in order.
  public let tried: [String]

  /// The message: the scene and every path tried.
  public var description: String {
    "Scene '\(path)' not found; tried:\n" + tried.map { "  " + $0 }.joined(separator: "\n")
  }
}
