import Foundation
import XCTest

/// XCTest: renders `scene` at `time` seconds and compares the frame with the PNG golden `name`
/// (see `expectFrame`).
public func assertFrame(
  scene path: String, events: [TimelineEvent]? = nil, at time: Double,
  canvas: CanvasChoice = .automatic, scale: RenderScale = .standard,
  backdrop: Backdrop = .wallpaper,
  matches name: String, tolerance: FrameTolerance = FrameTolerance(),
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
  let snapshot: FrameSnapshot
  do {
    snapshot = try FrameSnapshot(
      scene: path, events: events, at: time, canvas: canvas, scale: scale, backdrop: backdrop,
      name: name, testName: testName, filePath: "\(file)", caseName: nil)
  } catch {
    XCTFail("Could not render \(path): \(error)", file: file, line: line)
    return
  }
  let test = "\(URL(fileURLWithPath: "\(file)").lastPathComponent):\(testName)"
  if let other = GoldenRegistry.claim(snapshot.golden.path, for: test) {
    XCTFail(GoldenRegistry.conflict(snapshot.golden.path, other, test), file: file, line: line)
    return
  }
  if let message = snapshot.check(tolerance: tolerance) {
    XCTFail(message, file: file, line: line)
  }
}
