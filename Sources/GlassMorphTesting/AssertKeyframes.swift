import Foundation
import XCTest

/// XCTest: plays `scene` and checks its keyframes against the golden `name` (see `expectKeyframes`:
/// the same scene lookup, naming and duplicate check).
public func assertKeyframes(
  scene path: String, events: [TimelineEvent]? = nil, at times: [Double]? = nil,
  fps: Double = Timeline.defaultKeyframeRate,
  canvas: CanvasChoice = .automatic, matches name: String, tolerance: Double = 0.01,
  strict: Bool = false,
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
  let scene: String
  do {
    scene = try SceneLocation.resolve(path, from: "\(file)")
  } catch {
    XCTFail("\(error)", file: file, line: line)
    return
  }
  let actual: String
  do {
    actual = try KeyframeRequest.document(
      scene: scene, events: events, times: times, fps: fps, canvas: canvas)
  } catch {
    XCTFail("Could not play \(path): \(error)", file: file, line: line)
    return
  }
  // The scene's warnings are printed; with `strict` they fail the test.
  let warnings = (try? KeyframeRequest.warnings(scene: scene, events: events, canvas: canvas)) ?? []
  KeyframeRequest.printWarnings(warnings, scene: path)
  if strict, !warnings.isEmpty {
    let message =
      "\(path) has \(warnings.count) warning\(warnings.count == 1 ? "" : "s") and strict is set:\n"
      + warnings.joined(separator: "\n")
    XCTFail(message, file: file, line: line)
  }
  let golden = KeyframeGolden(name: name, testName: testName, filePath: "\(file)")
  let test = "\(URL(fileURLWithPath: "\(file)").lastPathComponent):\(testName)"
  if let other = GoldenRegistry.claim(golden.path, for: test) {
    XCTFail(GoldenRegistry.conflict(golden.path, other, test), file: file, line: line)
    return
  }
  if let message = KeyframeGolden.message(for: golden.check(actual, tolerance: tolerance)) {
    XCTFail(message, file: file, line: line)
  }
}
