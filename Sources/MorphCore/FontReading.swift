/// Reads the faces of a font file (an app's `.ttf`/`.otf`): the rendering product gives one that
/// uses FreeType, so a scene's custom fonts are measured by a real font engine.
public protocol FontReading: Sendable {
  /// The faces in the font file at `path`; empty when it cannot be read as a font.
  func faces(at path: String) -> [FontFace]
}
