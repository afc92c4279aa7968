import Synchronization

/// Values worked out once per key and kept, safe to share across the threads that load a
/// folder's views: `check FOLDER --list` loads every glass view of an app, most of them in the
/// same target, and linking every file again for each was a seventh of the listing's time on a
/// 218-file app; finding the program's self-containing views again for each was over a third of
/// it on a 600-file one.
final class KeyedCache<Value: Sendable>: Sendable {
  private let values = Mutex<[String: Value]>([:])

  /// The value for `key`, made by `make` the first time.
  func value(for key: String, _ make: () -> Value) -> Value {
    if let cached = values.withLock({ $0[key] }) { return cached }
    let made = make()
    values.withLock { $0[key] = made }
    return made
  }
}
