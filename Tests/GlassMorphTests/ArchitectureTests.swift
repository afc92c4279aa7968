import Foundation
import GlassMorphTestSupport
import Testing

/// The pipeline's import rules, read from the sources themselves (the build's import check keeps
/// imports within the declared dependencies; `scripts/architecture.py --check` checks the graph).
@Suite struct ArchitectureTests {
  /// The modules each stage may import, besides Foundation, Dispatch, Synchronization and Glibc.
  static let allowed: [String: Set<String>] = [
    "MorphCore": [],
    "MorphMotion": ["MorphCore"],
    "MorphViewTree": ["MorphCore", "MorphMotion"],
    "MorphLayout": ["MorphViewTree", "MorphCore"],
    "MorphFrame": ["MorphCore"],
    "MorphRender": ["MorphFrame", "MorphCore"],
    "MorphMedia": [
      "MorphCore", "CPNG", "CFreeType", "CFFmpeg", "CFFmpegLoader", "CFileAttributes",
    ],
  ]
  static let system: Set<String> = ["Foundation", "Dispatch", "Synchronization", "Glibc"]

  @Test(arguments: allowed.keys.sorted())
  func moduleImportsOnlyEarlierStages(_ module: String) throws {
    let folder = Repository.root.appendingPathComponent("Sources/\(module)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("import ") {
        let name = String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces)
        #expect(
          Self.allowed[module]?.contains(name) == true || Self.system.contains(name),
          "\(module)/\(file) imports \(name)")
      }
    }
  }
}
