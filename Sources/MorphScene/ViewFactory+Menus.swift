import MorphCore
import MorphDiagnostics
import MorphViewTree

/// `Menu`: a button that opens its items in a glass panel over its label, as iOS 26 opens a menu
/// out of the control that shows it (Docs/SystemChrome.md §7): a glass label becomes the panel's
/// glass. Tapping an item runs it and closes the menu; while it is open, the view underneath
/// takes no taps.
extension ViewFactory {
  /// The panel's measures, in points [model: Apple publishes none].
  enum MenuStyle {
    /// The panel's corner radius.
    static let cornerRadius = 22.0
    /// Items are at least this wide and this tall.
    static let itemMinimumWidth = 220.0
    static let itemMinimumHeight = 44.0
    /// Item content's inset from the panel's sides, and the panel's inset above and below.
    static let itemPadding = 16.0
    static let panelPadding = 6.0
  }

  /// `Menu { items } label: { … }`, `Menu("Title") { items }`, `Menu("Title", systemImage:) { … }`:
  /// its label as a button; while open (the menu's own state, closed at first), its items in a
  /// glass panel presented over the label.
  func menu(_ call: ViewCall) -> Value {
    let key = call.identity + "#isOpen"
    let isOpen = isMenuOpen(key, ownerType: "Menu")
    let label = menuLabel(call)
    let actionIndex = evaluator.actions.count
    evaluator.actions.append(.native(.systemAnimated(.toggle(.slot(key)))))
    let info = ButtonInfo(
      actionIndex: actionIndex, title: firstText(label), systemImage: nil, role: nil)
    let button = ViewNode(
      kind: .button(info), children: label, identity: call.identity, location: call.location)
    guard isOpen else { return .view(button) }
    presentMenu(
      call.content(), closing: key, anchor: call.identity, morphsAnchor: true, at: call.location)
    return .view(button)
  }

  /// Whether the menu whose state is the slot `key` is open: the menu's own state, closed at
  /// first, named `<ownerType>.isOpen` in states.
  func isMenuOpen(_ key: String, ownerType: String) -> Bool {
    let store = evaluator.store
    if store.slot(key) == nil { store.setSlot(key, .bool(false)) }
    store.touch(
      key,
      info: StateStore.SlotInfo(
        property: "isOpen", ownerType: ownerType, type: nil, isTopLevel: false))
    if case .bool(true)? = store.slot(key) { return true }
    return false
  }

  /// `items` in a glass panel presented over the view `anchor`, as iOS 26 shows an open menu: each
  /// item runs its action and then closes the menu (`closing`'s slot set false). With
  /// `morphsAnchor`, a glass anchor becomes the panel (a `Menu`'s label); a context menu's view
  /// stays where it is.
  func presentMenu(
    _ items: [ViewNode], closing key: String, anchor: String, morphsAnchor: Bool,
    at location: SourcePosition
  ) {
    let close = NativeAction.systemAnimated(.assign(.slot(key), .bool(false)))
    let items = Self.rows(items).map { item -> ViewNode in
      item.forEachNode { node in
        guard case .button(let info) = node.kind,
          evaluator.actions.indices.contains(info.actionIndex)
        else { return }
        evaluator.actions[info.actionIndex] = .native(
          .sequence([.perform(evaluator.actions[info.actionIndex]), close]))
      }
      var row = item
      row.modifiers += [
        .flexibleFrame(
          minWidth: MenuStyle.itemMinimumWidth, idealWidth: nil, maxWidth: .infinity,
          minHeight: MenuStyle.itemMinimumHeight, idealHeight: nil, maxHeight: nil,
          alignment: Self.leading),
        .padding(EdgeSet.horizontal, MenuStyle.itemPadding),
      ]
      return row
    }
    let shape = ShapeKind.roundedRectangle(cornerRadius: MenuStyle.cornerRadius, continuous: true)
    let panel = ViewNode(
      kind: .stack(.vertical, alignment: Self.leading, spacing: 0), children: items,
      modifiers: [.padding(EdgeSet.vertical, MenuStyle.panelPadding)],
      identity: anchor + "/items", location: location)
    // Presented over everything (the system draws a menu above the app), not inside the
    // control's own glass or modifiers; the view underneath waits for a choice.
    evaluator.hasModalPresentation = true
    if morphsAnchor { evaluator.openMenus.append(anchor) }
    evaluator.presentOver(
      PresentationSpec(style: morphsAnchor ? .menu : .contextMenu, anchor: anchor),
      background: evaluator.systemGlass(shape, identity: anchor + "/panel", at: location),
      content: panel, transition: .opacity, identity: anchor + "/menu", at: location)
  }

  /// The label: the `label:` closure's views, or the title (with `systemImage:`, a `Label`).
  private func menuLabel(_ call: ViewCall) -> [ViewNode] {
    if let value = call.labelled("label") {
      return views(of: value, identity: call.identity + "/label", at: call.location)
    }
    guard
      let title = call.arguments.first(where: { $0.label == nil && !isClosure($0.value) })?.value
    else { return [] }
    let kind: ViewKind
    if let image = call.labelled("systemImage") {
      kind = .label(title: title.interpolated, systemImage: image.interpolated)
    } else {
      kind = .text(title.interpolated)
    }
    return [ViewNode(kind: kind, identity: call.identity + "/label", location: call.location)]
  }
}

extension Evaluator {
  /// iOS 26 opens a glass control's menu out of the control: where an open menu's label carries
  /// glass of its own (`.buttonStyle(.glass)`, `.glassEffect()` on the `Menu`), the label is
  /// hidden while the menu is open and the panel's glass takes the label's identity and
  /// `glassEffectID`, so the timeline morphs the one into the other (matched geometry).
  func morphOpenMenus(under base: inout ViewNode) {
    for label in openMenus {
      var glassIDs: [ViewModifier]? = nil
      ViewFactory.modify(&base, identity: label) { node in
        guard Self.carriesGlass(node) else { return }
        glassIDs = node.modifiers.filter {
          if case .glassEffectID = $0 { return true } else { return false }
        }
        node.modifiers.append(.hidden)
      }
      guard let glassIDs else { continue }
      for index in presented.indices {
        ViewFactory.modify(&presented[index], identity: label + "/panel") { panel in
          panel.identity = label
          panel.modifiers += glassIDs
        }
      }
    }
  }

  /// Whether `node` draws glass itself: an enabled `.glassEffect` or a glass button style among
  /// its own modifiers.
  static func carriesGlass(_ node: ViewNode) -> Bool {
    node.modifiers.contains { modifier in
      switch modifier {
      case .glassEffect(let glass, _, let isEnabled): return isEnabled && glass.variant != .identity
      case .buttonStyle(.glass), .buttonStyle(.glassProminent): return true
      default: return false
      }
    }
  }
}

extension ViewFactory {
  /// Changes the first node of `identity` in `node`'s tree (children first, depth first).
  static func modify(
    _ node: inout ViewNode, identity: String, _ change: (inout ViewNode) -> Void
  ) {
    _ = modifyFirst(&node, identity: identity, change)
  }

  private static func modifyFirst(
    _ node: inout ViewNode, identity: String, _ change: (inout ViewNode) -> Void
  ) -> Bool {
    if node.identity == identity {
      change(&node)
      return true
    }
    for index in node.children.indices
    where modifyFirst(&node.children[index], identity: identity, change) {
      return true
    }
    return false
  }
}
