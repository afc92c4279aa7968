extension ViewNode {
  /// How deep layout recurses into this view: one level for the view and one per modifier (each
  /// modifier is a layer laid out around the ones inside it), plus the deepest of its children
  /// and of the views its modifiers hold (backgrounds, overlays, toolbars, insets).
  package var layoutDepth: Int { deepest.depth }

  /// The view at the bottom of the deepest path (`layoutDepth`) inside this one.
  package var deepestView: ViewNode { deepest.view }

  /// `layoutDepth` and the view at the bottom of that path, in one walk.
  private var deepest: (depth: Int, view: ViewNode) {
    var inner: (depth: Int, view: ViewNode)? = nil
    for node in nested {
      let candidate = node.deepest
      if candidate.depth > inner?.depth ?? -1 { inner = candidate }
    }
    return (1 + modifiers.count + (inner?.depth ?? 0), inner?.view ?? self)
  }

  /// The children, then the views the modifiers hold.
  private var nested: [ViewNode] { children + heldViews }

  /// This view with everything deeper than `depth` levels (`layoutDepth`) left out: a view that
  /// would pass it is empty, without modifiers or content.
  package func limited(toDepth depth: Int) -> ViewNode {
    guard depth > modifiers.count else {
      return ViewNode(kind: .empty, identity: identity, location: location)
    }
    let left = depth - 1 - modifiers.count
    var copy = self
    copy.children = children.map { $0.limited(toDepth: left) }
    copy.modifiers = modifiers.map { modifier in
      switch modifier {
      case .background(let node, let alignment):
        return .background(node.limited(toDepth: left), alignment)
      case .overlay(let node, let alignment):
        return .overlay(node.limited(toDepth: left), alignment)
      case .toolbar(let node):
        return .toolbar(node.limited(toDepth: left))
      case .safeAreaInset(let edge, let spacing, let node, let isBar):
        return .safeAreaInset(
          edge: edge, spacing: spacing, content: node.limited(toDepth: left), isBar: isBar)
      default:
        return modifier
      }
    }
    return copy
  }
}
