import MorphCore
import MorphMedia
import Testing

/// Layout measures text with `FontMetrics.inter`; the renderer draws it with FreeType in the same
/// font. Measured independently with FreeType, the two must agree, or text would not fit its glass.
@Suite struct FontMetricsTests {
  static let samples = [
    "Hello", "Buy", "Cancel", "Pay $24.99", "Flights, hotel and three saved places.", "00:42",
    "Ünïcödé — “quotes” …",
  ]

  @Test(arguments: ["regular", "medium", "semibold", "bold"])
  func tableMatchesTheInstalledFont(_ weight: String) throws {
    let rasterizer = try #require(FreeTypeTextRasterizer(), "FreeType or Inter is missing")
    for text in Self.samples {
      for size in [13.0, 17.0, 34.0] {
        let measured = try #require(
          rasterizer.advanceWidth(of: text, pixelSize: size, weight: weight))
        let table = FontMetrics.inter.width(of: text, size: size, weight: weight)
        #expect(abs(measured - table) < 0.01, "\(weight) \(size) pt '\(text)'")
      }
    }
  }

  @Test func drawnLinesAreAsWideAsMeasured() throws {
    let rasterizer = try #require(FreeTypeTextRasterizer())
    // The mask is the advance width rounded up plus a pixel of margin each side.
    for text in Self.samples {
      let mask = try #require(rasterizer.mask(for: text, pixelSize: 34, weight: "regular"))
      let width = FontMetrics.inter.width(of: text, size: 34, weight: "regular")
      #expect(Double(mask.width) == width.rounded(.up) + 2)
    }
  }

  @Test func monospacedDigitsShareTheWidestDigitsAdvance() throws {
    // Measured with FreeType digit by digit: the tabular cell is the widest of 0–9, so "111" and
    // "888" are each 3 cells wide, and proportional "111" is narrower than "888".
    let rasterizer = try #require(FreeTypeTextRasterizer())
    let widest =
      try (0...9).map {
        try #require(rasterizer.advanceWidth(of: String($0), pixelSize: 17, weight: "regular"))
      }.max() ?? 0
    for text in ["111", "888", "0:41"] {
      let digits = Double(text.filter(\.isNumber).count)
      let colon =
        text.contains(":")
        ? rasterizer.advanceWidth(of: ":", pixelSize: 17, weight: "regular") ?? 0 : 0
      let tabular = FontMetrics.inter.width(
        of: text, size: 17, weight: "regular", monospacedDigits: true)
      #expect(abs(tabular - (digits * widest + colon)) < 0.01, "'\(text)'")
      // The drawn line is as wide as measured (advance rounded up, a pixel of margin each side).
      let mask = try #require(
        rasterizer.mask(for: text, pixelSize: 17, weight: "regular", monospacedDigits: true))
      #expect(Double(mask.width) == tabular.rounded(.up) + 2)
    }
    #expect(
      FontMetrics.inter.width(of: "111", size: 17, weight: "regular")
        < FontMetrics.inter.width(of: "888", size: 17, weight: "regular"))
  }

  @Test func wrappingBreaksAtSpacesGreedily() {
    // "Hello World" at 17 pt: "Hello" (6740 units → 40.6889 pt) + " World" exceeds 50 pt.
    let lines = FontMetrics.inter.lines(of: "Hello World", width: 50, size: 17, weight: "regular")
    #expect(lines == ["Hello", "World"])
    // A word wider than the line breaks between characters.
    let long = FontMetrics.inter.lines(
      of: "Supercalifragilistic", width: 40, size: 17, weight: "regular")
    #expect(long.count > 1 && long.joined() == "Supercalifragilistic")
    #expect(
      long.allSatisfy { FontMetrics.inter.width(of: $0, size: 17, weight: "regular") <= 40 + 1e-6 })
  }
}
