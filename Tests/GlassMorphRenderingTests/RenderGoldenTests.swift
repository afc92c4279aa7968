import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphMedia
import MorphRaster
import Testing

@testable import MorphRender

/// One still per kind of glass situation, against image goldens (recorded once and looked at).
@Suite struct RenderGoldenTests {
  /// The image goldens beside this file.
  static var snapshots: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "__Snapshots__")
  }

  struct Still: Sendable, CustomTestStringConvertible {
    let name: String
    let scene: String
    let events: [TimelineEvent]
    let time: Double
    var testDescription: String { name }
  }

  static let stills: [Still] = [
    Still(name: "single", scene: "toolbar", events: [], time: 0),
    Still(name: "merged-at-rest", scene: "merged-at-rest", events: [], time: 0),
    Still(name: "mid-split-droplet", scene: "toolbar", events: [.tap("toggle", at: 0)], time: 0.08),
    Still(name: "union", scene: "union-groups", events: [], time: 0),
    // .bouncy reaches half-way (0.5) between 0.05 s (0.14) and 0.1 s (0.44): ≈ 0.11 s.
    Still(
      name: "materialize-half-way", scene: "materialize", events: [.tap("more", at: 0)], time: 0.11),
    Still(name: "tinted", scene: "tinted", events: [.tap("1", at: 0)], time: 1),
    Still(name: "clear-over-image", scene: "clear-over-photo", events: [], time: 0),
  ]

  static func render(_ still: Still) throws -> Pixmap {
    let scene = try GlassScene(path: Repository.scene(still.scene))
    let timeline = try scene.timeline(still.events, canvas: .fit)
    return FrameRenderer(scale: 1, text: FreeTypeTextRasterizer()).render(
      timeline.sample(at: still.time))
  }

  @Test(arguments: stills)
  func stillMatchesItsGolden(_ still: Still) throws {
    try ImageGolden.check(try Self.render(still), named: still.name, in: Self.snapshots)
  }

  @Test func renderingIsDeterministic() throws {
    let still = Self.stills[2]
    #expect(try Self.render(still) == Self.render(still))
  }

  @Test func glassChangesWhatIsBehindIt() throws {
    // Inside the toggle's glass the pixels differ from the bare backdrop; far away they do not.
    let scene = try GlassScene(path: Repository.scene("toolbar"))
    let timeline = try scene.timeline([], canvas: .fit)
    var frame = timeline.sample(at: 0)
    let renderer = FrameRenderer(scale: 1)
    let with = renderer.render(frame)
    frame = FrameState(
      time: 0, canvas: frame.canvas, glass: [], content: frame.content,
      items: frame.items.filter { if case .glass = $0 { return false } else { return true } },
      unions: [], containers: [])
    let without = renderer.render(frame)
    // The toggle sits at (24, 24, 44, 44) on the fit canvas: its centre pixel (46, 46).
    #expect(with[46, 46] != without[46, 46])
    #expect(with[2, 2] == without[2, 2])
  }
}
