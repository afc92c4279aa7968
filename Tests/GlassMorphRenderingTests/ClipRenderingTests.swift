import GlassMorph
import GlassMorphRendering
import Testing

/// `.clipped()` and materials where a style goes, measured on rendered pixels.
@Suite struct ClipRenderingTests {
  /// A 200 pt blue square in a 100 pt frame spills past it (a frame does not clip); `.clipped()`
  /// keeps exactly the frame: 100 × 100 pt of blue, 10 000 pixels at 1×, on white.
  @Test func clippedKeepsTheFrame() throws {
    func bluePixels(_ modifier: String) throws -> Int {
      let scene = try GlassScene(
        source: """
          import SwiftUI
          struct Swatch: View {
              var body: some View {
                  Color.blue.frame(width: 200, height: 200)
                      .frame(width: 100, height: 100)\(modifier)
                      .frame(maxWidth: .infinity, maxHeight: .infinity)
                      .background(Color.white)
              }
          }
          """)
      let timeline = try scene.timeline([], canvas: .size(Size(width: 300, height: 300)))
      let frame = try TimelineRenderer(timeline: timeline, scale: 1).frame(at: 0)
      return frame.pixels.filter { $0.z > 0.5 && $0.x < 0.1 }.count
    }
    #expect(try bluePixels("\n.clipped()") == 100 * 100)
    #expect(try bluePixels("") == 200 * 200)
  }

  /// `.fill(.ultraThinMaterial)` is translucent white (35 %) over what is behind, with a warning,
  /// not the grey an unknown colour would be: over black, linear 0.35 in every channel.
  @Test func aMaterialFillIsTranslucentWhite() throws {
    let scene = try GlassScene(
      source: """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Circle().fill(.ultraThinMaterial).frame(width: 100, height: 100)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.black)
            }
        }
        """)
    let timeline = try scene.timeline([], canvas: .size(Size(width: 200, height: 200)))
    #expect(timeline.diagnostics.contains { $0.message.contains("Materials such as") })
    let centre = try TimelineRenderer(timeline: timeline, scale: 1).frame(at: 0)[100, 100]
    // White at 35 % over black: premultiplied linear 0.35 (sRGB white is linear 1).
    #expect(abs(centre.x - 0.35) < 0.01 && abs(centre.y - 0.35) < 0.01)
  }
}
