import Foundation
import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree
import Testing

@testable import MorphLayout

/// Helpers for layout tests: lay out views written as values on an explicit canvas (no safe
/// area).
enum LayoutTestSupport {
  /// `body` (views written as values, `ViewValues`) as the body of a view `V`, laid out on a
  /// `width` × `height` pt canvas: no Swift source, no interpreter.
  static func layout(_ body: ViewNode, width: Double = 400, height: Double = 300) -> LaidOutState {
    layout(body, canvas: .size(Size(width: width, height: height)))
  }

  /// `body` as the body of a view `V`, laid out on `canvas`.
  static func layout(_ body: ViewNode, canvas: CanvasChoice) -> LaidOutState {
    let root = ViewNode.value(.custom(name: "V"), [body]).identified(at: "V")
    return SceneLayout.layout(ViewTree(root: root, preview: nil, rootName: "V"), canvas: canvas)
  }

  /// Frames of the glass elements, in drawing order.
  static func glassFrames(_ state: LaidOutState) -> [Rect] { state.glass.map(\.frame) }

  /// Whether two rectangles agree within `tolerance` points on every edge.
  static func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  /// The frame of the content item whose key ends with `suffix` and that is of the given kind.
  static func item(_ state: LaidOutState, text: String) -> ContentFrame? {
    state.content.first { if case .text(text, _) = $0.kind { return true } else { return false } }
  }
}
