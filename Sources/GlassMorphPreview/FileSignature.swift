import Foundation

/// What changes when a file is saved: its modification time (nanoseconds) and size; nil when the
/// file cannot be read (deleted, or mid-save by an editor that replaces it).
struct FileSignature: Equatable, Sendable {
  let modified: Int
  let size: Int

  /// The signature of the file at `path` now.
  static func of(_ path: String) -> FileSignature? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileSignature(
      modified: status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec,
      size: Int(status.st_size))
  }
}
