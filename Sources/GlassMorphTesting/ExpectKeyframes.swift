import Foundation
import Testing

/// Swift Testing: plays `scene` and checks its keyframes against the golden `name`, recording
/// issues with every difference (element, time, expected, actual).
///
/// `scene` is found relative to this test file's folder, the folders above it up to the package
/// root, or the working directory (`SceneLocation`). Each case of a parameterized test has its own
/// golden, named after its arguments; two tests that would share a golden fail, naming both.
///
/// ```swift
/// @Test func toolbarExpands() {
///   expectKeyframes(scene: "Scenes/toolbar.swift", events: [.tap("toggle", at: 0.1)], fps: 30, matches: "expand")
/// }
/// ```
public func expectKeyframes(
  scene path: String, events: [TimelineEvent]? = nil, at times: [Double]? = nil,
  fps: Double = Timeline.defaultKeyframeRate,
  canvas: CanvasChoice = .automatic, matches name: String, tolerance: Double = 0.01,
  strict: Bool = false,
  filePath: String = #filePath, testName: String = #function,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let scene: String
  do {
    scene = try SceneLocation.resolve(path, from: filePath)
  } catch {
    Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
    return
  }
  let actual: String
  do {
    actual = try KeyframeRequest.document(
      scene: scene, events: events, times: times, fps: fps, canvas: canvas)
  } catch {
    Issue.record("Could not play \(path): \(error)", sourceLocation: sourceLocation)
    return
  }
  // The scene's warnings are printed; with `strict` they fail the test.
  let warnings = (try? KeyframeRequest.warnings(scene: scene, events: events, canvas: canvas)) ?? []
  KeyframeRequest.printWarnings(warnings, scene: path)
  if strict, !warnings.isEmpty {
    let message =
      "\(path) has \(warnings.count) warning\(warnings.count == 1 ? "" : "s") and strict is set:\n"
      + warnings.joined(separator: "\n")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  let caseName = TestCaseName.current
  let golden = KeyframeGolden(
    name: name, testName: testName, filePath: filePath, caseName: caseName)
  let test =
    "\(URL(fileURLWithPath: filePath).lastPathComponent):\(testName)"
    + (caseName.map { " [\($0)]" } ?? "")
  if let other = GoldenRegistry.claim(golden.path, for: test) {
    Issue.record(
      Comment(rawValue: GoldenRegistry.conflict(golden.path, other, test)),
      sourceLocation: sourceLocation)
    return
  }
  if let message = KeyframeGolden.message(for: golden.check(actual, tolerance: tolerance)) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
