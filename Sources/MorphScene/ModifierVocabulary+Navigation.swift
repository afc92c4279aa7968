import MorphViewTree

extension ModifierVocabulary {
  /// Bars, titles, search and tabs, placed where iOS 26 places them (Docs/SystemChrome.md).
  static let navigation: [ModifierRule] = [
    ModifierRule(
      "toolbar", summary: "`ToolbarItem`s in glass capsules (`.toolbar(.hidden)` is quiet)"
    ) {
      call in
      // `.toolbar { ToolbarItem … }`; `.toolbar(.hidden)` and friends change nothing here.
      guard
        let closure = call.arguments.last(where: {
          ($0.label == nil || $0.label == "content") && call.isClosure($0.value)
        })
      else { return }
      let identity = call.node.identity + "/toolbar"
      let items = ViewFactory(call.evaluator).views(
        of: closure.value, identity: identity, at: call.location)
      call.add(
        .toolbar(
          ViewNode(kind: .group, children: items, identity: identity, location: call.location)))
    },
    ModifierRule(
      "navigationBarBackButtonHidden",
      summary: "`true` (the default) takes the back button off a pushed view's bar"
    ) { call in
      if case .bool(false)? = call.first { return }
      call.evaluator.hiddenBackButtons.insert(call.node.identity)
    },
    ModifierRule("navigationTitle", summary: "the bar's title") { call in
      if let first = call.first { call.add(.navigationTitle(first.interpolated)) }
    },
    ModifierRule(
      "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", summary: "`.large` or `.inline`"
    ) { call in
      if case .symbol(let mode)? = call.first { call.add(.navigationTitleDisplayMode(mode.head)) }
    },
    ModifierRule("searchable", summary: "a glass search field at the bottom, with its prompt") {
      call in
      call.add(.searchable(prompt: call.labelled("prompt")?.interpolated ?? "Search"))
    },
    ModifierRule("safeAreaInset", "safeAreaBar", summary: "content at an edge, insetting the rest")
    {
      call in
      var edge = "bottom"
      if case .symbol(let symbol)? = call.labelled("edge") { edge = symbol.head }
      guard let content = call.decoration(identity: call.node.identity + "/\(call.name)") else {
        return
      }
      call.add(
        .safeAreaInset(
          edge: edge, spacing: call.number("spacing"), content: content,
          isBar: call.name == "safeAreaBar"))
    },
    ModifierRule("tabItem", summary: "a tab's title and symbol (the older way to make tabs)") {
      call in
      let factory = ViewFactory(call.evaluator)
      let identity = call.node.identity + "/tabItem"
      let label =
        call.arguments.last(where: { call.isClosure($0.value) }).map {
          factory.views(of: $0.value, identity: identity, at: call.location)
        } ?? []
      var symbol: String? = nil
      for view in label {
        view.forEachNode { inner in
          if symbol == nil, case .symbol(let name) = inner.kind { symbol = name }
          if symbol == nil, case .label(_, let image) = inner.kind { symbol = image }
        }
      }
      call.evaluator.tabs[call.node.identity] = ViewFactory.TabInfo(
        title: factory.firstText(label) ?? "Tab", systemImage: symbol,
        value: call.evaluator.tags[call.node.identity], isSearch: false)
    },
    ModifierRule(
      "sheet", "fullScreenCover", "popover",
      summary:
        "while `isPresented:` is true (or `item:` set), the content over the whole view: a sheet at its smallest detent (partial heights inset on glass), a full-screen cover; a popover is a sheet on iPhone; `dismiss()` inside ends it"
    ) { call in
      call.evaluator.present(call)
    },
    ModifierRule(
      "navigationDestination",
      summary:
        "declares what a pushed value shows (`for:`), or pushes while `isPresented:` is true or `item:` is set"
    ) { call in
      ViewFactory(call.evaluator).navigationDestination(call)
    },
    ModifierRule(
      "alert", "confirmationDialog",
      summary:
        "while `isPresented:` is true, a glass card over the view — an alert centred, a dialog at the bottom: title, `message:`, buttons (each dismisses; OK, or the dialog's Cancel, when missing)"
    ) { call in
      call.evaluator.presentAlert(call)
    },
    ModifierRule(
      "presentationDetents",
      summary:
        "inside a sheet: `.large`, `.medium`, `.fraction(f)`, `.height(h)`; it opens at the smallest, or at `selection:`"
    ) { call in
      call.evaluator.presentationDetents(call)
    },
    ModifierRule(
      "presentationBackgroundInteraction",
      summary: "inside a sheet: `.enabled` keeps the view underneath tappable"
    ) { call in
      call.evaluator.presentationBackgroundInteraction(call)
    },
    ModifierRule(
      "interactiveDismissDisabled",
      summary: "inside a sheet: pulling it down (`swipe down …`) does not dismiss it"
    ) { call in
      call.evaluator.interactiveDismissDisabled(call)
    },
    ModifierRule("presentationCornerRadius", summary: "inside a sheet: its corner radius") {
      call in
      call.evaluator.presentationCornerRadius(call)
    },
    ModifierRule("tabViewStyle", summary: "`.page` makes a paged `TabView` with dots") { call in
      if case .symbol(let style)? = call.first, style.head == "page",
        case .tabView(let tabs, let selected, _) = call.node.kind
      {
        call.node.kind = .tabView(tabs: tabs, selected: selected, paged: true)
      }
    },
  ]
}
