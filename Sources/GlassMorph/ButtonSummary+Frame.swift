import MorphCore
import MorphLayout
import MorphScene

extension ButtonSummary {
  /// The key of the glass this button is drawn on in `layout`: the element with its glass ID, else
  /// the glass its label's text or symbol sits on; nil when it has no glass there.
  public func glassKey(in layout: LaidOutState) -> String? {
    if let id = glassID, let element = layout.glass.first(where: { $0.id == id }) {
      return element.key
    }
    return label(in: layout, onGlass: true)?.glassKey
  }

  /// Where the button is on screen in `layout`, in points: its glass's frame, else its label's;
  /// nil when neither is laid out (a gesture on a shape without text, say).
  public func frame(in layout: LaidOutState) -> Rect? {
    if let key = glassKey(in: layout), let element = layout.glass.first(where: { $0.key == key }) {
      return element.frame
    }
    return label(in: layout, onGlass: false)?.frame
  }

  /// The first content item that shows this button's text or symbol (on glass, if `onGlass`).
  private func label(in layout: LaidOutState, onGlass: Bool) -> ContentFrame? {
    layout.content.first { item in
      if onGlass && item.glassKey == nil { return false }
      switch item.kind {
      case .symbol(let name): return name == symbol
      case .text(let value, _): return value == text
      default: return false
      }
    }
  }
}
