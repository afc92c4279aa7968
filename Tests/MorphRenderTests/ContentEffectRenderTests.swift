import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import Testing

@testable import MorphRender

/// Clips and rotations as the renderer draws them, measured on pixels: a black shape on a white
/// 100 × 100 pt canvas at scale 1.
@Suite struct ContentEffectRenderTests {
  static func render(_ content: String) throws -> (width: Int, bytes: [UInt8]) {
    let source = """
      struct V: View {
          var body: some View {
              ZStack {
                  Color.white
                  \(content)
              }
          }
      }
      """
    let scene = try GlassScene(source: source)
    let frame = try scene.timeline([], canvas: .size(Size(width: 100, height: 100))).sample(at: 0)
    let pixmap = FrameRenderer(scale: 1).render(frame)
    return (pixmap.width, pixmap.sRGBBytes())
  }

  /// Whether the pixel whose top-left corner is (x, y) is dark (red channel below 64).
  static func isDark(_ image: (width: Int, bytes: [UInt8]), _ x: Int, _ y: Int) -> Bool {
    image.bytes[(y * image.width + x) * 4] < 64
  }

  @Test func rotationTurnsClockwiseAboutTheCentre() throws {
    // A 60 × 8 bar centred at (50, 50). Turned 90° it is an 8 × 60 bar: dark 20 pt above the
    // centre, light 20 pt to the right.
    let upright = try Self.render(
      "Color.black.frame(width: 60, height: 8).rotationEffect(.degrees(90))")
    #expect(Self.isDark(upright, 50, 30) && Self.isDark(upright, 50, 70))
    #expect(!Self.isDark(upright, 70, 50) && !Self.isDark(upright, 30, 50))
    // Turned 45° clockwise (y down), its +x end points down-right: (50 + 14, 50 + 14) is on the
    // bar, (50 + 14, 50 − 14) is not.
    let diagonal = try Self.render(
      "Color.black.frame(width: 60, height: 8).rotationEffect(.degrees(45))")
    #expect(Self.isDark(diagonal, 64, 64) && Self.isDark(diagonal, 36, 36))
    #expect(!Self.isDark(diagonal, 64, 36) && !Self.isDark(diagonal, 36, 64))
  }

  @Test func clipShapeCutsContentToItsShape() throws {
    // A 80 × 80 black square in a 40 × 40 frame clipped to a circle: the circle of radius 20 about
    // (50, 50) is dark; the frame's corner (32, 32) (25 pt from the centre) and a point outside
    // the frame but inside the square, (15, 50), are light.
    let image = try Self.render(
      "Color.black.frame(width: 80, height: 80).frame(width: 40, height: 40).clipShape(Circle())")
    #expect(Self.isDark(image, 50, 50) && Self.isDark(image, 50, 32) && Self.isDark(image, 67, 50))
    #expect(
      !Self.isDark(image, 32, 32) && !Self.isDark(image, 15, 50) && !Self.isDark(image, 50, 85))
    // Unclipped, the same square reaches (15, 50).
    let unclipped = try Self.render(
      "Color.black.frame(width: 80, height: 80).frame(width: 40, height: 40)")
    #expect(Self.isDark(unclipped, 15, 50))
  }

  @Test func cornerRadiusRoundsTheCorners() throws {
    // .cornerRadius(20) on a 60 × 60 square at (20, 20): the corner pixel (21, 21) lies 20·(√2 − 1)
    // ≈ 8 pt outside the arc; (25, 50) on the straight edge is inside.
    let image = try Self.render("Color.black.frame(width: 60, height: 60).cornerRadius(20)")
    #expect(!Self.isDark(image, 21, 21) && Self.isDark(image, 25, 50) && Self.isDark(image, 50, 50))
  }
}
