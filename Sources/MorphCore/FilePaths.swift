/// Path text handled without Foundation's `NSString.deletingLastPathComponent`, which traps on
/// Linux for one-character paths such as `.` (swift-corelibs-foundation, Swift 6.3): the folder
/// part of a path, as that method defines it.
package enum FilePaths {
  /// The path without its last component: `a/b` → `a`, `a/b/` → `a`, `/a` → `/`, `/` → `/`,
  /// and `""` for a path of one component (`.`, `a`, `file.swift`).
  package static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    if trimmed == "/" { return "/" }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var folder = trimmed[..<slash]
    while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
  }
}
