import MorphCore
import MorphViewTree
import Testing

@testable import MorphLayout

/// Text, symbols, labels, images, progress bars, scroll views and grids, from hand calculations.
@Suite struct ContentLayoutTests: ViewValues {
  typealias L = LayoutTestSupport

  @Test func symbolsAreSizedByTheFont() throws {
    // .title is 28 pt → 1.2 × 28 = 33.6 square; the default body 17 pt → 20.4.
    let title = try #require(FontSpec.textStyles["title"])
    let state = L.layout(hStack(symbol("plus").font(title), symbol("xmark")))
    let sizes = state.content.filter {
      if case .symbol = $0.kind { return true } else { return false }
    }.map(\.frame.size)
    #expect(sizes.map(\.width).map { ($0 * 1000).rounded() / 1000 } == [33.6, 20.4])
  }

  @Test func headlineTextIsWiderPerCharacter() throws {
    // .headline: 17 pt semibold — Inter SemiBold's H 2095 + e 1669 + l 734 + l 734 + o 1712 = 6944
    // units of 2816 → 41.9205 pt, wider than Regular's 40.6889 — line height 22.
    let state = L.layout(text("Hello").font(try #require(FontSpec.textStyles["headline"])))
    let text = try #require(L.item(state, text: "Hello"))
    #expect(abs(text.frame.width - 6944.0 / 2816 * 17) < 1e-9 && text.frame.height == 22)
  }

  @Test func monospacedDigitMakesNumbersEquallyWide() throws {
    // Tabular figures: "111" and "888" take the same width with `.monospacedDigit()` (as a
    // modifier or on the font); proportional "111" is narrower than "888".
    func width(_ view: ViewNode) throws -> Double {
      let state = L.layout(view)
      return try #require(state.content.first).frame.width
    }
    var tabular = FontSpec.body
    tabular.monospacedDigits = true
    let ones = try width(text("111").monospacedDigit())
    let eights = try width(text("888").monospacedDigit())
    let onFont = try width(text("111").font(tabular))
    #expect(abs(ones - eights) < 1e-9 && abs(onFont - ones) < 1e-9)
    #expect(try width(text("111")) < width(text("888")))
    // Inherited: a stack's modifier reaches the text inside.
    #expect(abs(try width(vStack(text("111")).monospacedDigit()) - ones) < 1e-9)
  }

  @Test func symbolVariantComposesTheSymbolName() throws {
    func symbols(_ view: ViewNode) -> [String] {
      L.layout(view).content.compactMap {
        if case .symbol(let name) = $0.kind { return name } else { return nil }
      }
    }
    #expect(symbols(symbol("heart").symbolVariant("fill")) == ["heart.fill"])
    // Inherited, shape before fill, parts not repeated, `.none` resets.
    #expect(
      symbols(hStack(symbol("heart.fill"), symbol("star")).symbolVariant("circle"))
        == ["heart.circle.fill", "star.circle"])
    #expect(symbols(symbol("plus.circle").symbolVariant("circle.fill")) == ["plus.circle.fill"])
    #expect(symbols(vStack(symbol("bell").symbolVariant("none")).symbolVariant("fill")) == ["bell"])
    // A composed name without an icon of its own is drawn as its family, with a warning.
    let state = L.layout(symbol("star").symbolVariant("square"))
    #expect(state.diagnostics.contains { $0.message.contains("'star.square'") })
    // Tab bars fill their items where a distinct filled icon exists ('heart' → 'heart.fill'), and
    // leave one-form names alone ('magnifyingglass' has no filled form).
    #expect(LayoutEngine.tabSymbol("heart") == "heart.fill")
    #expect(LayoutEngine.tabSymbol("magnifyingglass") == "magnifyingglass")
  }

  @Test func labelIsIconSpacingTitle() throws {
    // Icon 20.4, spacing 8, "Saved" (S 1796 + a 1588 + v 1568 + e 1640 + d 1748 = 8340 units →
    // 50.3480 pt) → 78.7480 wide, 22 high (the taller of 20.4 and 22).
    let state = L.layout(label("Saved", systemImage: "checkmark").glassEffect(in: .rectangle))
    #expect(abs(state.glass[0].frame.width - (20.4 + 8 + 8340.0 / 2816 * 17)) < 1e-9)
    #expect(state.glass[0].frame.height == 22)
  }

  @Test func linearProgressFillsTheWidth() throws {
    // ProgressView(value: 0.25) in a 200-wide frame: a 200 × 4 track and a 50-wide bar.
    let state = L.layout(progress(0.25).frame(width: 200))
    let track = try #require(state.content.first { $0.key.hasSuffix("#track") })
    let bar = try #require(state.content.first { $0.key.hasSuffix("#bar") })
    #expect(track.frame.size == Size(width: 200, height: 4))
    #expect(bar.frame.width == 50)
  }

  @Test func scrollViewShowsContentAtItsIdealLength() throws {
    // A horizontal ScrollView proposed 400 × 300 takes it; its HStack of five 100-wide squares is
    // laid out at its ideal 5 × 100 + 4 × 8 = 532, starting at the scroll view's leading edge.
    let square = block(100, 50).glassEffect(in: .rectangle)
    let state = L.layout(
      scrollView(.horizontal, hStack(group(square, square, square, square, square))))
    #expect(state.glass.map(\.frame.minX) == [0, 108, 216, 324, 432])
  }

  @Test func gridColumns() throws {
    // LazyVGrid with .fixed(50) and two .flexible() columns, spacing 8, width 400:
    // flexible share = (400 − 16 − 50)/2 = 167. Cells: 50, 167, 167 wide; a 20 × 20 item is
    // centred in each cell: x = 15, 58 + 73.5 = 131.5, 233 + 73.5 = 306.5 (grid starts at 0).
    let flexible = GridItemSpec(size: .flexible(minimum: 10, maximum: .infinity))
    let cell = block(20, 20).glassEffect(in: .rectangle)
    let state = L.layout(
      lazyVGrid(
        columns: [GridItemSpec(size: .fixed(50)), flexible, flexible], group(cell, cell, cell)))
    #expect(state.glass.map(\.frame.minX) == [15, 131.5, 306.5])
  }

  @Test func adaptiveGridFitsAsManyColumnsAsPossible() throws {
    // .adaptive(minimum: 80) in 400 with spacing 8: ⌊(400 + 8)/(80 + 8)⌋ = 4 columns of
    // (400 − 24)/4 = 94; the fifth item wraps to a second row at y = 20 + 8 below the first.
    let cell = block(20, 20).glassEffect(in: .rectangle)
    let state = L.layout(
      lazyVGrid(
        columns: [GridItemSpec(size: .adaptive(minimum: 80, maximum: .infinity))],
        group(cell, cell, cell, cell, cell)))
    #expect(state.glass.map(\.frame.minX) == [37, 139, 241, 343, 37])
    #expect(state.glass[4].frame.minY - state.glass[0].frame.minY == 28)
  }
}
