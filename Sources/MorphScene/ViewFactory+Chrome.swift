import MorphCore
import MorphDiagnostics
import MorphViewTree

/// The views iOS 26 draws system chrome for: tab views, tabs, toolbar items and geometry readers
/// (Docs/SystemChrome.md). Navigation stacks are built in `ViewFactory.make`.
extension ViewFactory {
  /// What `Tab(…)` or a view with `.tabItem { … }` says about its tab.
  struct TabInfo {
    let title: String
    let systemImage: String?
    let value: Value?
    let isSearch: Bool
  }

  /// A toolbar placement's name (`topBarTrailing`, `bottomBar`, …); `automatic` when absent.
  func placement(_ value: Value?) -> String {
    if case .symbol(let symbol)? = value { return symbol.head }
    return "automatic"
  }

  /// `Tab("Home", systemImage: "house", value: .home, role: .search) { content }`: its content as
  /// a group, its label and value remembered for the enclosing `TabView`.
  func tab(_ arguments: [Value.Argument], identity: String, at location: SourcePosition) -> Value {
    let title = arguments.first { $0.label == nil && !isClosureValue($0.value) }?.value.interpolated
    var isSearch = false
    if case .symbol(let role)? = arguments.first(where: { $0.label == "role" })?.value {
      isSearch = role.head == "search"
    }
    evaluator.tabs[identity] = TabInfo(
      title: title ?? (isSearch ? "Search" : "Tab"),
      systemImage: arguments.first { $0.label == "systemImage" }.map {
        checkedSymbol($0.value.interpolated, at: location)
      } ?? (isSearch ? "magnifyingglass" : nil),
      value: arguments.first { $0.label == "value" }?.value, isSearch: isSearch)
    let content = arguments.last { $0.label == nil && isClosureValue($0.value) }
    return .view(
      ViewNode(
        kind: .group,
        children: content.map { views(of: $0.value, identity: identity, at: location) } ?? [],
        identity: identity, location: location))
  }

  /// `TabView(selection:) { Tab … }`: the tabs, and only the selected tab's content as the child.
  /// Without a `selection:` binding the tab view keeps its selection itself (a slot of its own).
  func tabView(
    _ arguments: [Value.Argument], identity: String, in context: Evaluator.Context,
    at location: SourcePosition
  ) -> Value {
    guard let closure = arguments.last(where: { isClosureValue($0.value) }) else {
      evaluator.report(.noContent, "This TabView has no tabs.", at: location)
      return .view(
        ViewNode(
          kind: .tabView(tabs: [], selected: 0, paged: false), identity: identity,
          location: location))
    }
    var pages: [(info: TabInfo, node: ViewNode)] = []
    func collect(_ node: ViewNode) {
      if let info = evaluator.tabs[node.identity] {
        pages.append((info, node))
      } else if case .group = node.kind, !node.children.isEmpty {
        for child in node.children { collect(child) }
      } else {
        pages.append(
          (
            TabInfo(
              title: firstText([node]) ?? "Tab \(pages.count + 1)", systemImage: nil,
              value: evaluator.tags[node.identity], isSearch: false), node
          ))
      }
    }
    for node in views(of: closure.value, identity: identity + "/tabs", at: location) {
      collect(node)
    }
    // The selection: the binding's value, else the tab view's own slot (the first tab at first).
    let reference: Reference
    if case .binding(let binding)? = arguments.first(where: { $0.label == "selection" })?.value {
      reference = binding
    } else {
      let key = identity + "#selection"
      if evaluator.store.slot(key) == nil { evaluator.store.setSlot(key, .int(0)) }
      evaluator.store.touch(
        key,
        info: StateStore.SlotInfo(
          property: "selection", ownerType: "TabView", type: nil, isTopLevel: false))
      reference = .slot(key)
    }
    let current = evaluator.read(reference)
    var selected = 0
    var tabs: [TabSpec] = []
    for (index, page) in pages.enumerated() {
      let value = page.info.value ?? evaluator.tags[page.node.identity] ?? .int(index)
      if value.isEqual(to: current) { selected = index }
      let actionIndex = evaluator.actions.count
      evaluator.actions.append(.native(.assign(reference, value)))
      tabs.append(
        TabSpec(
          title: page.info.title, systemImage: page.info.systemImage, isSearch: page.info.isSearch,
          action: ButtonInfo(
            actionIndex: actionIndex, title: page.info.title, systemImage: page.info.systemImage,
            role: nil, kind: .button)))
    }
    let shown = pages.indices.contains(selected) ? [pages[selected].node] : []
    return .view(
      ViewNode(
        kind: .tabView(tabs: tabs, selected: selected, paged: false), children: shown,
        identity: identity, location: location))
  }

  /// The iPhone 16 Pro's safe-area insets in points (status bar and Dynamic Island above, home
  /// indicator below; `DevicePreset.iPhone16Pro` in MorphLayout, which this stage cannot import).
  static let deviceSafeArea = (top: 62.0, bottom: 34.0)

  /// `GeometryReader { proxy in … }`: the proxy's size is the screen's safe area (402 × 778 pt on
  /// the iPhone 16 Pro) and its `safeAreaInsets` the screen's (62 pt above, 34 below); a note says
  /// so.
  func geometryContent(_ arguments: [Value.Argument], identity: String, at location: SourcePosition)
    -> [ViewNode]
  {
    guard let closure = arguments.last(where: { isClosureValue($0.value) }) else { return [] }
    evaluator.report(
      .approximation,
      "GeometryReader's proxy reports the iPhone 16 Pro's safe area (402 × 778 pt), not the space the layout gives it.",
      at: location)
    let size = Value.instance(
      Value.InstanceValue(
        type: "CGSize", properties: ["width": .double(402), "height": .double(778)]))
    let insets = [
      ("top", Self.deviceSafeArea.top), ("leading", 0), ("bottom", Self.deviceSafeArea.bottom),
      ("trailing", 0),
    ].map { Value.Argument(label: $0.0, value: .double($0.1), location: location) }
    let safeAreaInsets = Value.symbol(
      Value.Symbol(type: "EdgeInsets", steps: [.init(name: "init", arguments: insets)]))
    let proxy = Value.instance(
      Value.InstanceValue(
        type: "GeometryProxy", properties: ["size": size, "safeAreaInsets": safeAreaInsets]))
    return views(of: closure.value, identity: identity, at: location, arguments: [proxy])
  }

  /// `ScrollViewReader { proxy in … }`: its content, given a proxy whose `scrollTo` the
  /// simulator does not follow (content is laid out whole, not scrolled).
  func scrollReaderContent(
    _ arguments: [Value.Argument], identity: String, at location: SourcePosition
  ) -> [ViewNode] {
    guard let closure = arguments.last(where: { isClosureValue($0.value) }) else { return [] }
    let proxy = Value.instance(Value.InstanceValue(type: "ScrollViewProxy", properties: [:]))
    return views(of: closure.value, identity: identity, at: location, arguments: [proxy])
  }
}
