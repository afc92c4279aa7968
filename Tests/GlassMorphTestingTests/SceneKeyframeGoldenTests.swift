import Foundation
import GlassMorphTesting
import Testing

/// Every scene's default timeline (tap, settle, pause, tap back) against its keyframe golden,
/// through the testing library itself.
@Suite struct SceneKeyframeGoldenTests {
  static var scenes: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes")
  }

  static let names = [
    "toolbar", "morph-panel", "union-groups", "materialize", "radial-menu", "modes", "tinted",
    "glass-buttons", "merged-at-rest", "text-panel", "clear-over-photo", "tab-app", "card-list",
    "model-menu", "toolbar-items",
  ]

  @Test(arguments: names)
  func defaultTimelineKeyframes(_ name: String) {
    expectKeyframes(
      scene: Self.scenes.appendingPathComponent(name + ".swift").path, fps: 10, matches: name)
  }
}
