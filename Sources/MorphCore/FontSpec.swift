/// A font as the layout model needs it: a point size, a weight and the line height
/// (Docs/Layout.md, "Fonts" — Apple's Dynamic Type "Large" table).
public struct FontSpec: Hashable, Sendable {
  /// The text style name (`body`, `title2`, …) or `system` for an explicit size.
  public var style: String
  /// The point size.
  public var size: Double
  /// The weight name (`regular`, `semibold`, `bold`, …).
  public var weight: String
  /// The line height in points.
  public var lineHeight: Double
  /// `.monospacedDigit()`: digits take one common advance (tabular figures), so changing numbers
  /// do not make the text jump.
  public var monospacedDigits: Bool
  /// The app's own face (`Font.custom`) when one of its font files was read; nil for the
  /// system font (drawn in Inter).
  public var face: FontFace?

  /// Creates a font.
  public init(
    style: String, size: Double, weight: String, lineHeight: Double,
    monospacedDigits: Bool = false, face: FontFace? = nil
  ) {
    self.style = style
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight
    self.monospacedDigits = monospacedDigits
    self.face = face
  }

  /// The advances text in this font is measured with: the app's face, else Inter's.
  public var metrics: FontMetrics { face?.metrics ?? .inter }

  /// The text styles of iOS at the default size (size, weight, line height in points).
  public static let textStyles: [String: FontSpec] = [
    "largeTitle": FontSpec(style: "largeTitle", size: 34, weight: "regular", lineHeight: 41),
    "title": FontSpec(style: "title", size: 28, weight: "regular", lineHeight: 34),
    "title2": FontSpec(style: "title2", size: 22, weight: "regular", lineHeight: 28),
    "title3": FontSpec(style: "title3", size: 20, weight: "regular", lineHeight: 25),
    "headline": FontSpec(style: "headline", size: 17, weight: "semibold", lineHeight: 22),
    "body": FontSpec(style: "body", size: 17, weight: "regular", lineHeight: 22),
    "callout": FontSpec(style: "callout", size: 16, weight: "regular", lineHeight: 21),
    "subheadline": FontSpec(style: "subheadline", size: 15, weight: "regular", lineHeight: 20),
    "footnote": FontSpec(style: "footnote", size: 13, weight: "regular", lineHeight: 18),
    "caption": FontSpec(style: "caption", size: 12, weight: "regular", lineHeight: 16),
    "caption2": FontSpec(style: "caption2", size: 11, weight: "regular", lineHeight: 13),
  ]

  /// `.body`, the default font.
  public static let body =
    textStyles["body"] ?? FontSpec(style: "body", size: 17, weight: "regular", lineHeight: 22)

  /// Line height for an explicit `.system(size:)`: 1.2 × size (Docs/Layout.md [model]).
  public static let explicitLineHeightFactor = 1.2

  /// `.system(size:weight:)`.
  public static func system(size: Double, weight: String = "regular") -> FontSpec {
    FontSpec(
      style: "system", size: size, weight: weight, lineHeight: size * explicitLineHeightFactor)
  }

  /// The same font with another weight.
  public func weighted(_ weight: String) -> FontSpec {
    FontSpec(
      style: style, size: size, weight: weight, lineHeight: lineHeight,
      monospacedDigits: monospacedDigits, face: face)
  }

  /// The same font with tabular digits (`.monospacedDigit()`).
  public var withMonospacedDigits: FontSpec {
    var font = self
    font.monospacedDigits = true
    return font
  }
}
