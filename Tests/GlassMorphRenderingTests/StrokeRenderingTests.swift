import GlassMorph
import GlassMorphRendering
import Testing

/// Stroked shapes, measured on rendered pixels against the geometry SwiftUI gives them:
/// `.stroke` centres a band of the line width on the outline (half of it outside the frame),
/// `.strokeBorder` insets the outline by half the width so the band ends at the frame.
@Suite struct StrokeRenderingTests {
  /// A 120 pt circle stroked 20 pt wide over a 200 × 80 rounded rectangle with a 4 pt border
  /// inside its frame, on black.
  static let source = """
    import SwiftUI

    struct Rings: View {
        var body: some View {
            VStack(spacing: 60) {
                Circle()
                    .stroke(.white, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                    .frame(width: 120, height: 120)
                RoundedRectangle(cornerRadius: 20)
                    .strokeBorder(Color.white, lineWidth: 4)
                    .frame(width: 200, height: 80)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.black)
        }
    }
    """

  static let scale = 2.0

  /// The brightness (green channel, linear light) at a point given in points.
  static func brightness(_ frame: Pixmap, x: Double, y: Double) -> Float {
    frame[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))].y
  }

  /// The frames of the two strokes (the circle's first), and the frame rendered at rest.
  static func render() throws -> (strokes: [Rect], frame: Pixmap) {
    let scene = try GlassScene(source: Self.source)
    let timeline = try scene.timeline([], canvas: .size(Size(width: 300, height: 400)))
    let strokes = timeline.sample(at: 0).content.compactMap { item -> Rect? in
      if case .stroke = item.kind { return item.frame }
      return nil
    }
    return (
      strokes,
      try TimelineRenderer(
        timeline: timeline, scale: RenderScale(pixelsPerPoint: Int(Self.scale))
      ).frame(at: 0)
    )
  }

  @Test func aStrokeIsABandCentredOnTheOutline() throws {
    let (strokes, frame) = try Self.render()
    try #require(strokes.count == 2)
    // The band's frame holds all it draws: 120 + 2 × 10 = 140 pt square around the circle.
    #expect(strokes[0].width == 140 && strokes[0].height == 140)
    // The outline is the circle of radius 60; the band runs from 50 to 70 pt from the centre.
    // Sampled along the horizontal radius, 2 pt inside each edge and 2 pt beyond it.
    let centre = (x: strokes[0].midX, y: strokes[0].midY)
    for radius in [52.0, 60, 68] {
      #expect(
        Self.brightness(frame, x: centre.x + radius, y: centre.y) > 0.9, "on the band at \(radius)")
    }
    for radius in [0.0, 30, 48, 72, 80] {
      #expect(
        Self.brightness(frame, x: centre.x + radius, y: centre.y) < 0.02,
        "off the band at \(radius)")
    }
  }

  @Test func aStrokeBorderStaysInsideTheFrame() throws {
    let (strokes, frame) = try Self.render()
    try #require(strokes.count == 2)
    // The band ends at the 200 × 80 frame; the border is the 4 pt inside it.
    let box = strokes[1]
    #expect(box.width == 200 && box.height == 80)
    let row = box.midY
    // Along the middle row: lit 1 and 3 pt in from either side, dark 1 pt outside and 6 pt in.
    #expect(Self.brightness(frame, x: box.minX + 1, y: row) > 0.9)
    #expect(Self.brightness(frame, x: box.minX + 3, y: row) > 0.9)
    #expect(Self.brightness(frame, x: box.maxX - 1.5, y: row) > 0.9)
    #expect(Self.brightness(frame, x: box.minX - 1, y: row) < 0.02)
    #expect(Self.brightness(frame, x: box.minX + 6, y: row) < 0.02)
    #expect(Self.brightness(frame, x: box.midX, y: row) < 0.02)
    // Top edge: lit 2 pt below it, dark 2 pt above.
    #expect(Self.brightness(frame, x: box.midX, y: box.minY + 2) > 0.9)
    #expect(Self.brightness(frame, x: box.midX, y: box.minY - 2) < 0.02)
  }
}
