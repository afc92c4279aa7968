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
  public func lines(
    of text: String, width: Double, size: Double, weight: String, monospacedDigits: Bool = false
  ) -> [String] {
    func measure(_ candidate: String) -> Double {
      self.width(of: candidate, size: size, weight: weight, monospacedDigits: monospacedDigits)
    }
    guard measure(text) > width else { return [text] }
    var lines: [String] = []
    var current = ""
    func fits(_ candidate: String) -> Bool { measure(candidate) <= width + Self.fitTolerance }
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if fits(candidate) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      // A word wider than the line breaks between characters.
      for character in word {
        let next = current + String(character)
        if !current.isEmpty, !fits(next) {
          lines.append(current)
          current = String(character)
        } else {
          current = next
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
