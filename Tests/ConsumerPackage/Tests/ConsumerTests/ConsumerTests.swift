import Foundation
import GlassMorph
import GlassMorphRendering
import Testing

/// What a user of the library writes: no name clashes with Testing or Foundation, a video in a
/// few lines, and the public API's values.
@Suite struct ConsumerTests {
  /// `Scenes/toolbar.swift` of the GlassMorph checkout.
  static let toolbar = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenes/toolbar.swift").path

  @Test func rendersASceneToMP4InAFewLines() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "consumer-\(UUID().uuidString).mp4"
    ).path
    let scene = try GlassScene(path: Self.toolbar)
    let timeline = try scene.timeline([.tap("toggle", at: 0.1)])
    let video = try TimelineRenderer(timeline: timeline, scale: 1)
      .writeVideo(to: output, options: VideoOptions(framesPerSecond: 30, duration: 1))
    #expect(video.frameCount == 30)
    #expect(FileManager.default.fileExists(atPath: output))
    try? FileManager.default.removeItem(atPath: output)
  }

  @Test func publicValuesReadLikeSwiftUI() throws {
    // Docs/Motion.md §4.1: .bouncy moves 0.438695 of the way in 0.1 s.
    var width = AnimatedValue(44.0)
    width.animate(to: 200, with: .bouncy, at: 0)
    #expect(abs(width.sample(at: 0.1).value - (44 + 156 * 0.438695)) < 1e-4)
    // Apple's example: Spring(duration: 0.5, bounce: 0.3) has stiffness 157.9.
    #expect(abs(MorphSpring(duration: 0.5, bounce: 0.3).stiffness - 157.91) < 0.01)
    #expect(
      Rect(x: 115.4, y: 429, width: 44, height: 44).description == "Rect(115.4, 429, 44 × 44)")
    // Testing's SourceLocation is still Testing's: the macro above compiled.
    let location: SourceLocation = #_sourceLocation
    #expect(location.line > 0)
  }
}
