import MorphCore
import Testing

/// `FontMetrics.lines(of:width:…)` carries each line's width as it grows (linear in the text).
/// The reference here measures every candidate line whole, as the rule is stated: break at spaces
/// greedily, a word wider than a line between characters. Both must break every text the same.
@Suite struct LineBreakingTests {
  /// The rule, measured whole each time (quadratic, fine for short texts).
  static func reference(_ text: String, width: Double, size: Double) -> [String] {
    let metrics = FontMetrics.inter
    func fits(_ candidate: String) -> Bool {
      metrics.width(of: candidate, size: size, weight: "regular") <= width
        + FontMetrics.fitTolerance
    }
    guard metrics.width(of: text, size: size, weight: "regular") > width else { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if fits(candidate) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
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

  static let texts = [
    "Flights, hotel and three saved places for the weekend trip to Lisbon.",
    "Supercalifragilisticexpialidocious-and-then-some-more-characters-without-spaces",
    "a  b   c    double  spaces and a trailing one ",
    "Ünïcödé — “quotes” … and emoji 👩‍👩‍👧‍👦 in a line",
    String(repeating: "x", count: 500),
    "",
  ]

  @Test(arguments: texts)
  func breaksAsTheRuleMeasuredWhole(_ text: String) {
    for width in [20.0, 57.5, 120.0, 300.0] {
      for size in [13.0, 17.0] {
        #expect(
          FontMetrics.inter.lines(of: text, width: width, size: size, weight: "regular")
            == Self.reference(text, width: width, size: size), "\(width) pt, \(size) pt")
      }
    }
  }

  @Test func aLongWordBreaksIntoLinesOfTheWidth() {
    // 200 000 × "x" at 17 pt in 100-pt lines: every line but the last holds the same count,
    // the most whose width fits (counted here from one character's advance).
    let text = String(repeating: "x", count: 200_000)
    let lines = FontMetrics.inter.lines(of: text, width: 100, size: 17, weight: "regular")
    let advance = FontMetrics.inter.width(of: "x", size: 17, weight: "regular")
    let perLine = Int((100 + FontMetrics.fitTolerance) / advance)
    #expect(lines.dropLast().allSatisfy { $0.count == perLine })
    #expect(lines.map(\.count).reduce(0, +) == 200_000)
  }
}
