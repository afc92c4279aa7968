import Foundation
import GlassMorph
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

/// Side-by-side pictures (A/B compares and variant grids) and the debug overlay, measured: the
/// layout worked out from the cell size, each panel's pixels the same as the panel drawn alone,
/// the overlay's lines on the keyframe rectangles.
@Suite struct SideBySideTests {
  static func toolbar(_ environment: SceneEnvironment = .standard) throws -> TimelineRenderer {
    let timeline = try GlassScene(path: Repository.scene("toolbar")).with(environment).timeline(
      [.tap("toggle", at: 0.1)], canvas: .fit)
    return try TimelineRenderer(timeline: timeline, scale: 1)
  }

  @Test func panelsAreLaidOutInARowUnderTheirLabels() throws {
    let a = try Self.toolbar()
    let b = try Self.toolbar(SceneEnvironment(colorScheme: .dark))
    let grid = try SideBySide([
      .init(label: "light", renderer: a), .init(label: "dark", renderer: b),
    ])
    // Fit canvas 220 × 92 pt at 1×: two cells of 220 × 92 px, 8 px gutters, a 24 px label strip:
    // 2·220 + 3·8 = 464 wide, 92 + 24 + 2·8 = 132 tall.
    #expect(grid.pixelSize.width == 464 && grid.pixelSize.height == 132)
    let picture = grid.frame(at: 0.4)
    let bytes = picture.sRGBBytes()
    let alone = [a.frame(at: 0.4).sRGBBytes(), b.frame(at: 0.4).sRGBBytes()]
    // Each panel's 8-bit pixels are its own frame's: the second panel starts at
    // x = 8 + 220 + 8 = 236, y = 8 + 24 = 32.
    for (index, left) in [8, 236].enumerated() {
      for (x, y) in [(10, 10), (110, 46), (200, 80)] {
        let inGrid = ((32 + y) * 464 + left + x) * 4
        let own = (y * 220 + x) * 4
        #expect(bytes[inGrid..<(inGrid + 4)] == alone[index][own..<(own + 4)])
      }
    }
    // The label strip holds white text: some pixel above the first panel is light.
    var brightest: Float = 0
    for y in 8..<32 { for x in 8..<228 { brightest = max(brightest, picture[x, y].x) } }
    #expect(brightest > 0.8)
    // Six panels go in rows of three.
    let six = try SideBySide(Array(repeating: SideBySide.Panel(label: "x", renderer: a), count: 6))
    #expect(six.columns == 3 && six.pixelSize.height == 2 * (92 + 24) + 3 * 8)
  }

  @Test func aCompareVideoHasBothPanelsForTheLongerDuration() throws {
    let a = try Self.toolbar()
    let scene = try GlassScene(path: Repository.scene("toolbar"))
    let slow = try TimelineRenderer(
      timeline: try scene.timeline(
        [.tap("toggle", at: 0.1)], canvas: .fit,
        animationOverride: .spring(duration: 1.2, bounce: 0)),
      scale: 1)
    let grid = try SideBySide([.init(label: "a", renderer: a), .init(label: "b", renderer: slow)])
    #expect(
      grid.suggestedDuration == max(a.timeline.suggestedDuration, slow.timeline.suggestedDuration))
    #expect(grid.suggestedDuration == slow.timeline.suggestedDuration)
    let path = Repository.temporary("compare.mp4")
    let summary = try grid.writeVideo(
      to: path, options: VideoOptions(framesPerSecond: 10, quality: .draft, duration: 0.5))
    let info = try Tool.probe(path)
    #expect(info["width"] == "464" && info["height"] == "132")
    #expect(try Tool.framesShown(path, fps: 10).count == 5 && summary.frameCount == 5)
  }

  @Test func theOverlayOutlinesEveryKeyframeRectangle() throws {
    var renderer = try Self.toolbar()
    renderer.overlay = FrameOverlay([.frames])
    let picture = renderer.frame(at: 0)
    let bytes = picture.sRGBBytes()
    let state = renderer.timeline.sample(at: 0)
    for glass in state.glass {
      // The frame's top-left pixel is the overlay's cyan (0, 229, 255).
      let x = Int(glass.frame.minX.rounded())
      let y = Int(glass.frame.minY.rounded())
      let index = (y * picture.width + x) * 4
      #expect(Array(bytes[index..<(index + 3)]) == [0, 229, 255], "\(glass.key)")
    }
    // Nothing is drawn at the frame's centre (the glass shows through).
    let first = try #require(state.glass.first)
    let centre = (Int(first.frame.midY) * picture.width + Int(first.frame.midX)) * 4
    #expect(Array(bytes[centre..<(centre + 3)]) != [0, 229, 255])
    #expect(throws: RenderError.self) { _ = try FrameOverlay(argument: "frames,boxes") }
  }

  @Test func unionsAreOutlinedJustOutsideTheirMembers() throws {
    let timeline = try GlassScene(path: Repository.scene("union-groups")).timeline([], canvas: .fit)
    var renderer = try TimelineRenderer(timeline: timeline, scale: 1)
    renderer.overlay = FrameOverlay([.unions])
    let picture = renderer.frame(at: 1)
    let bytes = picture.sRGBBytes()
    let unions = timeline.sample(at: 1).unions
    #expect(!unions.isEmpty)
    for union in unions {
      // The dashed outline starts with a dash at its top-left corner, 3 pt outside the union's
      // frame: magenta (255, 0, 200) there.
      let x = Int((union.frame.minX - 3).rounded())
      let y = Int((union.frame.minY - 3).rounded())
      let index = (y * picture.width + x) * 4
      #expect(Array(bytes[index..<(index + 3)]) == [255, 0, 200], "\(union.key)")
    }
  }
}
