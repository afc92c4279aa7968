import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphMedia
import Testing

@testable import MorphRender

/// Glass in a container shares one sampling region (Docs/Glass.md §3.9), so the glyphs on its
/// small glass turn dark or light together: measured on pixels, a label is darker or lighter
/// than the glass face under it, and every label of one container flips the same way in a frame.
@Suite struct OneColourPerStyleTests {
  /// The summed luminance change (0…1 per pixel) a label's glyphs must make to count: a few
  /// pixels of anti-aliasing say nothing about which way it went.
  static let smallestInk = 2.0

  /// Whether the item's glyphs are lighter (true) or darker (false) than what is under them:
  /// the sign of the summed Rec. 709 luma change of the pixels inside its frame and its glass.
  static func isLight(
    _ item: ContentFrame, on glass: GlassFrame, drawn: RenderedFrame, bare: RenderedFrame
  ) -> Bool? {
    let area = item.frame.intersection(glass.drawnFrame)
    guard area.width > 0, area.height > 0 else { return nil }
    var ink = 0.0
    for y in max(0, Int(area.minY))..<min(drawn.height, Int(area.maxY.rounded(.up))) {
      for x in max(0, Int(area.minX))..<min(drawn.width, Int(area.maxX.rounded(.up))) {
        let offset = (y * drawn.width + x) * 4
        func luma(_ bytes: [UInt8]) -> Double {
          0.2126 * Double(bytes[offset]) + 0.7152 * Double(bytes[offset + 1]) + 0.0722
            * Double(bytes[offset + 2])
        }
        ink += (luma(drawn.bytes) - luma(bare.bytes)) / 255
      }
    }
    return abs(ink) < smallestInk ? nil : ink > 0
  }

  @Test(arguments: Repository.sceneFiles.map(\.lastPathComponent))
  func theLabelsOfAContainerFlipTogether(_ file: String) throws {
    let scene = try GlassScene(path: Repository.scenes.appendingPathComponent(file).path)
    let timeline = try scene.defaultTimeline(canvas: .fit)
    let renderer = FrameRenderer(scale: 1, text: FreeTypeTextRasterizer())
    let events = timeline.eventTimes.isEmpty ? [0] : Array(timeline.eventTimes.prefix(2))
    let times: [Double] =
      [0] + events.flatMap { event in [0.1, 0.25, 0.5, 1.5].map { event + $0 } }
    for time in times {
      let frame = timeline.sample(at: time).drawable
      let drawn = renderer.render(frame, after: nil)
      let bare = renderer.render(ContentInsideGlassTests.withoutGlassContent(frame), after: nil)
      // Which way each container's labels went, where their shared luma is outside the flip
      // band (inside it they are grey, lighter over one face and darker over another).
      var ways: [Int: Set<Bool>] = [:]
      for item in frame.content where FrameRenderer.neutralLabelColor(of: item) != nil {
        guard let glass = frame.glass.first(where: { $0.key == item.glassKey }),
          let container = glass.container, item.opacity > 0.5,
          let darkness = FrameRenderer.vibrancy(
            on: glass, backdropLuma: drawn.adaptedLuma[glass.key], renderer.style),
          darkness == 0 || darkness == 1,
          let light = Self.isLight(item, on: glass, drawn: drawn, bare: bare)
        else { continue }
        ways[container, default: []].insert(light)
        #expect(
          light == (darkness == 0),
          "\(file) at \(time) s: \(String(describing: item.key)) on \(glass.key)")
      }
      for (container, found) in ways {
        #expect(
          found.count == 1, "\(file) at \(time) s: container \(container) has dark and light labels"
        )
      }
    }
  }
}
