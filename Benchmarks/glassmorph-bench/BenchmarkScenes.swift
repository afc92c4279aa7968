import Foundation

/// Where the benchmarks find the shipped scenes (the repository's `Scenes/` folder).
enum BenchmarkScenes {
  /// The `Scenes/` folder of this checkout.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

  /// The toolbar scene, the benchmarks' common subject.
  static var toolbar: String { folder.appendingPathComponent("toolbar.swift").path }
}
