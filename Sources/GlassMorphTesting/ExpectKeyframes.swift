import Foundation
import Testing

/// Swift Testing: plays `scene` and checks its keyframes against the golden `name`, recording
/// issues with every difference (element, time, expected, actual).
///
/// ```swift
/// @Test func toolbarExpands() {
///   expectKeyframes(scene: "Scenes/toolbar.swift", events: [.tap("toggle", at: 0.1)], fps: 30, matches: "expand")
/// }
/// ```
public func expectKeyframes(
  scene path: String, events: [TimelineEvent]? = nil, at times: [Double]? = nil, fps: Double = 30,
  canvas: CanvasChoice = .automatic, matches name: String, tolerance: Double = 0.01,
  strict: Bool = false,
  filePath: String = #filePath, testName: String = #function,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let actual: String
  do {
    actual = try KeyframeRequest.document(
      scene: path, events: events, times: times, fps: fps, canvas: canvas)
  } catch {
    Issue.record("Could not play \(path): \(error)", sourceLocation: sourceLocation)
    return
  }
  // The scene's warnings are printed; with `strict` they fail the test.
  let warnings = (try? KeyframeRequest.warnings(scene: path, events: events, canvas: canvas)) ?? []
  KeyframeRequest.printWarnings(warnings, scene: path)
  if strict, !warnings.isEmpty {
    let message =
      "\(path) has \(warnings.count) warning\(warnings.count == 1 ? "" : "s") and strict is set:\n"
      + warnings.joined(separator: "\n")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  let golden = KeyframeGolden(name: name, testName: testName, filePath: filePath)
  if let message = KeyframeGolden.message(for: golden.check(actual, tolerance: tolerance)) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
