import Foundation
import GlassMorphTesting
import Testing

/// The golden machinery must notice wrong keyframes — these tests feed it wrong ones.
@Suite struct KeyframeComparisonTests {
  static let golden = """
    {"canvas": [402, 874], "samples": [
      {"t": 0.1, "elements": {"toggle": {"frame": [179, 429, 44, 44], "cornerRadius": 22, "shape": "capsule", "opacity": 1, "visibility": 1}}},
      {"t": 0.2, "elements": {"toggle": {"frame": [200, 429, 44, 44], "cornerRadius": 22, "shape": "capsule", "opacity": 1, "visibility": 1},
                              "pencil": {"frame": [150, 429, 44, 44], "cornerRadius": 22, "shape": "capsule", "opacity": 0.5, "visibility": 1}}}
    ]}
    """

  @Test func identicalDocumentsMatch() {
    #expect(
      KeyframeComparison.differences(expected: Self.golden, actual: Self.golden, tolerance: 0.01)
        .isEmpty)
  }

  @Test func aMovedElementIsReportedWithElementTimeExpectedAndActual() {
    let moved = Self.golden.replacingOccurrences(of: "[200, 429", with: "[200.5, 429")
    let differences = KeyframeComparison.differences(
      expected: Self.golden, actual: moved, tolerance: 0.01)
    #expect(differences.count == 1)
    #expect(
      differences.first?.description
        == "element 'toggle' at t = 0.2: frame.x expected 200.0, actual 200.5")
    // Within the tolerance it passes.
    #expect(
      KeyframeComparison.differences(expected: Self.golden, actual: moved, tolerance: 0.6).isEmpty)
  }

  @Test func missingElementsAndFieldsAreReported() {
    let withoutPencil = Self.golden.replacingOccurrences(of: "\"pencil\"", with: "\"eraser\"")
    let differences = KeyframeComparison.differences(
      expected: Self.golden, actual: withoutPencil, tolerance: 0.01)
    #expect(
      differences.map(\.description).sorted() == [
        "element 'eraser' at t = 0.2: presence expected absent, actual present",
        "element 'pencil' at t = 0.2: presence expected present, actual absent",
      ])
    let faded = Self.golden.replacingOccurrences(of: "\"opacity\": 0.5", with: "\"opacity\": 0.7")
    #expect(
      KeyframeComparison.differences(expected: Self.golden, actual: faded, tolerance: 0.01).map(
        \.field) == ["opacity"])
  }

  @Test func goldenModes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "golden-\(UUID().uuidString)")
    let testFile = folder.appendingPathComponent("SomeTests.swift").path
    let golden = KeyframeGolden(name: "expand", testName: "toolbarExpands()", filePath: testFile)
    #expect(
      golden.path
        == folder.appendingPathComponent("__Snapshots__/SomeTests/toolbarExpands.expand.json").path)
    // never + missing → a failure, nothing written.
    guard case .missing = golden.check(Self.golden, tolerance: 0.01, mode: .never) else {
      Issue.record("expected .missing")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: golden.path))
    // missing → recorded, then matched.
    guard case .recorded = golden.check(Self.golden, tolerance: 0.01, mode: .missing) else {
      Issue.record("expected .recorded")
      return
    }
    guard case .matched = golden.check(Self.golden, tolerance: 0.01, mode: .never) else {
      Issue.record("expected .matched")
      return
    }
    // A mismatch writes the actual file to the artifacts folder and keeps the golden.
    let moved = Self.golden.replacingOccurrences(of: "[179, 429", with: "[180, 429")
    guard
      case .mismatched(let differences, let artifact, _) = golden.check(
        moved, tolerance: 0.01, mode: .never)
    else {
      Issue.record("expected .mismatched")
      return
    }
    #expect(differences.count == 1)
    #expect(try String(contentsOfFile: artifact, encoding: .utf8) == moved)
    #expect(try String(contentsOfFile: golden.path, encoding: .utf8) == Self.golden)
    let message =
      KeyframeGolden.message(
        for: .mismatched(differences, artifact: artifact, golden: golden.path)) ?? ""
    #expect(message.contains("element 'toggle' at t = 0.1: frame.x expected 179.0, actual 180.0"))
    // …and how to see it.
    let picture = String(artifact.dropLast(".json".count)) + ".diff.png"
    #expect(message.hasSuffix("\nSee it: glassmorph diff \(golden.path) \(artifact) -o \(picture)"))
  }

  @Test func approximateOperator() {
    #expect(Rect(x: 1, y: 2, width: 3, height: 4) ≈ Rect(x: 1.005, y: 2, width: 3, height: 4))
    #expect(!(Rect(x: 1, y: 2, width: 3, height: 4) ≈ Rect(x: 1.02, y: 2, width: 3, height: 4)))
    #expect(0.333 ≈ 0.34)
    #expect(!((nil as Double?) ≈ 0))
  }
}
