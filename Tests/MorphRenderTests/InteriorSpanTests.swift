import MorphCore
import MorphFrame
import Testing

@testable import MorphRender

/// The shortcut for spans deep inside one shape shades every pixel exactly as the per-pixel
/// field does.
@Suite struct InteriorSpanTests {
  @Test(arguments: [1.0, 2, 3])
  func interiorSpansShadeAsThePerPixelField(_ scale: Double) throws {
    // A 300 × 200 pt surface (a large card: the surface blur and the widest lens band), tinted
    // and half pressed so every per-pixel stage runs, over a gradient with detail.
    let style = GlassStyle()
    let material = GlassMaterial(style: style, scale: scale)
    let member = GlassFrame(
      key: "card", container: 0, frame: Rect(x: 20, y: 20, width: 300, height: 200),
      cornerRadius: 28, shape: .roundedRectangle(cornerRadius: 28, continuous: true),
      glass: GlassSpec(variant: .regular, tint: .blue, isInteractive: true), press: 0.5)
    let shape = try #require(material.shape(for: member, unions: []))
    let width = Int(340 * scale)
    let height = Int(240 * scale)
    let canvas = Canvas(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let stripe: Float = (x / Int(4 * scale)) % 2 == 0 ? 0.2 : 0
        canvas.pixels[y * width + x] = SIMD4(
          Float(x) / Float(width) * 0.8 + stripe, Float(y) / Float(height) * 0.6, 0.4, 1)
      }
    }
    let box = canvas.pixelBounds(shape.rect, margin: 8, clipped: false)
    let backdrop = GlassMaterial.Backdrop(canvas: canvas, around: box, shapes: [shape], margin: 8)
    var interiorSpans = 0
    var compared = 0
    for y in box.y {
      let row = Double(y) + 0.5
      for start in stride(from: box.x.lowerBound, to: box.x.upperBound, by: 32) {
        let span = start..<min(start + 32, box.x.upperBound)
        guard
          let interior = GlassMaterial.interiorField(
            of: [shape], span: span, row: row, style: style, scale: scale)
        else { continue }
        interiorSpans += 1
        for x in stride(from: span.lowerBound, to: span.upperBound, by: 8) {
          let xs = SIMD8<Float>(repeating: Float(x) + 0.5) + GlassMaterial.laneOffsets
          let field = GlassMaterial.field([shape], xs: xs, y: Float(row), blend: 0)
          let (fast, exact) = backdrop.withViews { backdrop in
            (
              GlassMaterial.shade(
                x0: x, y: y, field: interior, shape: shape, backdrop: backdrop, style: style,
                scale: scale),
              GlassMaterial.shade(
                x0: x, y: y, field: field, shape: shape, backdrop: backdrop, style: style,
                scale: scale)
            )
          }
          for lane in 0..<min(8, span.upperBound - x) {
            // The shortcut claims the pixel lies deeper than the band and the lobes.
            #expect(-field.distance[lane] > Float(max(shape.band, 4.8 * scale)))
            let same =
              fast.r[lane] == exact.r[lane] && fast.g[lane] == exact.g[lane]
              && fast.b[lane] == exact.b[lane]
            #expect(same, "(\(x + lane), \(y)) at \(scale)×")
            compared += 1
            if !same { return }
          }
        }
      }
    }
    // The card's inside (300 × 200 pt less the 20 pt band) is mostly interior spans.
    #expect(interiorSpans > 0 && compared > width * height / 4)
  }
}
