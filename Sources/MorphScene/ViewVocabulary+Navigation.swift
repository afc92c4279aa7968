extension ViewVocabulary {
  /// Navigation, tabs, toolbars and geometry, placed where iOS 26 places them
  /// (Docs/SystemChrome.md).
  static let navigation: [ViewRule] = [
    ViewRule(
      "NavigationStack", "NavigationView",
      summary: "a bar with its title and toolbar over the root, or the last view pushed (`path:`)"
    ) { call in
      call.factory.navigationStack(call)
    },
    ViewRule(
      "NavigationLink",
      summary:
        "its label as a button (a row with a chevron in a list) that pushes its destination or `value:`"
    ) { call in
      call.factory.navigationLink(call)
    },
    ViewRule(
      "DisclosureGroup",
      summary:
        "its label as a row with a chevron that shows or hides its content: collapsed at first, or as `isExpanded:` binds; the system animates the change"
    ) { call in
      call.factory.disclosureGroup(call)
    },
    ViewRule("TabView", summary: "the floating glass tab bar, or pages with `.page` style") {
      call in
      call.factory.tabView(
        call.arguments, identity: call.identity, in: call.context, at: call.location)
    },
    ViewRule("Tab", summary: "a tab: title, `systemImage:`, `value:`, `role: .search`") { call in
      call.factory.tab(call.arguments, identity: call.identity, at: call.location)
    },
    ViewRule("ToolbarItem", "ToolbarItemGroup", summary: "toolbar items by `placement:`") { call in
      call.node(
        .toolbarItem(
          placement: call.factory.placement(call.labelled("placement")),
          isGroup: call.name == "ToolbarItemGroup"), call.content())
    },
    ViewRule("ToolbarSpacer", summary: "`.fixed` or `.flexible` space between toolbar groups") {
      call in
      var fixed = false
      if case .symbol(let kind)? = call.arguments.first(where: { $0.label == nil })?.value {
        fixed = kind.head == "fixed"
      }
      return call.node(.toolbarSpacer(fixed: fixed))
    },
    ViewRule(
      "ScrollViewReader",
      summary: "its content, as if written in place; `proxy.scrollTo(…)` changes nothing shown"
    ) { call in
      call.node(
        .group,
        call.factory.scrollReaderContent(
          call.arguments, identity: call.identity, at: call.location))
    },
    ViewRule("GeometryReader", summary: "its content, given the iPhone 16 Pro's safe area") {
      call in
      call.node(
        .geometryReader,
        call.factory.geometryContent(call.arguments, identity: call.identity, at: call.location))
    },
  ]
}
