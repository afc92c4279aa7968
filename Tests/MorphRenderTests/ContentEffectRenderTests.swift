import MorphCore
import MorphFrame
import Testing

@testable import MorphRender

/// Clips and rotations as the renderer draws them, measured on pixels: a black paint on a white
/// 100 × 100 pt canvas at scale 1, each frame built here as layout would hand it over (no Swift
/// source, no interpreter).
@Suite struct ContentEffectRenderTests {
  /// Draws a white canvas with one black paint in `frame`, clipped and turned as given.
  static func render(
    _ frame: Rect, clip: ClipRegion? = nil, rotation: Double = 0
  ) -> (width: Int, bytes: [UInt8]) {
    func paint(_ key: String, _ color: Color, _ frame: Rect, clip: ClipRegion?, rotation: Double)
      -> ContentFrame
    {
      ContentFrame(
        key: key, kind: .paint(.color(color)), frame: frame, foreground: .color(.black),
        opacity: 1, scale: 1, blur: 0, glassKey: nil, isBackdrop: false, clip: clip,
        rotation: rotation)
    }
    let canvas = Size(width: 100, height: 100)
    let content = [
      paint("ground", .white, Rect(x: 0, y: 0, width: 100, height: 100), clip: nil, rotation: 0),
      paint("shape", .black, frame, clip: clip, rotation: rotation),
    ]
    let state = FrameState(
      time: 0, canvas: canvas, glass: [], content: content, items: [.content(0), .content(1)],
      unions: [], containers: [])
    let pixmap = FrameRenderer(scale: 1).render(state)
    return (pixmap.width, pixmap.sRGBBytes())
  }

  /// Whether the pixel whose top-left corner is (x, y) is dark (red channel below 64).
  static func isDark(_ image: (width: Int, bytes: [UInt8]), _ x: Int, _ y: Int) -> Bool {
    image.bytes[(y * image.width + x) * 4] < 64
  }

  @Test func rotationTurnsClockwiseAboutTheCentre() {
    // A 60 × 8 bar centred at (50, 50). Turned 90° it is an 8 × 60 bar: dark 20 pt above the
    // centre, light 20 pt to the right.
    let bar = Rect(x: 20, y: 46, width: 60, height: 8)
    let upright = Self.render(bar, rotation: 90)
    #expect(Self.isDark(upright, 50, 30) && Self.isDark(upright, 50, 70))
    #expect(!Self.isDark(upright, 70, 50) && !Self.isDark(upright, 30, 50))
    // Turned 45° clockwise (y down), its +x end points down-right: (50 + 14, 50 + 14) is on the
    // bar, (50 + 14, 50 − 14) is not.
    let diagonal = Self.render(bar, rotation: 45)
    #expect(Self.isDark(diagonal, 64, 64) && Self.isDark(diagonal, 36, 36))
    #expect(!Self.isDark(diagonal, 64, 36) && !Self.isDark(diagonal, 36, 64))
  }

  @Test func aCircularClipCutsContentToItsShape() {
    // A 80 × 80 black square clipped to the circle of a 40 × 40 frame about (50, 50): the circle
    // of radius 20 is dark; the frame's corner (32, 32) (25 pt from the centre) and a point
    // outside the frame but inside the square, (15, 50), are light.
    let square = Rect(x: 10, y: 10, width: 80, height: 80)
    let circle = ClipRegion(
      rect: Rect(x: 30, y: 30, width: 40, height: 40), cornerRadius: 20, isEllipse: true)
    let image = Self.render(square, clip: circle)
    #expect(Self.isDark(image, 50, 50) && Self.isDark(image, 50, 32) && Self.isDark(image, 67, 50))
    #expect(
      !Self.isDark(image, 32, 32) && !Self.isDark(image, 15, 50) && !Self.isDark(image, 50, 85))
    // Unclipped, the same square reaches (15, 50).
    #expect(Self.isDark(Self.render(square), 15, 50))
  }

  @Test func aRoundedClipRoundsTheCorners() {
    // A 60 × 60 square at (20, 20) clipped to corner radius 20: the corner pixel (21, 21) lies
    // 20·(√2 − 1) ≈ 8 pt outside the arc; (25, 50) on the straight edge is inside.
    let square = Rect(x: 20, y: 20, width: 60, height: 60)
    let image = Self.render(square, clip: ClipRegion(rect: square, cornerRadius: 20))
    #expect(!Self.isDark(image, 21, 21) && Self.isDark(image, 25, 50) && Self.isDark(image, 50, 50))
  }
}
