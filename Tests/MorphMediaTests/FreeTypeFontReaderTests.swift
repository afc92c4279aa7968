import MorphCore
import MorphMedia
import Testing

/// An app's font file read with FreeType (issue 33: `Font.custom` drawn in the app's own face).
/// The expected values were read from the same Debian files (fonts-dejavu-core 2.37) with
/// fontTools 4.61, a font library independent of FreeType: `head.unitsPerEm`, `hhea`, `hmtx`
/// advances and the `name` table's family (1), style (2) and PostScript (6) names.
@Suite struct FreeTypeFontReaderTests {
  static let regular = FreeTypeTextRasterizer.fallbackDirectory + "/DejaVuSans.ttf"
  static let bold = FreeTypeTextRasterizer.fallbackDirectory + "/DejaVuSans-Bold.ttf"

  @Test func theRegularFaceHasItsNamesAndMetrics() throws {
    let face = try #require(FreeTypeFontReader().faces(at: Self.regular).first)
    #expect(face.familyName == "DejaVu Sans")
    #expect(face.styleName == "Book")
    #expect(face.postScriptName == "DejaVuSans")
    #expect(face.weight == "regular")
    #expect(!face.isItalic)
    #expect(face.metrics.unitsPerEm == 2048)
    #expect(face.metrics.ascender == 1901)
    #expect(face.metrics.descender == -483)
    // hmtx: H 1540, e 1260, l 569, o 1253, space 651.
    let advances = "Hel o".unicodeScalars.map { face.metrics.advance(of: $0, weight: "regular") }
    #expect(advances == [1540, 1260, 569, 651, 1253])
    // "Hello" at 20 pt: (1540 + 1260 + 569 + 569 + 1253) × 20 / 2048 = 50.693359375 pt.
    #expect(face.metrics.width(of: "Hello", size: 20, weight: "regular") == 5191.0 * 20 / 2048)
  }

  @Test func theBoldFaceReadsAsBold() throws {
    let face = try #require(FreeTypeFontReader().faces(at: Self.bold).first)
    #expect(face.styleName == "Bold")
    #expect(face.postScriptName == "DejaVuSans-Bold")
    #expect(face.weight == "bold")
    // hmtx: H 1714, e 1389, l 702, l 702, o 1407 = 5914 units.
    #expect(face.metrics.width(of: "Hello", size: 20, weight: "regular") == 5914.0 * 20 / 2048)
  }

  @Test func aFileThatIsNoFontHasNoFaces() {
    #expect(FreeTypeFontReader().faces(at: "/etc/hostname").isEmpty)
    #expect(FreeTypeFontReader().faces(at: "/nonexistent/font.ttf").isEmpty)
  }

  /// Style names read as SwiftUI weights, the compound ones before their parts.
  @Test func styleNamesReadAsWeights() {
    #expect(FontFace.weight(ofStyle: "SemiBold Italic") == "semibold")
    #expect(FontFace.weight(ofStyle: "ExtraBold") == "heavy")
    #expect(FontFace.weight(ofStyle: "Extra Light") == "ultraLight")
    #expect(FontFace.weight(ofStyle: "Book") == "regular")
    #expect(FontFace.weight(ofStyle: "Black") == "black")
  }
}
