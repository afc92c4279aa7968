extension Value {
  /// Whether this is a placeholder: an unknown.
  var isPlaceholder: Bool {
    if case .placeholder = self { return true } else { return false }
  }

  /// Whether this stands for work cut short by the step budget (`…`), not for an unknown.
  var isCutShort: Bool {
    if case .placeholder("…") = self { return true } else { return false }
  }

  /// Whether this is a `Double`.
  var isDouble: Bool {
    if case .double = self { return true } else { return false }
  }

  /// How an operand reads inside an unknown condition's name.
  var unknownText: String {
    switch self {
    case .placeholder(let text): return text
    case .none: return "nil"
    case .string(let text): return "\"" + text + "\""
    default: return interpolated
    }
  }
}
