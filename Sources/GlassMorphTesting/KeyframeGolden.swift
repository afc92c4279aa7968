import Foundation

/// A keyframe golden file (JSON, compared numerically within a tolerance), checked through the one
/// golden mechanism, `GoldenFile`.
public struct KeyframeGolden: Sendable {
  /// What a check concluded.
  public enum Outcome: Sendable {
    /// The keyframes match the golden.
    case matched
    /// The golden was written (recorded); check it by hand.
    case recorded(String)
    /// The golden differed and the record mode re-recorded it (the differences found).
    case rerecorded(String, [KeyframeComparison.Difference])
    /// The golden is missing and the mode forbids recording.
    case missing(String)
    /// The keyframes differ; the actual file was written to `artifact`.
    case mismatched([KeyframeComparison.Difference], artifact: String)
  }

  /// The golden file.
  public let file: GoldenFile

  /// The golden's path.
  public var path: String { file.path }

  /// The golden for `name` in test `testName` of the test file `filePath`:
  /// `<folder>/__Snapshots__/<TestFile>/<testName>.<name>.json`.
  public init(name: String, testName: String, filePath: String) {
    file = GoldenFile(
      name: name, testName: testName, filePath: filePath, extension: "json", kind: "keyframe")
  }

  /// Checks `actual` (a keyframe JSON document) against the golden in `mode`.
  public func check(_ actual: String, tolerance: Double, mode: RecordMode = .current) -> Outcome {
    var differences: [KeyframeComparison.Difference] = []
    let outcome = file.check(Data(actual.utf8), mode: mode) { expected in
      differences = KeyframeComparison.differences(
        expected: String(decoding: expected, as: UTF8.self), actual: actual, tolerance: tolerance)
      return differences.isEmpty ? nil : Self.mismatch(differences)
    }
    switch outcome {
    case .matched: return .matched
    case .recorded(let path): return .recorded(path)
    case .rerecorded(let path, _): return .rerecorded(path, differences)
    case .missing(let message): return .missing(message)
    case .mismatched(_, let artifacts): return .mismatched(differences, artifact: artifacts[0])
    }
  }

  /// A failure message for an outcome, or nil when it passed.
  public static func message(for outcome: Outcome) -> String? {
    let file = GoldenFile(path: "", kind: "keyframe")
    switch outcome {
    case .matched: return nil
    case .recorded(let path): return file.message(for: .recorded(path))
    case .rerecorded(let path, let differences):
      return file.message(for: .rerecorded(path, mismatch(differences)))
    case .missing(let message): return message
    case .mismatched(let differences, let artifact):
      return file.message(for: .mismatched(mismatch(differences), artifacts: [artifact]))
    }
  }

  /// The differences as a golden mismatch: a count, then each difference.
  static func mismatch(_ differences: [KeyframeComparison.Difference]) -> GoldenMismatch {
    GoldenMismatch(
      summary:
        "Keyframes differ from the golden in \(differences.count) place\(differences.count == 1 ? "" : "s"):",
      details: differences.map(\.description))
  }
}
