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
  /// A shadow: a shape blurred by `radius` points (a Gaussian of σ = radius / 2, Docs/Rendering.md)
  /// in a colour; the shape is the frame inset by `shadowReach(radius)` on every side (so the frame
  /// holds everything drawn), with its corner radius in points. `castBy` is where the shape that
  /// casts it sits, relative to the shadow's shape (minus the shadow's offset), when the shadow
  /// must not show through it (glass, which shows what lies behind it); nil for opaque casters.
  case shadow(ShapeKind, cornerRadius: Double, radius: Double, Color, castBy: Point?)
}

extension ContentKind {
  /// How far a shadow of blur `radius` (points) reaches past its shape: 3 σ with σ = radius / 2,
  /// where a Gaussian's tail falls below 0.2 % of its peak.
  public static func shadowReach(_ radius: Double) -> Double { 1.5 * max(0, radius) }
}
