import MorphViewTree

extension ModifierVocabulary {
  /// Size, spacing and placement (Docs/Layout.md).
  static let layout: [ModifierRule] = [
    ModifierRule("frame", summary: "fixed or flexible size (`.infinity` too) with alignment") {
      call in
      let flexibleLabels = [
        "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
      ]
      let alignment = call.evaluator.alignment(from: call.labelled("alignment"), at: call.location)
      if call.arguments.contains(where: { flexibleLabels.contains($0.label ?? "") }) {
        call.add(
          .flexibleFrame(
            minWidth: call.number("minWidth"), idealWidth: call.number("idealWidth"),
            maxWidth: call.number("maxWidth"), minHeight: call.number("minHeight"),
            idealHeight: call.number("idealHeight"), maxHeight: call.number("maxHeight"),
            alignment: alignment))
      } else {
        call.add(
          .frame(width: call.number("width"), height: call.number("height"), alignment: alignment))
      }
    },
    ModifierRule("padding", summary: "edges and amount, or `EdgeInsets`") { call in
      var edges = EdgeSet.all
      var amount: Double? = nil
      for argument in call.arguments {
        if let set = call.evaluator.edges(from: argument.value, at: argument.location) {
          edges = set
        } else if let value = argument.value.number
          ?? call.evaluator.extensionNumber(argument.value, at: argument.location)
        {
          amount = value
        } else if case .symbol(let symbol) = argument.value,
          symbol.type == "EdgeInsets" || symbol.head == "init"
        {
          for step in symbol.steps.first?.arguments ?? [] {
            if let label = step.label, let edge = EdgeSet.named[label],
              let value = step.value.number
            {
              call.add(.padding(edge, value))
            }
          }
          return
        }
      }
      call.add(.padding(edges, amount))
    },
    ModifierRule("offset", summary: "moves the view without moving its neighbours") { call in
      call.add(.offset(x: call.number("x") ?? 0, y: call.number("y") ?? 0))
    },
    ModifierRule(
      "aspectRatio", "scaledToFit", "scaledToFill",
      summary:
        "keeps a width ÷ height (given, a `CGSize`'s, or the content's own), fitting inside the space offered or filling it"
    ) { call in
      var ratio: Double? = nil
      if let value = call.arguments.first(where: { $0.label == nil })?.value {
        if let number = value.number, number > 0, number.isFinite {
          ratio = number
        } else if case .symbol(let size) = value,
          let width = call.evaluator.geometryComponent(size, "width")?.number,
          let height = call.evaluator.geometryComponent(size, "height")?.number, width > 0,
          height > 0
        {
          ratio = width / height
        }
      }
      let fill: Bool
      switch call.name {
      case "scaledToFill": fill = true
      case "scaledToFit": fill = false
      default:
        if case .symbol(let mode)? = call.labelled("contentMode") {
          fill = mode.head == "fill"
        } else {
          fill = false
        }
      }
      call.add(.aspectRatio(ratio, fill: fill))
    },
    ModifierRule("fixedSize", summary: "the ideal size on either axis") { call in
      var horizontal = true
      var vertical = true
      if case .bool(let flag)? = call.labelled("horizontal") { horizontal = flag }
      if case .bool(let flag)? = call.labelled("vertical") { vertical = flag }
      call.add(.fixedSize(horizontal: horizontal, vertical: vertical))
    },
    ModifierRule(
      "ignoresSafeArea", "edgesIgnoringSafeArea", summary: "extends the view under the bars"
    ) { call in
      call.add(.ignoresSafeArea)
    },
    ModifierRule(
      "listRowBackground",
      summary:
        "in a list, the view behind the row instead of the card (a section whose rows all have one has no card)"
    ) { call in
      guard let value = call.first else { return }
      let identity = call.node.identity
      let views = call.evaluator.views(
        from: value, at: call.location, identity: identity + "/rowBackground")
      call.evaluator.rowBackgrounds[identity] =
        views.count == 1
        ? views[0]
        : ViewNode(
          kind: .zStack(alignment: .center), children: views,
          identity: identity + "/rowBackground", location: call.location)
    },
    ModifierRule("zIndex", summary: "drawing order in a stack") { call in
      if let value = call.number(nil) { call.add(.zIndex(value)) }
    },
    ModifierRule("hidden", summary: "keeps the space, draws nothing, takes no taps") { call in
      call.add(.hidden)
    },
  ]
}
