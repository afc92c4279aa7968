/// What a content item draws (anything that is not glass): a symbol, text, an image, a filled
/// shape or a colour/gradient. Layout produces it, the frame model carries it, the renderer draws it.
public enum ContentKind: Hashable, Sendable {
  /// An SF Symbol by name, drawn in the frame.
  case symbol(String)
  /// Text in a font.
  case text(String, FontSpec)
  /// An app image asset (a placeholder), by name.
  case image(String)
  /// A shape filled with a paint; the corner radius in points.
  case shape(ShapeKind, cornerRadius: Double, Paint)
  /// A colour or gradient filling the frame.
  case paint(Paint)
  /// A shape's outline drawn as a band `lineWidth` points wide: the band is centred on the
  /// outline of the shape inset by `lineWidth / 2` from the frame (so the frame holds everything
  /// drawn); the corner radius is the outline's, in points.
  case stroke(ShapeKind, cornerRadius: Double, lineWidth: Double, Paint)
}
