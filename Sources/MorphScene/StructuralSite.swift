import MorphViewTree

/// Names of places in a scene file that survive edits which change no code: a token's text and
/// its ordinal among the file's tokens of the same text (`HStack#1`, `Button#3`, `{#12`).
///
/// A view's identity is the path of the places that made it (`Preview/ZStack#1/Toolbar#1/HStack#1/
/// Button#3`), so glass without an ID keeps its key when lines shift: adding a blank line or a
/// comment renames nothing; adding a `Button` earlier in the file renumbers the later ones.
enum StructuralSite {
  /// The name of each token's place, by its offset (tokens of inactive `#if` branches are gone).
  static func names(of tokens: [Token]) -> [Int: String] {
    var counts: [String: Int] = [:]
    var names: [Int: String] = [:]
    for token in tokens {
      let text = label(token.kind)
      let ordinal = (counts[text] ?? 0) + 1
      counts[text] = ordinal
      names[token.location.offset] = "\(text)#\(ordinal)"
    }
    return names
  }

  /// What a token is called in a site name.
  static func label(_ kind: Token.Kind) -> String {
    switch kind {
    case .identifier(let name): return name
    case .integer, .float: return "number"
    case .string: return "string"
    case .attribute(let name): return "@" + name
    case .pound(let name): return "#" + name
    case .dollar(let name): return "$" + name
    case .op(let text): return text
    case .punct(let character): return String(character)
    case .end: return "end"
    }
  }
}
