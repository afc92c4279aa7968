import Foundation
import XCTest

/// XCTest: plays `scene` and checks its keyframes against the golden `name` (see `expectKeyframes`).
public func assertKeyframes(
  scene path: String, events: [TimelineEvent]? = nil, at times: [Double]? = nil, fps: Double = 30,
  canvas: CanvasChoice = .automatic, matches name: String, tolerance: Double = 0.01,
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
  let actual: String
  do {
    actual = try KeyframeRequest.document(
      scene: path, events: events, times: times, fps: fps, canvas: canvas)
  } catch {
    XCTFail("Could not play \(path): \(error)", file: file, line: line)
    return
  }
  let golden = KeyframeGolden(name: name, testName: testName, filePath: "\(file)")
  if let message = KeyframeGolden.message(for: golden.check(actual, tolerance: tolerance)) {
    XCTFail(message, file: file, line: line)
  }
}
