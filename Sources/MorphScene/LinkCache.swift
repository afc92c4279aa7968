import MorphFrontend
import Synchronization

/// The programs a folder was linked into, by the target they prefer: `check FOLDER --list` loads
/// every glass view of an app, most of them in the same target, and linking every file again
/// for each was a seventh of the listing's time on a 218-file app.
final class LinkCache: Sendable {
  private let results = Mutex<[String: Frontend.Result]>([:])

  /// The program linked for `key`, made by `link` the first time.
  func result(for key: String, _ link: () -> Frontend.Result) -> Frontend.Result {
    if let cached = results.withLock({ $0[key] }) { return cached }
    let made = link()
    results.withLock { $0[key] = made }
    return made
  }
}
