import MorphViewTree

/// Every tappable thing of a view tree in tree order — buttons, tap and long-press gestures,
/// toggles, picker options, stepper halves, tabs — each named by its label; except inside
/// `.disabled(true)`, `.allowsHitTesting(false)` or `.hidden()`, where only the app's and
/// system's events (`appear`, `receive …`) still happen, as SwiftUI runs `onAppear` of a view
/// under a sheet or disabled.
struct TapCollector {
  /// What was found so far, in tree order.
  private(set) var taps: [ButtonSummary] = []

  /// Collects the taps of `node` and everything it shows; `style` is the `buttonStyle` its
  /// ancestors set.
  mutating func visit(_ node: ViewNode, blocked: Bool = false, style: ButtonStyleKind = .plain) {
    // A view's own `buttonStyle` (its first, the innermost) wins over its ancestors'.
    let style =
      node.modifiers.lazy.compactMap {
        if case .buttonStyle(let own) = $0 { own } else { nil }
      }.first ?? style
    let blocked =
      blocked
      || node.modifiers.contains {
        switch $0 {
        case .disabled(true), .allowsHitTesting(false), .hidden: true
        default: false
        }
      }
    // Only taps are named: naming walks the node's subtree, so naming every node made a deep
    // tree quadratic (a view nested in itself 64 levels, found by fuzzing).
    let label = isTappable(node, blocked: blocked) ? Self.label(of: node) : Label()
    if !blocked { addControls(of: node, label: label, style: style) }
    addGestures(of: node, label: label, blocked: blocked)
    for modifier in node.modifiers {
      if case .background(let content, _) = modifier {
        visit(content, blocked: blocked, style: style)
      }
    }
    // A control's label is part of it, not taps of its own; but a gesture inside a button's
    // label takes the taps on its view first (a child's gesture takes precedence over its
    // parent's: Apple's `gesture(_:including:)`), so a button's label is visited.
    switch node.kind {
    case .toggle, .stepper, .picker: break
    default: for child in node.children { visit(child, blocked: blocked, style: style) }
    }
    for modifier in node.modifiers {
      switch modifier {
      case .overlay(let content, _), .toolbar(let content), .safeAreaInset(_, _, let content, _):
        visit(content, blocked: blocked, style: style)
      default: continue
      }
    }
    // A swipe is a finger's, never an event: a blocked sheet offers none.
    for case .gesture(let info) in node.modifiers where !blocked && info.kind == .swipeDown {
      add(info, node, text: "swipe down " + (info.title ?? "sheet"))
    }
  }

  /// The first text, symbol and glass ID in a view, for naming a tap on it.
  struct Label {
    var text: String? = nil
    var symbol: String? = nil
    var glassID: String? = nil
  }

  private mutating func add(
    _ info: ButtonInfo, _ node: ViewNode, text: String?, symbol: String? = nil,
    glassID: String? = nil
  ) {
    taps.append(
      ButtonSummary(
        index: taps.count, glassID: glassID, text: text, symbol: symbol,
        location: node.location, kind: info.kind, actionIndex: info.actionIndex))
  }

  private func isTappable(_ node: ViewNode, blocked: Bool) -> Bool {
    guard !blocked else { return false }
    switch node.kind {
    case .button, .toggle, .stepper: return true
    default:
      return node.modifiers.contains {
        if case .gesture(let info) = $0, !info.kind.isEvent { true } else { false }
      }
    }
  }

  /// The control `node` is, if any: a button, toggle, stepper, picker or tab view.
  private mutating func addControls(of node: ViewNode, label: Label, style: ButtonStyleKind) {
    switch node.kind {
    case .button(let info) where !Self.labelTakesEveryTap(node, style: style):
      add(
        info, node, text: info.title ?? label.text, symbol: info.systemImage ?? label.symbol,
        glassID: label.glassID)
    case .toggle(_, let info):
      add(info, node, text: info.title ?? label.text, symbol: label.symbol, glassID: label.glassID)
    case .stepper(let minus, let plus):
      add(minus, node, text: minus.title ?? label.text.map { $0 + " −" })
      add(plus, node, text: plus.title ?? label.text.map { $0 + " +" })
    case .picker(let options, _):
      for option in options { add(option.action, node, text: option.title) }
    case .tabView(let tabs, _, _):
      for tab in tabs { add(tab.action, node, text: tab.title, symbol: tab.systemImage) }
    default:
      break
    }
  }

  /// The gestures and events on `node` itself, but its sheet's swipe (which comes after the taps
  /// inside the sheet, what it is for).
  private mutating func addGestures(of node: ViewNode, label: Label, blocked: Bool) {
    for case .gesture(let info) in node.modifiers
    where (!blocked || info.kind.isEvent) && info.kind != .swipeDown {
      if info.kind == .press || info.kind == .contextMenu {
        // Named for the view a finger holds down (`press Tap me!`, `context menu Row`).
        let held =
          info.title ?? label.text ?? label.symbol ?? label.glassID.map { "'\($0)'" } ?? "view"
        add(info, node, text: info.kind.rawValue + " " + held)
      } else if info.kind.isEvent || info.kind == .typing || info.kind == .drag
        || info.kind == .slider
      {
        // Named for what it is, not for the view it is on: nothing to click, or a field whose
        // text is what the tap changes.
        add(info, node, text: info.title)
      } else {
        add(
          info, node, text: info.title ?? label.text, symbol: label.symbol,
          glassID: label.glassID)
      }
    }
  }

  /// Whether every tap on `button` lands on a tap gesture of its label, so its own action never
  /// runs: the label's outermost view has `onTapGesture` (a child's gesture takes precedence over
  /// its parent's) and the style draws no border around the label that could be tapped instead.
  private static func labelTakesEveryTap(_ button: ViewNode, style: ButtonStyleKind) -> Bool {
    guard style == .plain, button.children.count == 1 else { return false }
    // The label closure's views come as a group; its one view is the label.
    var label = button.children[0]
    while case .group = label.kind, label.modifiers.isEmpty, label.children.count == 1 {
      label = label.children[0]
    }
    return label.modifiers.contains {
      if case .gesture(let info) = $0 { info.kind == .tapGesture } else { false }
    }
  }

  /// The first text, symbol and glass ID in a view (its label), for naming a tap.
  private static func label(of node: ViewNode) -> Label {
    var label = Label()
    for case .glassEffectID(let id, _) in node.modifiers { label.glassID = id }
    // The view's own content (not its overlays and backgrounds, which are taps of their own).
    func visit(_ inner: ViewNode) {
      switch inner.kind {
      case .text(let value) where label.text == nil: label.text = value
      case .symbol(let value) where label.symbol == nil: label.symbol = value
      case .label(let title, let image):
        if label.text == nil { label.text = title }
        if label.symbol == nil { label.symbol = image }
      default: break
      }
      if label.glassID == nil {
        for case .glassEffectID(let id, _) in inner.modifiers { label.glassID = id }
      }
      for child in inner.children { visit(child) }
    }
    visit(node)
    return label
  }
}
