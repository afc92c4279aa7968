import Foundation

/// What changes when a file is saved: its modification time (nanoseconds) and size; nil when the
/// file cannot be read (deleted, or mid-save by an editor that replaces it). For an app's folder,
/// every file of the program and its assets counts: the newest time, the total size and the
/// number of files (so a new or deleted file is a change too).
struct FileSignature: Equatable, Sendable {
  let modified: Int
  let size: Int
  var files = 1

  /// Folders never part of the program (build products, dependencies, version control).
  static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage"]

  /// The font files an app ships (what `Font.custom` draws with).
  static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

  /// The signature of the file at `path` now, or of every file of the folder at `path`.
  static func of(_ path: String) -> FileSignature? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    if (status.st_mode & S_IFMT) == S_IFDIR { return folder(path) }
    return FileSignature(
      modified: status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec,
      size: Int(status.st_size))
  }

  /// The signature of a folder's Swift files, asset catalogs' contents and font files.
  private static func folder(_ path: String) -> FileSignature? {
    // Through a symbolic link, the folder it points at (Foundation's walker does not enter one).
    let walked = (path as NSString).resolvingSymlinksInPath
    guard let walker = FileManager.default.enumerator(atPath: walked) else { return nil }
    var signature = FileSignature(modified: 0, size: 0, files: 0)
    while let next = walker.nextObject() as? String {
      let name = (next as NSString).lastPathComponent
      if skippedFolders.contains(name) {
        walker.skipDescendants()
        continue
      }
      let isSource = name.hasSuffix(".swift")
      let isAsset =
        next.contains(".xcassets/")
        || fontExtensions.contains((name as NSString).pathExtension.lowercased())
      guard isSource || isAsset, let file = of((path as NSString).appendingPathComponent(next))
      else { continue }
      signature = FileSignature(
        modified: max(signature.modified, file.modified), size: signature.size + file.size,
        files: signature.files + 1)
    }
    return signature
  }
}
