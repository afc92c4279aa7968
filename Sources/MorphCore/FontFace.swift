/// One face of a font file an app ships (`Fonts/Poppins-Bold.ttf`), as a font engine read it: its
/// names, the SwiftUI weight its style reads as, and its horizontal metrics — so layout measures
/// `Font.custom("Poppins-Bold", size: 17)` in the face it is drawn in, as it does Inter.
///
/// Faces are compared by file and index: the same file read twice is the same face.
public final class FontFace: Hashable, Sendable, CustomStringConvertible {
  /// The font file's path.
  public let path: String
  /// The face's index in the file (a collection holds several).
  public let index: Int
  /// The family name (`Poppins`, `DejaVu Sans`).
  public let familyName: String
  /// The style name (`Bold`, `Book`, `SemiBold Italic`).
  public let styleName: String
  /// The PostScript name (`Poppins-Bold`), how apps usually name a face in `Font.custom`.
  public let postScriptName: String
  /// The SwiftUI weight the style reads as (`bold`, `regular`…; `FontFace.weight(ofStyle:)`).
  public let weight: String
  /// Whether the style is italic or oblique.
  public let isItalic: Bool
  /// The face's advances, with its own table as the `regular` weight.
  public let metrics: FontMetrics

  /// Creates a face.
  public init(
    path: String, index: Int, familyName: String, styleName: String, postScriptName: String,
    isItalic: Bool, metrics: FontMetrics
  ) {
    self.path = path
    self.index = index
    self.familyName = familyName
    self.styleName = styleName
    self.postScriptName = postScriptName
    self.weight = Self.weight(ofStyle: styleName)
    self.isItalic = isItalic
    self.metrics = metrics
  }

  /// The SwiftUI weight a style name reads as: its words against the OpenType weight classes'
  /// names (`SemiBold`, `Demi Bold` → semibold; `Book`, `Regular`, `Italic` → regular).
  public static func weight(ofStyle style: String) -> String {
    let squeezed = style.lowercased().filter { $0.isLetter }
    for (word, weight) in styleWeights where squeezed.contains(word) { return weight }
    return "regular"
  }

  /// Style words and SwiftUI weights, longest first so `extrabold` is not read as `bold`.
  static let styleWeights: [(String, String)] = [
    ("extralight", "ultraLight"), ("ultralight", "ultraLight"), ("semibold", "semibold"),
    ("demibold", "semibold"), ("extrabold", "heavy"), ("ultrabold", "heavy"), ("hairline", "thin"),
    ("thin", "thin"), ("light", "light"), ("medium", "medium"), ("bold", "bold"),
    ("heavy", "heavy"), ("black", "black"),
  ]

  /// `Poppins Bold (Fonts/Poppins-Bold.ttf)`.
  public var description: String { "\(familyName) \(styleName) (\(path))" }

  /// Whether both are the same face of the same file.
  public static func == (left: FontFace, right: FontFace) -> Bool {
    left.path == right.path && left.index == right.index
  }

  /// Hashes the file and the index, what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(index)
  }
}
