import MorphCore

/// Where iOS 26 puts system chrome on an iPhone, in points (Docs/SystemChrome.md; [measured]
/// values from captures of iOS 26.4–26.5, [model] where GlassMorph chooses).
package enum ChromeConstants {
  /// A full-height sheet's top edge below the top safe edge [model: the presenting view shows
  /// as a card edge above it].
  package static let sheetTopGap = 10.0
  /// How far iOS 26 insets a partial-height sheet from the screen's sides and bottom [model;
  /// Apple (WWDC25 "Build a SwiftUI app with the new design") says partial sheets are inset on
  /// Liquid Glass, not by how much].
  package static let partialSheetInset = 8.0
  /// An alert's content inset from its card, and the least margin beside it [model].
  package static let alertPadding = 20.0
  /// The navigation bar row below the top safe edge: 54 pt tall [measured].
  package static let barHeight = 54.0
  /// Bar items: 44 pt tall at the top of the row [measured].
  package static let itemSize = 44.0
  /// The large title's row under the bar: 52 pt (content starts 168 pt down) [measured].
  package static let largeTitleRow = 52.0
  /// Large titles: 34 pt bold [measured].
  package static let largeTitleSize = 34.0
  /// Inline titles: 17 pt semibold, centred in the item row [measured].
  package static let inlineTitleSize = 17.0
  /// Side margin of bar items and large titles [model; 16 on 402-pt screens].
  package static let sideMargin = 16.0
  /// Gap between toolbar capsules [model].
  package static let groupGap = 8.0
  /// Padding on each side of a text toolbar item's label [model].
  package static let textItemPadding = 12.0
  /// Toolbar glyphs: about 24 pt, set as a 20 pt font (symbols are 1.2 × the font size).
  package static let glyphFontSize = 20.0
  /// Bottom toolbar platters: 52 pt tall with 4 pt padding around 44-pt items [measured].
  package static let bottomPlatterHeight = 52.0
  /// The floating tab bar's platter: 62 pt tall [measured].
  package static let tabBarHeight = 62.0
  /// Its inset from the screen's sides and bottom [measured].
  package static let tabBarInset = 21.0
  /// The content's bottom inset above the tab bar: 83 pt (34 + 49) [measured].
  package static let tabBarContentInset = 83.0
  /// Tab cells: 54 pt tall, 4 pt inside the platter [measured].
  package static let tabCellHeight = 54.0
  /// The inset of tab cells in the platter [measured].
  package static let tabCellInset = 4.0
  /// The widest a tab cell grows when the bar hugs few tabs [model].
  package static let tabCellMaximumWidth = 94.0
  /// A tab's glyph: 24 pt in a 28-pt box, set as a 20 pt font [measured].
  package static let tabGlyphFontSize = 20.0
  /// Where a tab's glyph box starts below the platter's top [measured: glyph top ≈ cell top + 6].
  package static let tabGlyphTop = 10.0
  /// Tab labels: 10 pt, their top ≈ 39 pt below the platter's top [measured].
  package static let tabLabelSize = 10.0
  /// The top of a tab's label below the platter's top [measured].
  package static let tabLabelTop = 39.0
  /// The search tab's circle: 62 pt, 8 pt after the platter [measured].
  package static let searchTabGap = 8.0
  /// The resting selection under a tab: a flat grey, not glass [measured].
  package static let tabSelectionFill = Color(
    red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.2)
  /// A search field: a 44-pt glass capsule, magnifier 12 pt in, text 39 pt in [measured].
  package static let searchFieldHeight = 44.0
  /// Where a search field's prompt starts, from its leading edge [measured].
  package static let searchTextInset = 39.0
  /// Where a search field's magnifier starts, from its leading edge [measured].
  package static let searchGlyphInset = 12.0
  /// Page dots: 7 pt at a 17-pt pitch, 20 pt above the bottom safe edge [measured; model].
  package static let pageDot = (size: 7.0, pitch: 17.0, aboveSafeEdge: 20.0)
}
