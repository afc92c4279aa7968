import MorphCore

extension ViewNode {
  /// Whether the tree asks for Liquid Glass anywhere: an enabled `.glassEffect` other than
  /// `.identity`, or a glass button style. What the view says, before layout (system chrome
  /// such as a tab bar, and glass laid out to nothing, are layout's to find).
  package var asksForGlass: Bool {
    var found = false
    forEachNode { node in
      guard !found else { return }
      for modifier in node.modifiers {
        switch modifier {
        case .glassEffect(let spec, _, let isEnabled) where isEnabled && spec.variant != .identity:
          found = true
        case .buttonStyle(.glass(let spec)) where spec.variant != .identity:
          found = true
        case .buttonStyle(.glassProminent):
          found = true
        default:
          continue
        }
      }
    }
    return found
  }
}
