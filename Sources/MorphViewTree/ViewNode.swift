import MorphCore
import MorphDiagnostics

/// One view of an evaluated view tree: what it is, its children, its modifiers in order and a
/// structural identity.
///
/// The identity is SwiftUI's structural identity made explicit: the path of source positions of
/// the expressions that produced the view and its ancestors, with `ForEach` element IDs and `if`
/// branches, so the same view in two states has the same identity.
package struct ViewNode: Hashable, Sendable {
  /// What the view is.
  package var kind: ViewKind
  /// Child views in order (a button's label, a stack's content, a custom view's body).
  package var children: [ViewNode]
  /// Modifiers in the order applied (innermost first).
  package var modifiers: [ViewModifier]
  /// The structural identity.
  package var identity: String
  /// Where the view was created in the scene.
  package var location: SourcePosition

  /// Creates a view node.
  package init(
    kind: ViewKind, children: [ViewNode] = [], modifiers: [ViewModifier] = [], identity: String,
    location: SourcePosition
  ) {
    self.kind = kind
    self.children = children
    self.modifiers = modifiers
    self.identity = identity
    self.location = location
  }

  /// Visits this node and every descendant depth-first, children and modifier content in order.
  package func forEachNode(_ body: (ViewNode) -> Void) {
    body(self)
    for node in heldViews { node.forEachNode(body) }
    for child in children { child.forEachNode(body) }
  }

  /// The views this view's modifiers hold (backgrounds, overlays, toolbars, insets), in order.
  package var heldViews: [ViewNode] {
    modifiers.compactMap { modifier in
      switch modifier {
      case .background(let node, _), .overlay(let node, _), .toolbar(let node),
        .safeAreaInset(_, _, let node, _):
        return node
      default: return nil
      }
    }
  }
}
