import Foundation

/// When golden files are written.
///
/// The mode in force is, first found: `withGlassMorphRecording(_:_:)` around the check, the
/// `.glassMorphRecording(_:)` trait of the test or its suite, the `GLASSMORPH_RECORD` environment
/// variable, else `missing`. An unknown `GLASSMORPH_RECORD` value fails every check that uses it,
/// naming the valid ones — a typo never silently records.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Re-record every golden that differs (and record missing ones); a golden whose values
  /// match but whose file is of an older format is rewritten too.
  case all
  /// Re-record goldens that do not match; record missing ones.
  case failed
  /// Record goldens that do not exist yet (the default outside CI).
  case missing
  /// Never record: a missing golden fails (CI).
  case never

  /// The mode set in code for the current task (`withGlassMorphRecording`, the trait).
  @TaskLocal static var scoped: RecordMode?

  /// The mode in force (see the type's documentation), or why there is none.
  public static func resolved() -> Result<RecordMode, RecordModeError> {
    if let scoped { return .success(scoped) }
    return fromEnvironment(ProcessInfo.processInfo.environment["GLASSMORPH_RECORD"])
  }

  /// The mode a `GLASSMORPH_RECORD` value names (nil or empty: `missing`).
  public static func fromEnvironment(_ value: String?) -> Result<RecordMode, RecordModeError> {
    guard let value, !value.isEmpty else { return .success(.missing) }
    guard let mode = RecordMode(rawValue: value.lowercased()) else {
      return .failure(RecordModeError(value: value))
    }
    return .success(mode)
  }

  /// The mode in force, `missing` when `GLASSMORPH_RECORD` is unknown (for callers that report
  /// the error themselves through `resolved()`).
  public static var current: RecordMode {
    (try? resolved().get()) ?? .missing
  }
}

/// An unknown `GLASSMORPH_RECORD` value.
public struct RecordModeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The value given.
  public let value: String

  /// What is wrong and what to write instead.
  public var description: String {
    let valid = RecordMode.allCases.map(\.rawValue)
    var text =
      "GLASSMORPH_RECORD=\(value) is not a record mode; use one of \(valid.joined(separator: ", "))"
    // A mode the value begins (`fail` → `failed`), else the nearest by edit distance.
    let typed = value.lowercased()
    let near =
      valid.first { !typed.isEmpty && $0.hasPrefix(typed) }
      ?? NearestName.suggestion(for: typed, among: valid)
    if let near { text += " (did you mean '\(near)'?)" }
    return text + "."
  }
}

/// Runs `body` with golden files recorded in `mode` (for every check inside, on this task and the
/// tasks it starts), whatever `GLASSMORPH_RECORD` says.
///
/// ```swift
/// withGlassMorphRecording(.failed) {
///   expectKeyframes(scene: "Scenes/toolbar.swift", matches: "default")
/// }
/// ```
public func withGlassMorphRecording<Result>(_ mode: RecordMode, _ body: () throws -> Result)
  rethrows -> Result
{
  try RecordMode.$scoped.withValue(mode) { try body() }
}

/// Runs the asynchronous `body` with golden files recorded in `mode`.
public func withGlassMorphRecording<Result>(
  _ mode: RecordMode, _ body: () async throws -> Result
) async rethrows -> Result {
  try await RecordMode.$scoped.withValue(mode) { try await body() }
}
