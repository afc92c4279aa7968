import Foundation
import MorphCore

/// The colours of an app's asset catalogs (`*.xcassets/*.colorset`), by name, each with its light,
/// dark and high-contrast variants — what `Color("Brand")` and `Color(.brand)` read.
///
/// Each colour set's `Contents.json` lists colours with their colour space (`srgb`,
/// `extended-srgb`, `display-p3`, `gray-gamma-22`), their components (written by Xcode as floats
/// `"0.500"`, 8-bit integers `"128"` or hex `"0x80"`) and their appearances (`luminosity: dark`,
/// `contrast: high`).
package struct AssetCatalog: Sendable {
  /// One colour set's variants.
  package struct ColorSet: Sendable, Equatable {
    /// The colour for light mode (the one without appearances).
    package var light: Color?
    /// The dark-mode colour, if the set has one.
    package var dark: Color?
    /// The light high-contrast colour, if any.
    package var lightHighContrast: Color?
    /// The dark high-contrast colour, if any.
    package var darkHighContrast: Color?
  }

  /// The colour sets by name (the folder's name without `.colorset`).
  package private(set) var colors: [String: ColorSet] = [:]
  /// The image sets with a PNG or JPEG file, by name (the folder's name without `.imageset`).
  package internal(set) var images: [String: AssetImage] = [:]
  /// The image sets with no file drawn here, by name: what they hold instead (`a vector PDF`).
  package internal(set) var undrawableImages: [String: String] = [:]
  /// The catalogs read, as paths inside the app's folder (for saying where a name was looked for).
  package private(set) var catalogs: [String] = []
  /// The font files found in the app's folder, as paths inside it.
  package internal(set) var fontFiles: [String] = []
  /// The faces read from them (none when no font reader was given).
  package internal(set) var fonts: [FontFace] = []

  /// An empty catalog (a single scene file has none).
  package init() {}

  /// Reads the colour sets in `colorSets` and the image sets in `imageSets`, paths of
  /// `.colorset` and `.imageset` folders inside `root`, from the catalogs `catalogs` (paths of
  /// `.xcassets` folders: a catalog with neither still counts as looked in).
  package init(root: String, colorSets: [String], imageSets: [String] = [], catalogs: [String] = [])
  {
    self.catalogs = catalogs.sorted()
    for path in imageSets.sorted() {
      readImageSet(path, root: root)
    }
    for path in colorSets.sorted() {
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      let file = (root as NSString).appendingPathComponent(path + "/Contents.json")
      guard colors[name] == nil, let data = FileManager.default.contents(atPath: file),
        let set = Self.colorSet(json: data)
      else { continue }
      colors[name] = set
      if let catalog = path.range(of: ".xcassets") {
        let catalogPath = String(path[..<catalog.upperBound])
        if !self.catalogs.contains(catalogPath) { self.catalogs.append(catalogPath) }
      }
    }
  }

  /// The colour called `name` under the given appearance: the dark variant in dark mode, the
  /// high-contrast one under Increase Contrast, each falling back to the plainer one.
  package func color(named name: String, dark: Bool, highContrast: Bool) -> Color? {
    guard let set = colors[name] else { return nil }
    if dark && highContrast, let color = set.darkHighContrast ?? set.dark { return color }
    if dark, let color = set.dark { return color }
    if highContrast, let color = set.lightHighContrast { return color }
    return set.light ?? set.dark
  }

  /// The colour set a generated asset symbol names (`Color(.brand)` for `Brand.colorset`).
  package func name(forSymbol symbol: String) -> String? {
    if colors[symbol] != nil { return symbol }
    let capitalized = symbol.prefix(1).uppercased() + symbol.dropFirst()
    return colors[capitalized] != nil ? capitalized : nil
  }

  /// Reads one `Contents.json`.
  static func colorSet(json data: Data) -> ColorSet? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = object["colors"] as? [[String: Any]]
    else { return nil }
    var set = ColorSet()
    for entry in entries {
      guard let color = (entry["color"] as? [String: Any]).flatMap(Self.color) else { continue }
      let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
      let dark = appearances.contains {
        $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
      }
      let high = appearances.contains {
        $0["appearance"] as? String == "contrast" && $0["value"] as? String == "high"
      }
      // An "any" or "light" luminosity entry is the light colour too.
      switch (dark, high) {
      case (false, false): if set.light == nil { set.light = color }
      case (true, false): if set.dark == nil { set.dark = color }
      case (false, true): if set.lightHighContrast == nil { set.lightHighContrast = color }
      case (true, true): if set.darkHighContrast == nil { set.darkHighContrast = color }
      }
    }
    return set == ColorSet() ? nil : set
  }

  /// One colour entry in sRGB (a display-P3 colour converted).
  static func color(_ entry: [String: Any]) -> Color? {
    guard let components = entry["components"] as? [String: Any] else { return nil }
    func component(_ key: String) -> Double? {
      (components[key] as? String).flatMap(Self.component) ?? (components[key] as? Double)
    }
    // Alpha is a fraction whatever the colour components' format (Xcode writes "1.000" beside
    // 8-bit "128"), so a bare "1" is opaque, not 1/255.
    let alpha =
      (components["alpha"] as? String).flatMap { text in
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.lowercased().hasPrefix("0x") ? Self.component(trimmed) : Double(trimmed)
      }
      ?? (components["alpha"] as? Double) ?? 1
    let space = entry["color-space"] as? String ?? "srgb"
    if let white = component("white"), component("red") == nil {
      return Color(white: white, opacity: alpha)
    }
    guard let red = component("red"), let green = component("green"), let blue = component("blue")
    else { return nil }
    if space == "display-p3" {
      return displayP3(red: red, green: green, blue: blue, opacity: alpha)
    }
    return Color(red: red, green: green, blue: blue, opacity: alpha)
  }

  /// A component as Xcode writes it: `"0x80"` (hex, of 255), `"0.502"` (a float) or `"128"`
  /// (an 8-bit integer, of 255).
  static func component(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasPrefix("0x") {
      return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if trimmed.contains(".") { return Double(trimmed) }
    return Int(trimmed).map { Double($0) / 255 }
  }

  /// Linear Display P3 to linear sRGB, computed from the two spaces' primaries and their common
  /// D65 white (Display P3: SMPTE EG 432-1 primaries; sRGB: IEC 61966-2-1); rows give R, G, B.
  static let displayP3ToSRGB: [[Double]] = [
    [1.224_940_2, -0.224_940_2, 0],
    [-0.042_056_9, 1.042_056_9, 0],
    [-0.019_637_6, -0.078_636_1, 1.098_273_7],
  ]

  /// A Display P3 colour (sRGB transfer curve, P3 primaries) in sRGB, clamped to sRGB's gamut.
  static func displayP3(red: Double, green: Double, blue: Double, opacity: Double) -> Color {
    let linear = [red, green, blue].map(Self.decode)
    let converted = displayP3ToSRGB.map { row in
      Self.encode(zip(row, linear).map(*).reduce(0, +))
    }
    return Color(red: converted[0], green: converted[1], blue: converted[2], opacity: opacity)
  }

  /// The sRGB transfer curve, encoded → linear (IEC 61966-2-1).
  static func decode(_ value: Double) -> Double {
    value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// The sRGB transfer curve, linear → encoded (clamped to 0…1 first).
  static func encode(_ value: Double) -> Double {
    let clamped = min(max(value, 0), 1)
    return clamped <= 0.003_130_8 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
  }
}
