import MorphViewTree

extension ViewVocabulary {
  /// Stacks, groups, repetition, scrolling and grids (Docs/Layout.md).
  static let containers: [ViewRule] = [
    ViewRule("GlassEffectContainer", summary: "glass inside it morphs and merges (`spacing:`)") {
      call in
      call.node(.glassEffectContainer(spacing: call.number("spacing")), call.content())
    },
    ViewRule("HStack", "LazyHStack", summary: "a row (`alignment:`, `spacing:`)") { call in
      call.node(
        .stack(.horizontal, alignment: call.alignment, spacing: call.number("spacing")),
        call.content())
    },
    ViewRule("VStack", "LazyVStack", summary: "a column (`alignment:`, `spacing:`)") { call in
      call.node(
        .stack(.vertical, alignment: call.alignment, spacing: call.number("spacing")),
        call.content())
    },
    ViewRule("ZStack", summary: "layers (`alignment:`)") { call in
      call.node(.zStack(alignment: call.alignment), call.content())
    },
    ViewRule("Group", summary: "its views, as if written in place") { call in
      call.node(.group, call.content())
    },
    ViewRule(
      "WindowGroup", "Window", "DocumentGroup",
      summary:
        "an app's window (in `struct …: App`): its views, as the iPhone shows them; other scenes (`Settings`, `MenuBarExtra`, `ImmersiveSpace`) show nothing on an iPhone"
    ) { call in
      call.node(.group, call.content())
    },
    ViewRule(
      "Settings", "MenuBarExtra", "ImmersiveSpace", "UtilityWindow",
      summary: "a scene an iPhone does not show (a Mac's settings, a menu bar item): nothing"
    ) { call in
      call.node(.group, [])
    },
    ViewRule(
      "ForEach", summary: "ranges, arrays, `.indices`, `allCases`, with `id:` key paths"
    ) { call in
      call.node(
        .group, call.factory.forEach(call.arguments, identity: call.identity, at: call.location))
    },
    ViewRule("ScrollView", summary: "scrolls on its axis (laid out at its top)") { call in
      var axis = Axis.vertical
      if case .symbol(let symbol)? = call.arguments.first(where: {
        $0.label == nil && !call.factory.isClosure($0.value)
      })?.value, symbol.head == "horizontal" {
        axis = .horizontal
      }
      return call.node(.scroll(axis), call.content())
    },
    ViewRule(
      "List", "Form",
      summary:
        "rows and sections inset grouped on cards over the grouped background, scrolling (`List(items) { … }` as `ForEach`)"
    ) { call in
      call.factory.list(call)
    },
    ViewRule("Section", summary: "a header, rows and footer; in a list, a card of its own") {
      call in
      call.factory.section(call)
    },
    ViewRule("LazyVGrid", "LazyHGrid", summary: "`GridItem` columns or rows") { call in
      let isVertical = call.name == "LazyVGrid"
      let items = call.factory.gridItems(
        call.labelled(isVertical ? "columns" : "rows"), at: call.location)
      return call.node(
        .grid(isVertical ? .vertical : .horizontal, items: items, spacing: call.number("spacing")),
        call.content())
    },
    ViewRule("Spacer", summary: "flexible space (`minLength:`)") { call in
      call.node(.spacer(minLength: call.number("minLength")))
    },
    ViewRule("Divider", summary: "a hairline") { call in call.node(.divider) },
    ViewRule("EmptyView", summary: "nothing") { call in call.node(.empty) },
  ]
}
