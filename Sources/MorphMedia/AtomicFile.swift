import Foundation

/// Writes files so that a failure never leaves a partial file: the content goes to a temporary
/// file beside the target (same folder, so the rename is atomic) which replaces the target only
/// on success; on any error the temporary file is removed.
public enum AtomicFile {
  /// Calls `body` with a temporary path beside `path`, then renames it to `path`.
  public static func write(to path: String, _ body: (String) throws(MediaError) -> Void)
    throws(MediaError)
  {
    let target = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw MediaError("\(path) is a folder; give a file name to write.")
    }
    let folder = target.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw MediaError("\(path): the folder \(folder.path) does not exist; create it first.")
    }
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial"
    ).path
    do {
      try body(temporary)
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw MediaError("\(path): could not move the finished file into place (\(reason)).")
    }
  }
}
