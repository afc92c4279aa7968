/// A line of text rasterised to coverage: what a font engine hands the renderer.
package struct TextMask: Sendable {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// Coverage 0…1, row-major from the top-left.
  package let coverage: [Float]
  /// Pixels from the top of the mask to the baseline.
  package let ascent: Double

  /// Creates a mask.
  package init(width: Int, height: Int, coverage: [Float], ascent: Double) {
    self.width = width
    self.height = height
    self.coverage = coverage
    self.ascent = ascent
  }
}

/// Something that sets text in a real font (MorphMedia implements it with FreeType). The renderer
/// uses it when given one; rendering stays pure Swift otherwise.
package protocol TextRasterizer: Sendable {
  /// `text` set on one line at `pixelSize` pixels per em in the weight named (`regular`,
  /// `semibold`, `bold`…); nil if the font cannot set it.
  func mask(for text: String, pixelSize: Double, weight: String) -> TextMask?

  /// As `mask(for:pixelSize:weight:)`, with every digit set in one common advance when
  /// `monospacedDigits` (tabular figures, as layout measured them).
  func mask(for text: String, pixelSize: Double, weight: String, monospacedDigits: Bool)
    -> TextMask?

  /// `text` set on one line in `font` — its weight and digits, and the app's own face when it
  /// has one — at `pixelSize` pixels per em.
  func mask(for text: String, pixelSize: Double, font: FontSpec) -> TextMask?

  /// The icon at `codepoint` of the icon font (`SymbolCatalog`'s Material Icons) filling a square
  /// of `pixelSize` pixels (its em box, `ascent` = the box's top to the baseline); nil if there is
  /// no icon font or no such glyph.
  func iconMask(for codepoint: UInt32, pixelSize: Double) -> TextMask?
}

extension TextRasterizer {
  /// Without tabular-figure support: proportional digits.
  package func mask(for text: String, pixelSize: Double, weight: String, monospacedDigits: Bool)
    -> TextMask?
  {
    mask(for: text, pixelSize: pixelSize, weight: weight)
  }

  /// Without faces of its own: the system font in the font's weight and digits.
  package func mask(for text: String, pixelSize: Double, font: FontSpec) -> TextMask? {
    mask(
      for: text, pixelSize: pixelSize, weight: font.weight, monospacedDigits: font.monospacedDigits)
  }

  /// No icon font: symbols draw as the renderer's vector pictograms.
  package func iconMask(for codepoint: UInt32, pixelSize: Double) -> TextMask? { nil }
}
