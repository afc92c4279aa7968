import Testing

@testable import MorphRender

/// The wallpaper painter (blob weights as products of per-row and per-column factors) paints the
/// wallpaper function.
@Suite struct WallpaperTests {
  @Test func thePainterPaintsTheFunction() {
    let canvas = Canvas(width: 97, height: 211)
    Wallpaper.paint(canvas)
    var worst: Float = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let expected = Wallpaper.wallpaper(
          u: (Double(x) + 0.5) / 97, v: (Double(y) + 0.5) / 211, aspect: 97.0 / 211)
        let difference: SIMD4<Float> = canvas.pixels[y * 97 + x] - expected
        for lane in 0..<4 { worst = max(worst, abs(difference[lane])) }
      }
    }
    // e^(a + b) against e^a·e^b: equal to rounding.
    #expect(worst < 1e-5)
  }
}
