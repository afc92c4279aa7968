import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphRaster
import Testing

@testable import MorphRender

/// The renderer end to end on a shipped scene: glass drawn from the timeline's frames stays where
/// the keyframes say it is.
@Suite struct EmergingGlassTests {
  /// A grey picture of `width` × `height` pixels at `level` (0…255) everywhere.
  static func grey(width: Int, height: Int, level: UInt8) -> Pixmap {
    var bytes = [UInt8](repeating: level, count: width * height * 4)
    for index in stride(from: 3, to: bytes.count, by: 4) { bytes[index] = 255 }
    return Pixmap(width: width, height: height, sRGBBytes: bytes)
  }

  /// The 8-bit sRGB green level of pixel (`x`, `y`).
  static func level(_ image: Pixmap, _ x: Int, _ y: Int) -> Double {
    Double(Pixmap(width: 1, height: 1, pixels: [image[x, y]]).sRGBBytes()[1])
  }

  @Test func emergingGlassStaysWithinItsKeyframeFrames() throws {
    // The toolbar expands: pencil and eraser emerge from the toggle. At every sampled time of the
    // transition, every pixel the glass changes lies within the union of the elements' keyframe
    // frames at that time (as drawn, with the press scale) and the bridges between neighbours
    // closer than the container's spacing (20 pt: the box between them, no taller than both),
    // plus 1 px of anti-aliasing — the merged blob never swells above, below or beyond them. The
    // shadow is turned off so only glass is measured.
    let scene = try GlassScene(path: Repository.scene("toolbar"))
    let timeline = try scene.timeline([.tap("toggle", at: 0)], canvas: .fit)
    var style = GlassStyle()
    style.shadowOpacity = 0
    let backdrop = Self.grey(
      width: Int(timeline.canvas.width), height: Int(timeline.canvas.height), level: 128)
    let renderer = FrameRenderer(scale: 1, style: style, background: backdrop)
    for time in stride(from: 0.0, through: 0.6, by: 0.04) {
      let frame = timeline.sample(at: time)
      let glassOnly = FrameState(
        time: time, canvas: frame.canvas, glass: frame.glass, content: [],
        items: frame.glass.indices.map { .glass($0) }, unions: frame.unions,
        containers: frame.containers)
      let image = renderer.render(glassOnly)
      var rects = frame.glass.map(\.drawnFrame)
      for (index, a) in rects.enumerated() {
        for b in rects[(index + 1)...] {
          let top = max(a.minY, b.minY)
          let bottom = min(a.maxY, b.maxY)
          let left = min(a.maxX, b.maxX)
          let right = max(a.minX, b.minX)
          if bottom > top, right > left, right - left < 20 {
            rects.append(Rect(x: left, y: top, width: right - left, height: bottom - top))
          }
        }
      }
      var outside = 0
      for y in 0..<image.height {
        for x in 0..<image.width where abs(Self.level(image, x, y) - 128) > 2 {
          let px = Double(x) + 0.5
          let py = Double(y) + 0.5
          let inside = rects.contains {
            px >= $0.minX - 1 && px <= $0.maxX + 1 && py >= $0.minY - 1 && py <= $0.maxY + 1
          }
          if !inside { outside += 1 }
        }
      }
      #expect(outside == 0, "t = \(time): \(outside) glass pixels outside the keyframe frames")
    }
  }
}
