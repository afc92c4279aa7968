/// A font's horizontal metrics, in font units: enough to measure text the way a font engine sets it
/// (advance widths summed, no kerning) without one. `FontMetrics.inter` is the font GlassMorph
/// draws text in, so what layout measures is what the renderer draws.
public struct FontMetrics: Sendable {
  /// Font units per em.
  public let unitsPerEm: Double
  /// The ascender, in font units (positive, above the baseline).
  public let ascender: Double
  /// The descender, in font units (negative, below the baseline).
  public let descender: Double
  /// The line gap, in font units.
  public let lineGap: Double
  private let index: [UInt32: Int]
  private let advances: [String: [Int]]
  /// The advance used for a character the table does not have: the width of "n" (a typical
  /// lowercase letter) in the same weight.
  private let fallback: [String: Int]

  /// Creates metrics from parallel tables of character codes and advances per weight.
  public init(
    unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, codes: [UInt32],
    advances: [String: [Int]]
  ) {
    self.unitsPerEm = Double(unitsPerEm)
    self.ascender = Double(ascender)
    self.descender = Double(descender)
    self.lineGap = Double(lineGap)
    var index: [UInt32: Int] = [:]
    for (position, code) in codes.enumerated() { index[code] = position }
    self.index = index
    self.advances = advances
    var fallback: [String: Int] = [:]
    if let n = index[110] {
      for (weight, values) in advances where values.indices.contains(n) {
        fallback[weight] = values[n]
      }
    }
    self.fallback = fallback
  }

  /// SwiftUI's weight names this font has (`ultraLight` … `black`); others map to the nearest.
  public static func weightName(_ weight: String) -> String {
    switch weight {
    case "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black":
      return weight
    case "semiBold": return "semibold"
    case "extraBold": return "heavy"
    default: return "regular"
    }
  }

  /// The advance of one character, in font units.
  public func advance(of scalar: Unicode.Scalar, weight: String) -> Double {
    let name = Self.weightName(weight)
    guard let table = advances[name] ?? advances["regular"] else { return unitsPerEm / 2 }
    if let position = index[scalar.value], table.indices.contains(position), table[position] > 0 {
      return Double(table[position])
    }
    return Double(fallback[name] ?? Int(unitsPerEm / 2))
  }

  /// The width of `text` set on one line at `size` points, in points; with `monospacedDigits`
  /// every digit takes the advance of the widest (tabular figures).
  public func width(
    of text: String, size: Double, weight: String, monospacedDigits: Bool = false
  ) -> Double {
    var units = 0.0
    for scalar in text.unicodeScalars {
      units +=
        monospacedDigits && Self.isDigit(scalar)
        ? digitAdvance(weight: weight) : advance(of: scalar, weight: weight)
    }
    return units * size / unitsPerEm
  }

  /// The tabular digit advance in font units: the widest of 0–9 in this weight.
  public func digitAdvance(weight: String) -> Double {
    (48...57).compactMap(Unicode.Scalar.init).map { advance(of: $0, weight: weight) }.max() ?? 0
  }

  /// Whether `scalar` is an ASCII digit (the figures tabular digits apply to).
  public static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (48...57).contains(scalar.value) }
}

extension FontMetrics {
  /// `text` broken into lines no wider than `width` points, as text wraps: at spaces, greedily;
  /// a word wider than a line is broken between characters. One line when it fits.
  ///
  /// Linear in the text's length: each line's width is carried as it grows, adding advances in
  /// the order `width(of:)` adds them (so every comparison is the same to the last bit), and
  /// lines grow in place.
  public func lines(
    of text: String, width: Double, size: Double, weight: String, monospacedDigits: Bool = false
  ) -> [String] {
    let digit = monospacedDigits ? digitAdvance(weight: weight) : 0
    func adding(_ total: Double, _ scalars: some Sequence<Unicode.Scalar>) -> Double {
      var units = total
      for scalar in scalars {
        units +=
          monospacedDigits && Self.isDigit(scalar) ? digit : advance(of: scalar, weight: weight)
      }
      return units
    }
    func fits(_ units: Double) -> Bool { units * size / unitsPerEm <= width + Self.fitTolerance }
    guard adding(0, text.unicodeScalars) * size / unitsPerEm > width else { return [text] }
    let space = " ".unicodeScalars
    var lines: [String] = []
    var current = ""
    var currentUnits = 0.0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = adding(current.isEmpty ? 0 : adding(currentUnits, space), word.unicodeScalars)
      if fits(candidate) {
        if !current.isEmpty { current += " " }
        current += word
        currentUnits = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      currentUnits = 0
      // A word wider than the line breaks between characters.
      for character in word {
        let next = adding(currentUnits, character.unicodeScalars)
        if !current.isEmpty, !fits(next) {
          lines.append(current)
          current = String(character)
          currentUnits = adding(0, character.unicodeScalars)
        } else {
          current.append(character)
          currentUnits = next
        }
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// Widths closer than this (points) count as fitting, so a text offered exactly its own width
  /// (after arithmetic) stays on one line.
  public static let fitTolerance = 1e-6
}
