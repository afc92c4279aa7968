/// A line of text rasterised to coverage: what a font engine hands the renderer.
public struct TextMask: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Coverage 0…1, row-major from the top-left.
  public let coverage: [Float]
  /// Pixels from the top of the mask to the baseline.
  public let ascent: Double

  /// Creates a mask.
  public init(width: Int, height: Int, coverage: [Float], ascent: Double) {
    self.width = width
    self.height = height
    self.coverage = coverage
    self.ascent = ascent
  }
}

/// Something that sets text in a real font (MorphMedia implements it with FreeType). The renderer
/// uses it when given one; rendering stays pure Swift otherwise.
public protocol TextRasterizer: Sendable {
  /// `text` set on one line at `pixelSize` pixels per em in the weight named (`regular`,
  /// `semibold`, `bold`…); nil if the font cannot set it.
  func mask(for text: String, pixelSize: Double, weight: String) -> TextMask?
}
