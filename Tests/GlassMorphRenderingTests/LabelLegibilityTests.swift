import Foundation
import GlassMorph
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

/// Labels on glass, measured on rendered pixels with WCAG 2.x's relative luminance and contrast
/// ratio (written out here, not taken from the renderer): `.secondary` keeps 4.5 : 1 against the
/// face (Docs/Glass.md §3.9).
@Suite struct LabelLegibilityTests {
  /// WCAG 2.x relative luminance of an 8-bit sRGB pixel.
  static func luminance(_ pixel: SIMD4<Float>) -> Double {
    // Pixmap pixels are premultiplied linear light; the frames here are opaque.
    0.2126 * Double(pixel.x) + 0.7152 * Double(pixel.y) + 0.0722 * Double(pixel.z)
  }

  static func contrast(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The darkest and the median luminance inside `rect` (points) of a frame drawn at `scale`.
  static func darkestAndMedian(
    _ frame: Pixmap, in rect: (x: Double, y: Double, w: Double, h: Double), scale: Double
  )
    -> (darkest: Double, median: Double)
  {
    var values: [Double] = []
    for y in Int(rect.y * scale)..<Int((rect.y + rect.h) * scale) {
      for x in Int(rect.x * scale)..<Int((rect.x + rect.w) * scale) {
        values.append(luminance(frame[x, y]))
      }
    }
    values.sort()
    return (values.first ?? 0, values[values.count / 2])
  }

  /// The panel of morph-panel at rest: "To: Design Team" is `.secondary` (60 % of a dark grey,
  /// which over this light blue face measured about 2 : 1). Its glyph cores now reach 4.5 : 1
  /// against the face around them (the text box's median pixel), within anti-aliasing's reach.
  @Test func secondaryTextKeepsItsContrastOnGlass() throws {
    let scene = try GlassScene(path: Repository.scene("morph-panel"))
    let timeline = try scene.defaultTimeline(canvas: .device(.iPhone16Pro))
    // The default timeline opens the panel at 0.25 s and closes it at 1.85 s: open at rest at 1.
    let time = 1.0
    let sample = timeline.sample(at: time)
    let line = try #require(
      sample.content.first {
        if case .text("To: Design Team", _) = $0.kind { return true }
        return false
      })
    let frame = try TimelineRenderer(timeline: timeline, scale: 3).frame(at: time)
    let box = (x: line.frame.minX, y: line.frame.minY, w: line.frame.width, h: line.frame.height)
    let measured = Self.darkestAndMedian(frame, in: box, scale: 3)
    let ratio = Self.contrast(measured.darkest, measured.median)
    #expect(ratio >= 4.3, "secondary text at \(ratio) : 1 against its face")
    // Still lighter than primary: the title's cores are darker.
    let title = try #require(
      sample.content.first {
        if case .text("New Message", _) = $0.kind { return true }
        return false
      })
    let titleBox = (
      x: title.frame.minX, y: title.frame.minY, w: title.frame.width, h: title.frame.height
    )
    #expect(Self.darkestAndMedian(frame, in: titleBox, scale: 3).darkest < measured.darkest)
  }
}
