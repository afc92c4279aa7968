import Foundation
import Testing

/// Swift Testing: renders `scene` at `time` seconds and compares the frame with the PNG golden
/// `name` under a perceptual `tolerance`; on failure records an issue naming the actual frame, the
/// golden and a heat map of the differences, written to the artifacts folder.
///
/// ```swift
/// @Test func toolbarMidMorph() {
///   expectFrame(scene: "Scenes/toolbar.swift", events: [.tap("toggle", at: 0)], at: 0.15,
///               canvas: .fit, matches: "mid-morph")
/// }
/// ```
public func expectFrame(
  scene path: String, events: [TimelineEvent]? = nil, at time: Double,
  canvas: CanvasChoice = .automatic, scale: RenderScale = .standard,
  backdrop: Backdrop = .wallpaper,
  matches name: String, tolerance: FrameTolerance = FrameTolerance(),
  filePath: String = #filePath, testName: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let caseName = TestCaseName.current
  let snapshot: FrameSnapshot
  do {
    snapshot = try FrameSnapshot(
      scene: path, events: events, at: time, canvas: canvas, scale: scale, backdrop: backdrop,
      name: name, testName: testName, filePath: filePath, caseName: caseName)
  } catch {
    Issue.record(
      Comment(rawValue: "Could not render \(path): \(error)"), sourceLocation: sourceLocation)
    return
  }
  let test =
    "\(URL(fileURLWithPath: filePath).lastPathComponent):\(testName)"
    + (caseName.map { " [\($0)]" } ?? "")
  if let other = GoldenRegistry.claim(snapshot.golden.path, for: test) {
    Issue.record(
      Comment(rawValue: GoldenRegistry.conflict(snapshot.golden.path, other, test)),
      sourceLocation: sourceLocation)
    return
  }
  if let message = snapshot.check(tolerance: tolerance) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
