import MorphCore
import MorphViewTree

/// What placement produces, in drawing order.
struct PlacementOutput {
  var glass: [GlassElement] = []
  var content: [ContentItem] = []
  var items: [LaidOutState.Item] = []
  var containers: [LaidOutState.Container] = []
  var diagnostics: [Diagnostic] = []
  /// The canvas and its safe area, for views that ignore the safe area.
  let canvas: Rect
  let safeArea: Rect

  mutating func add(_ element: GlassElement) {
    items.append(.glass(glass.count))
    glass.append(element)
  }

  mutating func add(_ item: ContentItem) {
    items.append(.content(content.count))
    content.append(item)
  }
}
