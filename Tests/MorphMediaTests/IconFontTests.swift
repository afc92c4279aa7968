import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphMedia
import Testing

/// SF Symbol names drawn as Material Icons through FreeType (Docs/Rendering.md, "Icons").
@Suite struct IconFontTests {
  @Test func everyListedIconIsAGlyphOfTheInstalledFont() throws {
    // The codepoints come from the font package's list; FreeType confirms each is a glyph of the
    // TTF itself and that it inks something.
    let rasterizer = try #require(FreeTypeTextRasterizer(), "FreeType or the fonts are missing")
    #expect(SymbolCatalog.count > 300)
    for name in SymbolCatalog.names {
      let icon = SymbolCatalog.icon(for: name)
      let mask = rasterizer.iconMask(for: icon.codepoint, pixelSize: 24)
      #expect(mask != nil, "\(name) → \(icon.icon)")
      #expect((mask?.coverage.reduce(0, +) ?? 0) > 5, "\(name) → \(icon.icon) inks nothing")
    }
  }

  @Test func fillAndOutlineAreDifferentIconsWhereTheFontHasBoth() {
    // Material Icons has 'favorite' (solid) and 'favorite_border' (outline).
    #expect(SymbolCatalog.icon(for: "heart").icon == "favorite_border")
    #expect(SymbolCatalog.icon(for: "heart.fill").icon == "favorite")
    #expect(SymbolCatalog.icon(for: "star").icon == "star_border")
    #expect(SymbolCatalog.icon(for: "star.fill").icon == "star")
    // One form only: '.fill' draws the same icon, and is exact (nothing is missing).
    let plus = SymbolCatalog.icon(for: "plus.fill")
    #expect(plus.icon == "add" && plus.isExact)
  }

  @Test func anUnlistedNameDrawsItsFamilyAndSaysSo() throws {
    let circle = SymbolCatalog.icon(for: "heart.circle.fill")
    #expect(!circle.isExact && circle.symbol == "heart.fill" && circle.icon == "favorite")
    let unknown = SymbolCatalog.icon(for: "no.such.family")
    #expect(!unknown.isExact && unknown.symbol == nil)
    // In a scene the warning names the symbol, its line and column, and what is drawn instead.
    let scene = try GlassScene(
      source: """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                HStack {
                    Image(systemName: "heart.circle.fill")
                    Image(systemName: "star")
                }
            }
        }
        """, path: "Badge.swift")
    let warnings = try scene.timeline([]).diagnostics.filter { $0.message.contains("SF Symbol") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.location.line == 6 && warnings.first?.location.column == 13)
    #expect(warnings.first?.message.contains("'heart.fill'") == true)
  }

  @Test func theSymbolsOfTheExampleScenesAreDistinctIcons() throws {
    // The complaint was toolbars of identical squares: every symbol the example scenes name must
    // draw its own icon (names the table maps to one icon on purpose aside: counted, not
    // compared), and all but a few must be listed exactly.
    var names: Set<String> = []
    for file in Repository.sceneFiles {
      let timeline = try GlassScene(path: file.path).defaultTimeline(canvas: .fit)
      for item in timeline.layouts.flatMap(\.content) {
        if case .symbol(let name) = item.kind { names.insert(name) }
      }
    }
    #expect(names.count > 20)
    let inexact = names.filter { !SymbolCatalog.icon(for: $0).isExact }
    #expect(inexact.count <= 2, "drawn as a family stand-in: \(inexact.sorted())")
    let icons = Set(names.map { SymbolCatalog.icon(for: $0).icon })
    #expect(Double(icons.count) >= Double(names.count) * 0.9)
  }
}
