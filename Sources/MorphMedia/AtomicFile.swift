import Foundation

/// Writes files so that a failure never leaves a partial file: the content goes to a temporary
/// file beside the target (same folder, so the rename is atomic) which replaces the target only
/// on success; on any error the temporary file is removed.
package enum AtomicFile {
  /// Calls `body` with a temporary path beside `path`, then renames it to `path`.
  package static func write(to path: String, _ body: (String) throws(MediaError) -> Void)
    throws(MediaError)
  {
    try OutputPath.validate(path)
    OutputPath.removeStaleTemporaries(besides: path)
    let temporary = OutputPath.temporary(for: path)
    do {
      try body(temporary)
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
    OutputPath.markAsOurs(temporary)
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw MediaError("\(path): could not move the finished file into place (\(reason)).")
    }
  }
}
