import Foundation
import GlassMorphTestSupport
import Testing

/// The pipeline's import rules, read from the sources themselves (the build's import check keeps
/// imports within the declared dependencies; `scripts/architecture.py --check` checks the graph).
@Suite struct ArchitectureTests {
  /// The modules each stage may import, besides Foundation, Dispatch, Synchronization and Glibc.
  static let allowed: [String: Set<String>] = [
    "MorphCore": [],
    "MorphRaster": ["MorphCore"],
    "MorphMotion": ["MorphCore"],
    "MorphDiagnostics": [],
    "MorphSyntax": ["MorphDiagnostics"],
    "MorphFrontend": Set(["MorphCore", "MorphSyntax", "MorphDiagnostics"]).union(swiftSyntax),
    "MorphViewTree": ["MorphDiagnostics", "MorphCore", "MorphMotion"],
    "MorphLayout": ["MorphDiagnostics", "MorphViewTree", "MorphFrame", "MorphCore"],
    "MorphFrame": ["MorphCore"],
    "MorphRender": ["MorphFrame", "MorphRaster", "MorphCore"],
    "MorphMedia": [
      "MorphRaster", "MorphCore", "CPNG", "CFreeType", "CFFmpeg", "CFFmpegLoader",
      "CFileAttributes",
    ],
  ]
  static let system: Set<String> = ["Foundation", "Dispatch", "Synchronization", "Glibc"]
  /// The toolchain's swift-syntax modules MorphFrontend reads Swift with.
  static let swiftSyntax: Set<String> = [
    "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftOperators",
    "SwiftIfConfig",
  ]

  /// The module an `import` line imports, with its access level (`internal import X`), if it is one.
  static func imported(_ line: Substring) -> (access: String?, module: String)? {
    // Indented imports are conditional (`#if canImport(Glibc)`), not the module's own.
    guard line.first?.isWhitespace == false else { return nil }
    var words = line.split(separator: " ").map(String.init)
    var access: String? = nil
    if let first = words.first,
      ["internal", "package", "public", "private", "fileprivate"].contains(first)
    {
      access = first
      words.removeFirst()
    }
    guard words.count == 2, words[0] == "import" else { return nil }
    return (access, words[1])
  }

  @Test(arguments: allowed.keys.sorted())
  func moduleImportsOnlyEarlierStages(_ module: String) throws {
    let folder = Repository.root.appendingPathComponent("Sources/\(module)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        guard let (_, name) = Self.imported(line) else { continue }
        #expect(
          Self.allowed[module]?.contains(name) == true || Self.system.contains(name),
          "\(module)/\(file) imports \(name)")
      }
    }
  }

  /// swift-syntax stays inside MorphFrontend, imported `internal`ly (with the module's library
  /// evolution, that keeps it out of every client's build: ../shared/reference/swift-syntax.md).
  @Test func onlyTheFrontendImportsSwiftSyntaxAndOnlyInternally() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var frontendImports = 0
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") {
        guard let (access, name) = Self.imported(line), Self.swiftSyntax.contains(name) else {
          continue
        }
        #expect(path.hasPrefix("MorphFrontend/"), "\(path) imports \(name)")
        #expect(access == "internal", "\(path): '\(line)' must be an internal import")
        frontendImports += 1
      }
    }
    #expect(frontendImports > 0)
  }

  /// The front ends, which word the library's settings as command-line options.
  static let commandLineModules = ["GlassMorphCLI/", "glassmorph/", "glassmorph-fuzz/"]
  /// Library files allowed to write command lines: the preview's "this view as a command" line,
  /// which is a command for the user to copy, not a message.
  static let writesCommandLines: Set<String> = ["GlassMorphPreview/PreviewAnalysis.swift"]

  /// A library names the setting to change (`RenderError.Setting.canvas`, `Remedy.pickView`)
  /// and only the command line words it as a flag: a string literal holding `--name` in a
  /// library file fails. The pattern was checked against the messages it replaced ("give --force
  /// to replace it", "pick one with --view NAME", "(check --list shows all)").
  @Test func noLibraryMessageNamesACommandLineOption() throws {
    let option = try Regex(#""([^"]*[ (`'])?--[a-z]"#)
    for message in [
      "give --force to replace it", "pick one with --view NAME", "(check --list shows all)",
    ] {
      #expect("\"\(message)\"".contains(option))
    }
    let sources = Repository.root.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var read = 0
    for case let path as String in enumerator
    where path.hasSuffix(".swift") && !Self.commandLineModules.contains(where: path.hasPrefix)
      && !Self.writesCommandLines.contains(path)
    {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        #expect(!line.contains(option), "\(path):\(number + 1) names a command-line option")
      }
      read += 1
    }
    #expect(read > 300)
  }
}
