/// iOS system colours in the light appearance (Apple Human Interface Guidelines, "Color":
/// sRGB values of the default light-mode system colours).
extension Color {
  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, opacity: 0)
  /// systemGray (142, 142, 147).
  public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
  /// systemRed (255, 59, 48).
  public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
  /// systemOrange (255, 149, 0).
  public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
  /// systemYellow (255, 204, 0).
  public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
  /// systemGreen (52, 199, 89).
  public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
  /// systemMint (0, 199, 190).
  public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
  /// systemTeal (48, 176, 199).
  public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
  /// systemCyan (50, 173, 230).
  public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
  /// systemBlue (0, 122, 255), also the default accent colour.
  public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
  /// systemIndigo (88, 86, 214).
  public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
  /// systemPurple (175, 82, 222).
  public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
  /// systemPink (255, 45, 85).
  public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)
  /// systemBrown (162, 132, 94).
  public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
  /// The primary label colour in light appearance: black.
  public static let primary = Color.black
  /// The secondary label colour in light appearance: (60, 60, 67) at 60 % opacity.
  public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
  /// The default accent colour: systemBlue.
  public static let accentColor = Color.blue

  /// The named colours SwiftUI offers as `Color.name` / `.name`, by their Swift spelling.
  public static let named: [String: Color] = [
    "black": black, "white": white, "clear": clear, "gray": gray, "grey": gray, "red": red,
    "orange": orange, "yellow": yellow, "green": green, "mint": mint, "teal": teal, "cyan": cyan,
    "blue": blue, "indigo": indigo, "purple": purple, "pink": pink, "brown": brown,
    "primary": primary, "secondary": secondary, "accentColor": accentColor, "accent": accentColor,
  ]
}

/// iOS system colours in the dark appearance (Apple Human Interface Guidelines, "Color": sRGB
/// values of the default dark-mode system colours).
extension Color {
  /// The named colours as the dark appearance resolves them (white, black and clear unchanged).
  public static let namedDark: [String: Color] = {
    let dark: [String: Color] = [
      "red": Color(red: 1, green: 69 / 255, blue: 58 / 255),
      "orange": Color(red: 1, green: 159 / 255, blue: 10 / 255),
      "yellow": Color(red: 1, green: 214 / 255, blue: 10 / 255),
      "green": Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255),
      "mint": Color(red: 99 / 255, green: 230 / 255, blue: 226 / 255),
      "teal": Color(red: 64 / 255, green: 200 / 255, blue: 224 / 255),
      "cyan": Color(red: 100 / 255, green: 210 / 255, blue: 1),
      "blue": Color(red: 10 / 255, green: 132 / 255, blue: 1),
      "indigo": Color(red: 94 / 255, green: 92 / 255, blue: 230 / 255),
      "purple": Color(red: 191 / 255, green: 90 / 255, blue: 242 / 255),
      "pink": Color(red: 1, green: 55 / 255, blue: 95 / 255),
      "brown": Color(red: 172 / 255, green: 142 / 255, blue: 104 / 255),
      // The label colours invert: primary is white, secondary (235, 235, 245) at 60 %.
      "primary": .white,
      "secondary": Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6),
    ]
    var table = named.merging(dark) { _, new in new }
    table["grey"] = table["gray"]
    table["accentColor"] = dark["blue"]
    table["accent"] = dark["blue"]
    return table
  }()
}

/// iOS background colours that system chrome and lists paint (Apple Human Interface Guidelines,
/// "Color", background colours).
extension Color {
  /// systemGroupedBackground in the light appearance (242, 242, 247); black in the dark.
  package static let groupedBackgroundLight = Color(
    red: 242 / 255, green: 242 / 255, blue: 247 / 255)
  /// The dark appearance's elevated background (28, 28, 30): secondarySystemGroupedBackground, and
  /// systemBackground of a sheet or other presented surface.
  package static let elevatedBackgroundDark = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
}

/// UIKit's element colours (`Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`) and
/// the hierarchical styles `.tertiary` and `.quaternary`, as iOS resolves them in each appearance
/// (the values UIKit's dynamic colours resolve to, tabled in Noah Gilmore, "Backwards
/// compatibility for iOS 13 system colors", 2019): light first, then dark.
extension Color {
  /// A colour from 0–255 components and an opacity.
  private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1)
    -> Color
  {
    Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
  }

  /// Each element colour's light and dark values, by its UIKit name.
  private static let elementPairs: [String: (light: Color, dark: Color)] = [
    "label": (rgb(0, 0, 0), rgb(255, 255, 255)),
    "secondaryLabel": (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
    "tertiaryLabel": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
    "quaternaryLabel": (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
    "placeholderText": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
    "link": (rgb(0, 122, 255), rgb(9, 132, 255)),
    "separator": (rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
    "opaqueSeparator": (rgb(198, 198, 200), rgb(56, 56, 58)),
    "systemFill": (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
    "secondarySystemFill": (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
    "tertiarySystemFill": (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
    "quaternarySystemFill": (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
    "systemBackground": (rgb(255, 255, 255), rgb(0, 0, 0)),
    "secondarySystemBackground": (rgb(242, 242, 247), rgb(28, 28, 30)),
    "tertiarySystemBackground": (rgb(255, 255, 255), rgb(44, 44, 46)),
    "systemGroupedBackground": (rgb(242, 242, 247), rgb(0, 0, 0)),
    "secondarySystemGroupedBackground": (rgb(255, 255, 255), rgb(28, 28, 30)),
    "tertiarySystemGroupedBackground": (rgb(242, 242, 247), rgb(44, 44, 46)),
    "systemGray2": (rgb(174, 174, 178), rgb(99, 99, 102)),
    "systemGray3": (rgb(199, 199, 204), rgb(72, 72, 74)),
    "systemGray4": (rgb(209, 209, 214), rgb(58, 58, 60)),
    "systemGray5": (rgb(229, 229, 234), rgb(44, 44, 46)),
    "systemGray6": (rgb(242, 242, 247), rgb(28, 28, 30)),
  ]

  /// SwiftUI's hierarchical styles past `.secondary`: the label colours of their level.
  private static let styleLevels = ["tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel"]

  /// The element colours and the hierarchical styles, in one appearance.
  private static func resolved(_ pick: ((light: Color, dark: Color)) -> Color) -> [String: Color] {
    var table = elementPairs.mapValues(pick)
    for (style, label) in styleLevels { table[style] = table[label] }
    return table
  }

  /// The element colours in the light appearance.
  package static let elementColors = resolved(\.light)
  /// The element colours in the dark appearance.
  package static let elementColorsDark = resolved(\.dark)
}
