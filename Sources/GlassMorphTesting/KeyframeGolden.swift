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
    /// No check could be made (an unknown record mode, a golden that could not be written).
    case failed(String)
    /// The keyframes differ; the actual file was written to `artifact`.
    case mismatched([KeyframeComparison.Difference], artifact: String, golden: String)
  }

  /// The golden file.
  public let file: GoldenFile

  /// The golden's path.
  public var path: String { file.path }

  /// The golden for `name` in test `testName` of the test file `filePath`:
  /// `<folder>/__Snapshots__/<TestFile>/<testName>.<name>.json` (with the case's arguments before
  /// `<name>` for a case of a parameterized test).
  public init(name: String, testName: String, filePath: String, caseName: String? = nil) {
    file = GoldenFile(
      name: name, testName: testName, filePath: filePath, extension: "json", kind: "keyframe",
      caseName: caseName)
  }

  /// Checks `actual` (a keyframe JSON document) against the golden in `mode` (nil: the mode in
  /// force).
  public func check(_ actual: String, tolerance: Double, mode: RecordMode? = nil) -> Outcome {
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
    case .failed(let message): return .failed(message)
    case .mismatched(_, let artifacts):
      return .mismatched(differences, artifact: artifacts[0], golden: path)
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
    case .missing(let message), .failed(let message): return message
    case .mismatched(let differences, let artifact, let golden):
      let message = file.message(for: .mismatched(mismatch(differences), artifacts: [artifact]))
      return (message ?? "") + "\nSee it: " + diffCommand(golden: golden, actual: artifact)
    }
  }

  /// The differences as a golden mismatch: a summary that says where they start and where they
  /// are largest, then each difference.
  static func mismatch(_ differences: [KeyframeComparison.Difference]) -> GoldenMismatch {
    GoldenMismatch(summary: summary(differences), details: differences.map(\.description))
  }

  /// `Keyframes differ from the golden in 12 places; the first at t = 0.3 s (element 'pencil',
  /// frame.x); the largest: element 'pencil' frame.x at t = 0.4 s, expected 170.01, actual 175.2
  /// (off by 5.19).`
  static func summary(_ differences: [KeyframeComparison.Difference]) -> String {
    let count = differences.count
    var text =
      "Keyframes differ from the golden in \(count) place\(count == 1 ? "" : "s")"
    let timed = differences.filter { $0.time != nil }
    if let first = timed.min(by: { ($0.time ?? 0) < ($1.time ?? 0) }), let time = first.time {
      text +=
        "; the first at t = \(JSONValue.format(time, places: 4)) s (element '\(first.element)', \(first.field))"
    }
    let sized = differences.compactMap { difference -> (KeyframeComparison.Difference, Double)? in
      guard let expected = Double(difference.expected), let actual = Double(difference.actual)
      else { return nil }
      return (difference, abs(actual - expected))
    }
    if let (largest, size) = sized.max(by: { $0.1 < $1.1 }) {
      let when = largest.time.map { " at t = \(JSONValue.format($0, places: 4)) s" } ?? ""
      text +=
        "; the largest: element '\(largest.element)' \(largest.field)\(when), expected \(largest.expected), actual \(largest.actual) (off by \(JSONValue.format(size, places: 4)))"
    }
    return text + ":"
  }

  /// The command that draws the golden and the actual file over each other.
  static func diffCommand(golden: String, actual: String) -> String {
    func quoted(_ path: String) -> String {
      path.allSatisfy { $0.isLetter || $0.isNumber || "-_./@".contains($0) }
        ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let picture = (actual.hasSuffix(".json") ? String(actual.dropLast(5)) : actual) + ".diff.png"
    return "glassmorph diff \(quoted(golden)) \(quoted(actual)) -o \(quoted(picture))"
  }
}
