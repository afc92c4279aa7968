import Foundation
import GlassMorphTesting
import XCTest

/// The XCTest flavour of the keyframe assertion.
final class AssertKeyframesXCTests: XCTestCase {
  func testToolbarExpandsAtChosenTimes() {
    let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes/toolbar.swift").path
    assertKeyframes(
      scene: scene, events: [.tap("toggle", at: 0.1)], at: [0, 0.1, 0.15, 0.2, 0.35, 0.6, 1.0],
      matches: "expand")
  }

  func testDirectGeometryAssertions() throws {
    let scene = try GlassScene(
      path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes/toolbar.swift").path)
    let timeline = try scene.timeline([.tap("toggle", at: 0)], canvas: .device(.iPhone16Pro))
    // 0.1 s after the tap the toggle has covered .bouncy's 0.438695 of its 64 pt move.
    XCTAssertTrue(
      timeline.sample(at: 0.1).element("toggle")?.frame
        ≈ Rect(x: 179 + 64 * 0.438695, y: 429, width: 44, height: 44))
    XCTAssertFalse(
      timeline.sample(at: 0.1).element("toggle")?.frame
        ≈ Rect(x: 179, y: 429, width: 44, height: 44))
    XCTAssertFalse(timeline.sample(at: 0.1).element("nothing")?.frame ≈ .zero)
  }
}
