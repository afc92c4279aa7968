import Foundation

/// Several outputs written all or none: each is written to a staged temporary beside its target;
/// `commit()` moves them all into place (restoring any file it replaced if a later move fails),
/// `discard()` removes them. For commands that write more than one file (Docs/Reliability.md).
public final class OutputBatch {
  private var staged: [(temporary: String, target: String)] = []

  /// An empty batch.
  public init() {}

  deinit { discard() }

  /// The path to write `target`'s content to (validated, beside it, ending in `suffix`).
  public func stage(_ target: String, inputs: [String] = [], suffix: String = "")
    throws(MediaError) -> String
  {
    try OutputPath.validate(target, inputs: inputs)
    OutputPath.removeStaleTemporaries(besides: target)
    let temporary = OutputPath.temporary(for: target, suffix: ".staged" + suffix)
    staged.append((temporary, target))
    return temporary
  }

  /// Moves every staged file into place; if one move fails, the ones already made are undone
  /// (their earlier files restored) and the error says which target failed.
  public func commit() throws(MediaError) {
    var done: [(target: String, backup: String?)] = []
    for (temporary, target) in staged {
      var backup: String? = nil
      if FileManager.default.fileExists(atPath: target) {
        let aside = OutputPath.temporary(for: target, suffix: ".old")
        if rename(target, aside) == 0 { backup = aside }
      }
      OutputPath.markAsOurs(temporary)
      if rename(temporary, target) != 0 {
        let reason = String(cString: strerror(errno))
        if let backup { _ = rename(backup, target) }
        for (earlier, earlierBackup) in done.reversed() {
          if let earlierBackup {
            _ = rename(earlierBackup, earlier)
          } else {
            try? FileManager.default.removeItem(atPath: earlier)
          }
        }
        discard()
        throw MediaError(
          "\(target): could not move the finished file into place (\(reason)); no file was changed."
        )
      }
      done.append((target, backup))
    }
    for (_, backup) in done {
      if let backup { try? FileManager.default.removeItem(atPath: backup) }
    }
    staged = []
  }

  /// Removes every staged file that was not committed.
  public func discard() {
    for (temporary, _) in staged { try? FileManager.default.removeItem(atPath: temporary) }
    staged = []
  }
}
