import Foundation
import MorphCore
import MorphDiagnostics
import MorphFrontend
import MorphSyntax

/// An app's folder read as one program: every `.swift` file under it, parsed, its declarations
/// joined as the compiler joins a module's files.
///
/// ```swift
/// let folder = try ProgramFolder(path: "MyApp")
/// folder.linked.syntax.types.map(\.name)      // every type of every file
/// ```
package struct ProgramFolder: Sendable {
  /// Folders that hold build products, dependencies or version control, never the app's code.
  static let skippedFolders: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm", "node_modules", "build",
    "SourcePackages", "checkouts",
  ]
  /// Folder suffixes of bundles that hold built or archived code.
  static let skippedSuffixes = [".xcarchive", ".framework", ".xcframework", ".app", ".bundle"]
  /// The most `.swift` files a folder may hold (the largest public apps tried have ~1,500):
  /// past it the folder is more likely a whole disk than an app.
  package static let maximumFiles = 5_000
  /// The most source a folder may hold in all, in bytes (64 MiB).
  package static let maximumTotalBytes = 64 << 20

  /// The files, in the order of their offsets (sorted by path within the folder).
  package let sources: SourceSet
  /// Each file's path inside the folder, in the same order.
  package let relativePaths: [String]
  /// Each file parsed on its own.
  package let parsed: [Frontend.FileResult]
  /// Every file joined in folder order.
  package let linked: Frontend.Result
  /// Files that were skipped as unreadable (not UTF-8), each a warning at the folder.
  package let skipped: [Diagnostic]
  /// The colours of the folder's asset catalogs.
  package let assets: AssetCatalog
  /// Programs linked so far by the target they prefer (`linked(preferring:only:)`).
  private let linkCache = KeyedCache<Frontend.Result>()
  /// The self-containing view types of each program linked so far, by the same keys.
  let cycleCache = KeyedCache<[String: SelfContainment.Cycle]>()

  /// Reads and parses every `.swift` file under `path`; test targets (folders ending in
  /// `Tests`) only with `includeTests`. A `path` that is one `.swift` file is a program of that
  /// file alone, in its folder (what `check FILE --list` lists).
  package init(
    path given: String, includeTests: Bool = false, defines: Set<String> = [],
    platform: TargetPlatform = .iOS, fontReader: (any FontReading)? = nil
  ) throws(SceneLoadError) {
    var isDirectory: ObjCBool = false
    let isFile =
      FileManager.default.fileExists(atPath: given, isDirectory: &isDirectory)
      && !isDirectory.boolValue
    let folder = isFile ? FilePaths.folder(of: given) : given
    let path = isFile ? (folder.isEmpty ? "." : folder) : given
    let contents =
      isFile
      ? Contents(swiftFiles: [(given as NSString).lastPathComponent])
      : try Self.files(in: path, includeTests: includeTests)
    let relative = contents.swiftFiles
    var files: [SourceFile] = []
    var relativePaths: [String] = []
    var skipped: [Diagnostic] = []
    var total = 0
    for name in relative {
      let full = isFile ? given : (path as NSString).appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: full) else {
        skipped.append(
          Diagnostic(.fileUnreadable, at: .start, "Cannot read '\(name)'; it is left out."))
        continue
      }
      total += data.count
      if data.count > SceneProgram.maximumSourceBytes || total > Self.maximumTotalBytes {
        throw Self.error(
          path,
          data.count > SceneProgram.maximumSourceBytes
            ? "'\(name)' is \(data.count) bytes; a source file is at most 1 MiB. Point at the app's folder, not at generated code."
            : "The folder holds more than \(Self.maximumTotalBytes >> 20) MiB of Swift; point at one app's folder.",
          id: .fileTooLarge)
      }
      guard let text = String(data: data, encoding: .utf8), !text.unicodeScalars.contains("\0")
      else {
        skipped.append(
          Diagnostic(.fileUnreadable, at: .start, "'\(name)' is not UTF-8 text; it is left out."))
        continue
      }
      files.append(SourceFile(path: full, text: text))
      relativePaths.append(name)
    }
    guard !files.isEmpty else {
      throw Self.error(
        path,
        "This folder holds no .swift files (build products, dependencies and tests are not read); give the app's folder or a .swift file.",
        id: .noView)
    }
    let sources = SourceSet(folder: path, files: files)
    let names = relativePaths
    let parsed = Parallel.map(sources.files.count) { index in
      Frontend.parseFile(
        sources.files[index], base: sources.bases[index], sitePrefix: names[index] + ":",
        defines: defines, platform: platform)
    }
    self.sources = sources
    self.relativePaths = relativePaths
    self.parsed = parsed
    self.linked = Frontend.link(parsed)
    self.skipped = skipped
    var assets = AssetCatalog(
      root: path, colorSets: contents.colorSets, imageSets: contents.imageSets,
      catalogs: contents.catalogs)
    assets.readFonts(contents.fontFiles, root: path, with: fontReader)
    self.assets = assets
  }

  /// A load error about the folder itself.
  static func error(
    _ path: String, _ message: String, id: DiagnosticID, remedy: Remedy? = nil
  ) -> SceneLoadError {
    SceneLoadError(
      sources: SourceSet(folder: path, files: []),
      diagnostics: [Diagnostic(id, at: .start, message, remedy: remedy)])
  }

  /// What a folder walk finds, as paths inside the folder, sorted.
  struct Contents {
    /// The `.swift` files.
    var swiftFiles: [String] = []
    /// The `.colorset` folders of its asset catalogs.
    var colorSets: [String] = []
    /// The `.imageset` folders of its asset catalogs.
    var imageSets: [String] = []
    /// The `.xcassets` folders.
    var catalogs: [String] = []
    /// The font files the app ships (`.ttf`, `.otf`, `.ttc`).
    var fontFiles: [String] = []
  }

  /// The `.swift` files under `path` and its asset catalogs' colour and image sets.
  static func files(in path: String, includeTests: Bool) throws(SceneLoadError) -> Contents {
    // An app folder given through a symbolic link is walked at its destination (Foundation's
    // walker does not enter a link); paths inside it stay relative to `path`.
    let walked = (path as NSString).resolvingSymlinksInPath
    guard let walker = FileManager.default.enumerator(atPath: walked) else {
      throw error(
        path, "Cannot read this folder; check that it exists and is readable.", id: .fileUnreadable)
    }
    var contents = Contents()
    while let next = walker.nextObject() as? String {
      let name = (next as NSString).lastPathComponent
      if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
        if name.hasSuffix(".colorset") || name.hasSuffix(".imageset") {
          if name.hasSuffix(".colorset") {
            contents.colorSets.append(next)
          } else {
            contents.imageSets.append(next)
          }
          walker.skipDescendants()
          continue
        }
        if name.hasSuffix(".xcassets") { contents.catalogs.append(next) }
        if skippedFolders.contains(name) || skippedSuffixes.contains(where: name.hasSuffix)
          || (!includeTests && isTestFolder(name))
        {
          walker.skipDescendants()
        }
        continue
      }
      if Self.fontExtensions.contains((name as NSString).pathExtension.lowercased()) {
        if contents.fontFiles.count < AssetCatalog.maximumFontFiles {
          contents.fontFiles.append(next)
        }
        continue
      }
      guard name.hasSuffix(".swift"), name != "Package.swift" else { continue }
      contents.swiftFiles.append(next)
      if contents.swiftFiles.count > maximumFiles {
        throw error(
          path,
          "This folder holds more than \(maximumFiles) .swift files; point at one app's folder.",
          id: .fileTooLarge)
      }
    }
    contents.swiftFiles.sort()
    contents.colorSets.sort()
    contents.imageSets.sort()
    contents.catalogs.sort()
    contents.fontFiles.sort()
    return contents
  }

  /// The extensions of font files an app ships.
  static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

  /// Whether a folder holds tests (`AppTests`, `AppUITests`, `Tests`).
  static func isTestFolder(_ name: String) -> Bool {
    name == "Tests" || name.hasSuffix("Tests")
  }

  /// The target a file belongs to, told by its folder: the folder after the last `Sources`
  /// (a Swift package), else the top folder (an Xcode project's app, widget or extension);
  /// "" for a file at the top.
  package static func target(of relativePath: String) -> String {
    let folders = relativePath.split(separator: "/").dropLast().map(String.init)
    if let sources = folders.lastIndex(of: "Sources"), sources + 1 < folders.count {
      return folders[sources + 1]
    }
    return folders.first ?? ""
  }

  /// The targets the folder's files belong to, sorted.
  package var targets: [String] {
    Array(Set(relativePaths.map(Self.target(of:)))).filter { !$0.isEmpty }.sorted()
  }

  /// The files joined with those of `target` first (so its declarations win where names clash),
  /// and with only that target's and the top folder's files when `only` is set.
  package func linked(preferring target: String, only: Bool) -> Frontend.Result {
    linkCache.value(for: Self.linkKey(preferring: target, only: only)) {
      let targets = relativePaths.map(Self.target(of:))
      let own = parsed.indices.filter { targets[$0] == target }
      let top = target.isEmpty ? [] : parsed.indices.filter { targets[$0].isEmpty }
      let rest =
        only ? [] : parsed.indices.filter { targets[$0] != target && !targets[$0].isEmpty }
      return Frontend.link((own + top + rest).map { parsed[$0] })
    }
  }

  /// The key of the program `linked(preferring:only:)` makes.
  static func linkKey(preferring target: String, only: Bool) -> String {
    "\(only ? "only" : "first")|\(target)"
  }

  /// The index of the file `position` is in.
  package func fileIndex(of position: SourcePosition) -> Int? {
    sources.fileIndex(containing: position)
  }
}
