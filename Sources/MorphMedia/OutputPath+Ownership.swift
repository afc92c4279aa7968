import CFileAttributes
import Foundation

extension OutputPath {
  /// The extended attribute GlassMorph puts on every file it writes, so that a later run knows it
  /// may replace the file without being forced to (a file without it is the user's).
  static let ownerAttribute = "user.glassmorph.output"

  /// Marks `path` (a finished temporary file or folder, before its rename) as written by
  /// GlassMorph. On a file system without user extended attributes nothing is marked, and
  /// replacing the file later needs `force`.
  public static func markAsOurs(_ path: String) {
    let value: [UInt8] = Array("1".utf8)
    _ = setxattr(path, ownerAttribute, value, value.count, 0)
  }

  /// Whether `path` carries GlassMorph's mark.
  public static func isOurs(_ path: String) -> Bool {
    getxattr(path, ownerAttribute, nil, 0) >= 0
  }

  /// Refuses to replace an existing file at `path` that GlassMorph did not write, unless `force`.
  public static func checkOwnership(_ path: String, force: Bool) throws(MediaError) {
    guard !force, FileManager.default.fileExists(atPath: path), !isOurs(path) else { return }
    throw MediaError(
      "\(path) already exists and was not written by GlassMorph; allow it to be replaced, or give another name.",
      settings: [.replaceExisting])
  }
}
