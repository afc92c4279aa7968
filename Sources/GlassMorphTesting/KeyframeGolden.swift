import Foundation

/// A keyframe golden file: where it lives, how the check went.
public struct KeyframeGolden: Sendable {
  /// What a check concluded.
  public enum Outcome: Sendable {
    /// The keyframes match the golden.
    case matched
    /// The golden was written (recorded); check it by hand.
    case recorded(String)
    /// The golden is missing and the mode forbids recording.
    case missing(String)
    /// The keyframes differ; the actual file was written to `artifact`.
    case mismatched([KeyframeComparison.Difference], artifact: String)
  }

  /// The golden file's path.
  public let path: String

  /// The golden for `name` in test `testName` of the test file `filePath`:
  /// `<folder>/__Snapshots__/<TestFile>/<testName>.<name>.json`.
  public init(name: String, testName: String, filePath: String) {
    let file = URL(fileURLWithPath: filePath)
    let test = String(testName.prefix { $0 != "(" })
    path =
      file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(test).\(name).json").path
  }

  /// The artifacts folder for actual files of failed checks.
  public static var artifactsDirectory: URL {
    if let path = ProcessInfo.processInfo.environment["GLASSMORPH_ARTIFACTS"] {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("glassmorph-artifacts")
  }

  /// Checks `actual` (a keyframe JSON document) against the golden in `mode`.
  public func check(_ actual: String, tolerance: Double, mode: RecordMode = .current) -> Outcome {
    let url = URL(fileURLWithPath: path)
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if mode == .all || (existing == nil && mode != .never) {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        return .missing("Could not write the golden \(path): \(error.localizedDescription)")
      }
      return .recorded(path)
    }
    guard let existing else {
      return .missing(
        "The golden \(path) is missing and GLASSMORPH_RECORD=never; record it locally (GLASSMORPH_RECORD=missing), check it by hand and commit it."
      )
    }
    let differences = KeyframeComparison.differences(
      expected: existing, actual: actual, tolerance: tolerance)
    if differences.isEmpty { return .matched }
    let artifact = Self.artifactsDirectory.appendingPathComponent(
      url.deletingLastPathComponent().lastPathComponent
    ).appendingPathComponent(url.lastPathComponent)
    try? FileManager.default.createDirectory(
      at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? actual.write(to: artifact, atomically: true, encoding: .utf8)
    if mode == .failed { try? actual.write(to: url, atomically: true, encoding: .utf8) }
    return .mismatched(differences, artifact: artifact.path)
  }

  /// A failure message for an outcome, or nil when it passed.
  public static func message(for outcome: Outcome) -> String? {
    switch outcome {
    case .matched: return nil
    case .recorded(let path):
      return "Recorded the keyframe golden \(path); check it by hand, then run the test again."
    case .missing(let message): return message
    case .mismatched(let differences, let artifact):
      let shown = differences.prefix(20).map { "  " + $0.description }.joined(separator: "\n")
      let more = differences.count > 20 ? "\n  … and \(differences.count - 20) more" : ""
      return
        "Keyframes differ from the golden in \(differences.count) place\(differences.count == 1 ? "" : "s"):\n\(shown)\(more)\nActual keyframes written to \(artifact)."
    }
  }
}
