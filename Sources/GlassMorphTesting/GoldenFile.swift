import Foundation

/// A golden file of any kind — keyframes, layouts, images — and the one way a check against it
/// goes: recorded, matched, missing or mismatched, with the record mode deciding when it is
/// written and the same messages for every kind (Docs/Video.md, "Golden files").
public struct GoldenFile: Sendable {
  /// What a check concluded.
  public enum Outcome: Sendable, Equatable {
    /// The actual result matches the golden.
    case matched
    /// There was no golden; it was written. Check it by hand.
    case recorded(String)
    /// The golden differed and the mode re-recorded it.
    case rerecorded(String, GoldenMismatch)
    /// There is no golden and the mode forbids recording.
    case missing(String)
    /// No check could be made: an unknown record mode, or a golden that could not be written.
    case failed(String)
    /// The result differs; the actual file (and any extra artifacts) were written.
    case mismatched(GoldenMismatch, artifacts: [String])
  }

  /// The golden's path.
  public let path: String
  /// What kind of golden it is, in messages (`keyframe`, `layout`, `image`).
  public let kind: String

  /// A golden at an explicit path.
  public init(path: String, kind: String) {
    self.path = path
    self.kind = kind
  }

  /// The golden `name` of test `testName` in the test file `filePath`:
  /// `<folder>/__Snapshots__/<TestFile>/<test>.<name>.<ext>`, or `<test>.<case>.<name>.<ext>` for
  /// one case of a parameterized test (`caseName`, e.g. `mode-dark.scale-2`).
  public init(
    name: String, testName: String, filePath: String, extension ext: String, kind: String,
    caseName: String? = nil
  ) {
    let file = URL(fileURLWithPath: filePath)
    let test = String(testName.prefix { $0 != "(" }) + (caseName.map { "." + $0 } ?? "")
    self.init(
      path: file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        .appendingPathComponent("\(test).\(name).\(ext)").path,
      kind: kind)
  }

  /// The artifacts folder for actual files of failed checks: GLASSMORPH_ARTIFACTS, else
  /// `glassmorph-artifacts` in the temporary folder.
  public static var artifactsDirectory: URL {
    if let path = ProcessInfo.processInfo.environment["GLASSMORPH_ARTIFACTS"] {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("glassmorph-artifacts")
  }

  /// Where the actual file of a failed check goes: the artifacts folder, under the golden's folder
  /// name, with the golden's file name (`suffix` inserted before the extension for extra files).
  public func artifactPath(suffix: String = "") -> String {
    let url = URL(fileURLWithPath: path)
    let name =
      suffix.isEmpty
      ? url.lastPathComponent
      : url.deletingPathExtension().lastPathComponent + suffix + "." + url.pathExtension
    return Self.artifactsDirectory.appendingPathComponent(
      url.deletingLastPathComponent().lastPathComponent
    ).appendingPathComponent(name).path
  }

  /// Checks `actual` (the file's bytes) against the golden in `mode` (nil: the mode in force,
  /// `RecordMode.resolved()`): `compare` gets the golden's
  /// bytes and returns how they differ (nil: they match); on a mismatch `artifacts` may write extra
  /// files (a difference image) and return their paths.
  public func check(
    _ actual: Data, mode requested: RecordMode? = nil, compare: (Data) -> GoldenMismatch?,
    artifacts: (GoldenFile) -> [String] = { _ in [] }
  ) -> Outcome {
    let mode: RecordMode
    if let requested {
      mode = requested
    } else {
      switch RecordMode.resolved() {
      case .success(let resolved): mode = resolved
      case .failure(let error): return .failed("\(error)")
      }
    }
    let url = URL(fileURLWithPath: path)
    let existing = FileManager.default.contents(atPath: path)
    guard let existing else {
      guard mode != .never else {
        return .missing(
          "The \(kind) golden \(path) is missing and the record mode is never; record it locally (GLASSMORPH_RECORD=missing), check it by hand and commit it."
        )
      }
      do {
        try Self.write(actual, to: url)
      } catch {
        return .failed("Could not record the \(kind) golden \(path): \(error.localizedDescription)")
      }
      return .recorded(path)
    }
    guard let mismatch = compare(existing) else {
      // `all` also brings a golden whose values match up to the current format (a migrated
      // golden gains its event and settle times); that write is reported, not failed.
      if mode == .all, existing != actual {
        do {
          try Self.write(actual, to: url)
          print(
            "GlassMorph: rewrote the \(kind) golden \(path) in the current format; its values are unchanged."
          )
        } catch {
          return .failed(
            "Could not rewrite the \(kind) golden \(path): \(error.localizedDescription)")
        }
      }
      return .matched
    }
    if mode == .all || mode == .failed {
      do {
        try Self.write(actual, to: url)
        return .rerecorded(path, mismatch)
      } catch {
        return .failed(
          "Could not re-record the \(kind) golden \(path): \(error.localizedDescription)")
      }
    }
    let artifact = artifactPath()
    try? Self.write(actual, to: URL(fileURLWithPath: artifact))
    return .mismatched(mismatch, artifacts: [artifact] + artifacts(self))
  }

  /// The failure message for an outcome, or nil when the check passed.
  public func message(for outcome: Outcome) -> String? {
    switch outcome {
    case .matched:
      return nil
    case .recorded(let path):
      return "Recorded the \(kind) golden \(path); check it by hand, then run the test again."
    case .rerecorded(let path, let mismatch):
      return
        "Re-recorded the \(kind) golden \(path) (it differed: \(mismatch.summary)); check the change by hand, then run the test again."
    case .missing(let message), .failed(let message):
      return message
    case .mismatched(let mismatch, let artifacts):
      let shown = mismatch.details.prefix(Self.detailsShown).map { "  " + $0 }
      let more =
        mismatch.details.count > Self.detailsShown
        ? ["  … and \(mismatch.details.count - Self.detailsShown) more"] : []
      let written = artifacts.count == 1 ? "Actual written to" : "Actual and artifacts written to"
      return
        ([mismatch.summary] + shown + more + ["\(written) \(artifacts.joined(separator: ", "))."])
        .joined(separator: "\n")
    }
  }

  /// How many differences a message lists before "… and n more".
  static let detailsShown = 20

  private static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
