import MorphCore
import MorphDiagnostics

/// `Font.custom`: the app's own typefaces, drawn from the font files its folder ships when the
/// caller gave a font reader (the command line's is FreeType), else the system font at the size
/// asked for, with a note that says which.
extension Evaluator {
  /// `.custom(name, size:)`: the folder's face of that name (PostScript, full or family name),
  /// its line height its own ascender, descender and line gap (as UIFont's `lineHeight` is);
  /// else the system font at `size` points.
  func customFont(_ nameValue: Value?, size: Double, at location: SourcePosition) -> FontSpec {
    guard case .string(let name)? = nameValue else {
      report(
        .approximation,
        "The font is the app's own; the system font is drawn at its size (\(Self.points(size)) pt).",
        at: location)
      return .system(size: size, weight: "regular")
    }
    if let face = assets.fontFace(named: name, weight: "regular") {
      return Self.font(face, size: size, style: "custom")
    }
    let looked =
      assets.fontFiles.isEmpty
      ? "no font files were read with this scene (check the app's folder, with its .ttf/.otf files, to draw them)"
      : assets.fonts.isEmpty
        ? "the folder's \(assets.fontFiles.count) font files were not read (no font engine was given)"
        : "it is not among the faces of the folder's font files (\(Self.faceNames(assets.fonts)))"
    report(
      .approximation,
      "The font '\(name)' is the app's own and \(looked); the system font is drawn at its size (\(Self.points(size)) pt).",
      at: location)
    return .system(size: size, weight: "regular")
  }

  /// `font` in another weight: for an app's face, its family's face nearest that weight.
  func weighted(_ font: FontSpec, _ weight: String) -> FontSpec {
    guard let face = font.face else { return font.weighted(weight) }
    let other = assets.fontFace(like: face, weight: weight)
    var result = Self.font(other, size: font.size, style: font.style)
    result.monospacedDigits = font.monospacedDigits
    return result
  }

  /// A font of `face` at `size` points.
  static func font(_ face: FontFace, size: Double, style: String) -> FontSpec {
    let metrics = face.metrics
    let lineHeight =
      (metrics.ascender - metrics.descender + metrics.lineGap) / metrics.unitsPerEm * size
    return FontSpec(
      style: style, size: size, weight: face.weight, lineHeight: lineHeight, face: face)
  }

  /// `17` or `17.5`.
  static func points(_ size: Double) -> String {
    size.rounded() == size ? String(Int(size)) : String(size)
  }

  /// The PostScript names of `faces`, the first few.
  static func faceNames(_ faces: [FontFace]) -> String {
    let names = faces.prefix(6).map(\.postScriptName)
    return names.joined(separator: ", ") + (faces.count > 6 ? ", …" : "")
  }
}
