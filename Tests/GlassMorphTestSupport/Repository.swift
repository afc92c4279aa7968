import Foundation

/// Where the repository's files are, found from this file's path (so tests work from any working
/// directory).
public enum Repository {
  /// The repository's root folder.
  public static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The `Scenes/` folder.
  public static var scenes: URL { root.appendingPathComponent("Scenes") }

  /// The path of `Scenes/<name>.swift`.
  public static func scene(_ name: String) -> String {
    scenes.appendingPathComponent(name + ".swift").path
  }

  /// The path of `Tests/Fixtures/<name>.swift`: app-style scenes written for tests, with their
  /// geometry worked out in the tests that use them.
  public static func fixture(_ name: String) -> String {
    root.appendingPathComponent("Tests/Fixtures/\(name).swift").path
  }

  /// The `.swift` files of `Scenes/`, sorted by name.
  public static var sceneFiles: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      scenes.appendingPathComponent($0)
    }
  }

  /// A fresh path in the temporary folder, ending in `name`.
  public static func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-test-\(UUID().uuidString)-\(name)"
    ).path
  }
}
