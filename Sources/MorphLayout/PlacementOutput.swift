import MorphCore
import MorphViewTree

/// What placement produces, in drawing order.
struct PlacementOutput {
  var glass: [GlassElement] = []
  var content: [ContentItem] = []
  private var placedItems: [LaidOutState.Item] = []
  var containers: [LaidOutState.Container] = []
  var diagnostics: [Diagnostic] = []
  /// The canvas and its safe area, for views that ignore the safe area.
  let canvas: Rect
  let safeArea: Rect
  /// The content keys used so far (a matched-geometry ID used twice falls back to its place).
  var contentKeys: Set<String> = []

  /// One level of drawing order: a view's `.zIndex` and the order it was placed in.
  private struct Order: Comparable {
    let zIndex: Double
    let sequence: Int
    static func < (a: Order, b: Order) -> Bool { (a.zIndex, a.sequence) < (b.zIndex, b.sequence) }
  }
  /// The order of every view being placed, outermost first.
  private var orderPath: [Order] = []
  private var itemPaths: [[Order]] = []
  private var sequence = 0
  private var usesZIndex = false

  init(canvas: Rect, safeArea: Rect) {
    self.canvas = canvas
    self.safeArea = safeArea
  }

  /// The items in drawing order: placement order, except that among siblings a higher
  /// `.zIndex` draws later (SwiftUI: "controls the display order of overlapping views").
  var items: [LaidOutState.Item] {
    guard usesZIndex else { return placedItems }
    return placedItems.indices.sorted {
      let a = itemPaths[$0]
      let b = itemPaths[$1]
      for (x, y) in zip(a, b) where x != y { return x < y }
      return a.count == b.count ? $0 < $1 : a.count < b.count
    }.map { placedItems[$0] }
  }

  /// Marks the start of placing a view with `zIndex`; every item added until `leaveView()` is
  /// ordered with it.
  mutating func enterView(zIndex: Double) {
    if zIndex != 0 { usesZIndex = true }
    orderPath.append(Order(zIndex: zIndex, sequence: sequence))
    sequence += 1
  }

  /// Marks the end of placing the view entered last.
  mutating func leaveView() {
    orderPath.removeLast()
  }

  mutating func add(_ element: GlassElement) {
    placedItems.append(.glass(glass.count))
    itemPaths.append(orderPath)
    glass.append(element)
  }

  mutating func add(_ item: ContentItem) {
    placedItems.append(.content(content.count))
    itemPaths.append(orderPath)
    contentKeys.insert(item.key)
    content.append(item)
  }
}
