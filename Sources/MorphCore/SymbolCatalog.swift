/// SF Symbol names mapped onto Material Icons (Apache 2.0, Debian's
/// fonts-material-design-icons-iconfont): SF Symbols are Apple's and cannot ship, so each name
/// draws the Material icon closest in meaning (Docs/Rendering.md, "Icons"). The table is generated
/// from scripts/symbols/sf-to-material.txt.
///
/// ```swift
/// SymbolCatalog.icon(for: "heart.fill").icon        // "favorite"
/// SymbolCatalog.icon(for: "heart.circle").isExact   // false: drawn as "heart"
/// ```
package enum SymbolCatalog {
  /// The icon a name draws.
  package struct Icon: Hashable, Sendable {
    /// The Material Icons name.
    package let icon: String
    /// Its codepoint in MaterialIcons-Regular.ttf.
    package let codepoint: UInt32
    /// The SF name whose icon is drawn: the name itself when exact, else its family's (nil when no
    /// family is known and the neutral icon is drawn).
    package let symbol: String?
    /// Whether the name itself is in the table (or is a listed name plus `.fill`, which the
    /// one-form font draws the same).
    package let isExact: Bool
  }

  /// How many SF names the table lists.
  package static var count: Int { table.count }

  /// Every SF name the table lists, sorted.
  package static var names: [String] { table.map(\.symbol) }

  /// The icon for SF Symbol `name`: the listed one; for `name.fill` of a one-form family, the
  /// family's; else the longest listed prefix of the name (its family, not exact); else the neutral
  /// icon.
  package static func icon(for name: String) -> Icon {
    if let exact = lookup(name) { return exact }
    if name.hasSuffix(".fill"), let base = lookup(String(name.dropLast(5))) {
      return Icon(icon: base.icon, codepoint: base.codepoint, symbol: base.symbol, isExact: true)
    }
    let filled = name.split(separator: ".").contains("fill")
    var parts = name.split(separator: ".").filter { $0 != "fill" }
    while parts.count > 1 {
      parts.removeLast()
      let family = parts.joined(separator: ".")
      if let match = (filled ? lookup(family + ".fill") : nil) ?? lookup(family) {
        return Icon(
          icon: match.icon, codepoint: match.codepoint, symbol: match.symbol, isExact: false)
      }
    }
    return Icon(
      icon: unknownIcon.icon, codepoint: unknownIcon.codepoint, symbol: nil, isExact: false)
  }

  /// Whether the table lists exactly `name` (not through the one-form `.fill` rule or a family).
  package static func lists(_ name: String) -> Bool { lookup(name) != nil }

  /// The table's entry for exactly `name` (binary search; the table is sorted).
  private static func lookup(_ name: String) -> Icon? {
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      if table[middle].symbol < name { low = middle + 1 } else { high = middle }
    }
    guard low < table.count, table[low].symbol == name else { return nil }
    let entry = table[low]
    return Icon(icon: entry.icon, codepoint: entry.codepoint, symbol: entry.symbol, isExact: true)
  }
}
