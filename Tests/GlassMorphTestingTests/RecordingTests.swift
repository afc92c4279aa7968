import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphTesting

/// Record modes (validated, set in code, set by a trait), golden names of parameterized cases,
/// duplicate goldens, and where scenes are found.
@Suite struct RecordingTests {
  @Test func anUnknownRecordModeNamesTheValidOnes() {
    #expect(RecordMode.fromEnvironment(nil) == .success(.missing))
    #expect(RecordMode.fromEnvironment("") == .success(.missing))
    #expect(RecordMode.fromEnvironment("failed") == .success(.failed))
    #expect(RecordMode.fromEnvironment("NEVER") == .success(.never))
    guard case .failure(let error) = RecordMode.fromEnvironment("fail") else {
      Issue.record("'fail' must not be accepted")
      return
    }
    #expect(
      "\(error)"
        == "GLASSMORPH_RECORD=fail is not a record mode; use one of all, failed, missing, never (did you mean 'failed'?)."
    )
    guard case .failure(let far) = RecordMode.fromEnvironment("yes please") else { return }
    #expect(!"\(far)".contains("did you mean"))
  }

  @Test func aModeSetInCodeWinsAndEveryWriteSaysSo() throws {
    let folder = Repository.temporary("goldens")
    let golden = GoldenFile(path: folder + "/g.txt", kind: "text")
    let differs: (Data) -> GoldenMismatch? = { old in
      old == Data("new".utf8) ? nil : GoldenMismatch(summary: "text differs")
    }
    // Missing: recorded (and said so) in every mode but never.
    let recorded = withGlassMorphRecording(.missing) {
      golden.check(Data("old".utf8), compare: differs)
    }
    #expect(recorded == .recorded(golden.path))
    #expect(
      golden.message(for: recorded)?.hasPrefix("Recorded the text golden \(golden.path)") == true)
    // Different and `never`: a mismatch, the golden untouched.
    let kept = withGlassMorphRecording(.never) { golden.check(Data("new".utf8), compare: differs) }
    guard case .mismatched = kept else {
      Issue.record("expected a mismatch, got \(kept)")
      return
    }
    #expect(FileManager.default.contents(atPath: golden.path) == Data("old".utf8))
    // Different and `failed`: re-recorded, and the message says so with the path.
    let rewritten = withGlassMorphRecording(.failed) {
      golden.check(Data("new".utf8), compare: differs)
    }
    #expect(rewritten == .rerecorded(golden.path, GoldenMismatch(summary: "text differs")))
    #expect(
      golden.message(for: rewritten)?.hasPrefix("Re-recorded the text golden \(golden.path)")
        == true)
    #expect(FileManager.default.contents(atPath: golden.path) == Data("new".utf8))
    // Equal in `all`: nothing to write, nothing said.
    #expect(
      withGlassMorphRecording(.all) { golden.check(Data("new".utf8), compare: differs) } == .matched
    )
  }

  @Test(.glassMorphRecording(.failed)) func aTraitSetsTheMode() {
    #expect(RecordMode.current == .failed)
    #expect(withGlassMorphRecording(.never) { RecordMode.current } == .never)
  }

  @Test(arguments: [("light", 2), ("dark", 3)])
  func eachCaseHasItsOwnGoldenName(appearance: String, scale: Int) {
    #expect(TestCaseName.current == "appearance-\(appearance).scale-\(scale)")
    let golden = KeyframeGolden(
      name: "grid", testName: "eachCase(appearance:scale:)", filePath: "/p/Tests/T/File.swift",
      caseName: TestCaseName.current)
    #expect(
      golden.path
        == "/p/Tests/T/__Snapshots__/File/eachCase.appearance-\(appearance).scale-\(scale).grid.json"
    )
  }

  @Test func aPlainTestHasNoCaseName() {
    #expect(TestCaseName.current == nil)
  }

  @Test func longOrOddValuesStayDistinctAndFileSafe() {
    let long = String(repeating: "x", count: 60)
    let a = TestCaseName.sanitized(long + "a")
    let b = TestCaseName.sanitized(long + "b")
    #expect(a != b && a.count == TestCaseName.maximumValueLength)
    #expect(TestCaseName.sanitized("a/b c") == "a_b_c")
    // FNV-1a of "a" (published test vector): 0xe40c292c.
    #expect(TestCaseName.stableHash("a") == "e40c292c")
  }

  @Test func twoTestsClaimingOneGoldenAreNamed() {
    let path = Repository.temporary("shared.json")
    #expect(GoldenRegistry.claim(path, for: "A.swift:first()") == nil)
    #expect(GoldenRegistry.claim(path, for: "A.swift:first()") == nil)  // the same test again
    let other = GoldenRegistry.claim(path, for: "B.swift:second()")
    #expect(other == "A.swift:first()")
    #expect(
      GoldenRegistry.conflict(path, "A.swift:first()", "B.swift:second()")
        == "Two tests use the golden \(path): A.swift:first() and B.swift:second(). Give one of them another name (the `matches:` argument)."
    )
  }

  @Test func scenesAreFoundFromTheTestFileWhateverTheWorkingDirectory() throws {
    // A package: root/Package.swift, root/Scenes/a.swift, a test file root/Tests/App/T.swift.
    let root = Repository.temporary("package")
    try FileManager.default.createDirectory(
      atPath: root + "/Scenes", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/App/Scenes", withIntermediateDirectories: true)
    try "// swift-tools-version:6.0".write(
      toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
    try "struct A {}".write(toFile: root + "/Scenes/a.swift", atomically: true, encoding: .utf8)
    try "struct B {}".write(
      toFile: root + "/Tests/App/Scenes/b.swift", atomically: true, encoding: .utf8)
    let test = root + "/Tests/App/T.swift"
    #expect(try SceneLocation.resolve("Scenes/a.swift", from: test) == root + "/Scenes/a.swift")
    // Beside the test first.
    #expect(
      try SceneLocation.resolve("Scenes/b.swift", from: test) == root + "/Tests/App/Scenes/b.swift")
    #expect(
      try SceneLocation.resolve(root + "/Scenes/a.swift", from: "/elsewhere/T.swift") == root
        + "/Scenes/a.swift")
    #expect {
      _ = try SceneLocation.resolve("Scenes/none.swift", from: test)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("Scene 'Scenes/none.swift' not found; tried:\n")
        && text.contains("  \(root)/Tests/App/Scenes/none.swift\n")
        && text.contains("  \(root)/Tests/Scenes/none.swift\n")
        && text.contains("  \(root)/Scenes/none.swift")
        && !text.contains(
          URL(fileURLWithPath: root).deletingLastPathComponent().path + "/Scenes/none.swift\n")
    }
  }

  @Test func aFailureSaysWhereItStartsAndWhereItIsLargest() {
    let differences = [
      KeyframeComparison.Difference(
        element: "pencil", time: 0.4, field: "frame.x", expected: "170", actual: "175.25"),
      KeyframeComparison.Difference(
        element: "eraser", time: 0.3, field: "frame.width", expected: "44", actual: "45"),
      KeyframeComparison.Difference(
        element: "", time: nil, field: "canvas", expected: "[402, 874]", actual: "[390, 844]"),
    ]
    #expect(
      KeyframeGolden.summary(differences)
        == "Keyframes differ from the golden in 3 places; the first at t = 0.3 s (element 'eraser', frame.width); the largest: element 'pencil' frame.x at t = 0.4 s, expected 170, actual 175.25 (off by 5.25):"
    )
  }
}
