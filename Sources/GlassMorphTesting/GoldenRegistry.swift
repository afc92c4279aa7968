import Synchronization

/// Which test checked each golden path in this run: two different tests (or cases) that would
/// write the same golden are a failure naming both, instead of one overwriting the other.
package enum GoldenRegistry {
  private static let owners = Mutex<[String: String]>([:])

  /// Claims `path` for `test`; returns the other test's name when it was claimed by another.
  package static func claim(_ path: String, for test: String) -> String? {
    owners.withLock { owners in
      if let owner = owners[path], owner != test { return owner }
      owners[path] = test
      return nil
    }
  }

  /// The message for a golden two tests claim.
  package static func conflict(_ path: String, _ first: String, _ second: String) -> String {
    "Two tests use the golden \(path): \(first) and \(second). Give one of them another name (the `matches:` argument)."
  }
}
