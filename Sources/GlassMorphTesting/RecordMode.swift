import Foundation

/// When golden files are written.
public enum RecordMode: String, Sendable {
  /// Re-record every golden.
  case all
  /// Re-record goldens that do not match.
  case failed
  /// Record goldens that do not exist yet (the default outside CI).
  case missing
  /// Never record: a missing golden fails (CI).
  case never

  /// The mode from GLASSMORPH_RECORD; `missing` when unset or unknown.
  public static var current: RecordMode {
    ProcessInfo.processInfo.environment["GLASSMORPH_RECORD"].flatMap(RecordMode.init(rawValue:))
      ?? .missing
  }
}
