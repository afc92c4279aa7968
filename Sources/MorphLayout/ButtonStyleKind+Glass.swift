import MorphViewTree

extension ButtonStyleKind {
  /// Whether the style draws glass (`.glass`, `.glass(_:)`, `.glassProminent`).
  var isGlass: Bool {
    switch self {
    case .glass, .glassProminent: return true
    case .bordered, .plain: return false
    }
  }
}
