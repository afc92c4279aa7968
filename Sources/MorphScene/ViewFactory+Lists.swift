import MorphCore
import MorphDiagnostics
import MorphViewTree

/// `List`, `Form` and `Section`, drawn as iOS draws a list by default: inset grouped — sections
/// of rows on rounded cards over the grouped background, headers above them in small secondary
/// text, hairlines between rows (Docs/Layout.md, "Lists"). Built from stacks, paint and dividers,
/// so layout, glass inside rows and taps need nothing new.
extension ViewFactory {
  /// Leading alignment in a column.
  static let leading = Alignment(horizontal: .leading, vertical: .center)

  /// A section's parts, remembered by its identity so an enclosing list can place them.
  struct SectionParts {
    var header: [ViewNode]
    var rows: [ViewNode]
    var footer: [ViewNode]
  }

  /// The inset-grouped style's measures, in points [model unless noted: iOS draws them, Apple
  /// publishes only the 44-pt row].
  enum ListStyle {
    /// A row is at least 44 pt tall [Apple HIG: the minimum hit target, and the default row].
    static let rowMinimumHeight = 44.0
    /// Cards stand this far from the list's sides.
    static let sideMargin = 16.0
    /// Row content starts this far inside its card; separators start there too.
    static let rowPadding = 16.0
    /// A card's corner radius.
    static let cornerRadius = 26.0
    /// Space between one section and the next.
    static let sectionSpacing = 20.0
    /// Space between a header or footer and its card.
    static let headerSpacing = 7.0
    /// The grouped background (systemGroupedBackground [Apple HIG "Color"]: 242, 242, 247 light,
    /// black dark) and the cards (secondarySystemGroupedBackground: white light, 28, 28, 30 dark).
    static func colors(dark: Bool) -> (background: Color, card: Color) {
      dark
        ? (.black, .elevatedBackgroundDark)
        : (.groupedBackgroundLight, .white)
    }
  }

  /// `Section("Title") { rows }`, `Section { rows } header: { … } footer: { … }`,
  /// `Section(header: Text(…), footer: Text(…)) { rows }`: outside a list, its header, rows and
  /// footer in a column; inside one, a card of its own.
  func section(_ call: ViewCall) -> Value {
    let rows = call.content()
    func part(_ label: String) -> [ViewNode] {
      guard let value = call.labelled(label) else { return [] }
      return views(of: value, identity: call.identity + "/" + label, at: call.location)
    }
    var header = part("header")
    if header.isEmpty,
      let title = call.arguments.first(where: { $0.label == nil && !isClosure($0.value) })?.value
    {
      header = [
        ViewNode(
          kind: .text(title.interpolated), identity: call.identity + "/header",
          location: call.location)
      ]
    }
    let parts = SectionParts(header: header, rows: rows, footer: part("footer"))
    evaluator.sections[call.identity] = parts
    return call.node(
      .stack(.vertical, alignment: Self.leading, spacing: nil),
      parts.header + parts.rows + parts.footer)
  }

  /// `List { … }`, `List(items) { item in … }` (rows for each element, as `ForEach`) and
  /// `Form { … }`: the rows and sections, inset grouped, in a vertical scroll view over the grouped
  /// background.
  func list(_ call: ViewCall) -> Value {
    let hasData = call.arguments.contains { $0.label == nil && !isClosure($0.value) }
    evaluator.listDepth += 1
    let content =
      hasData
      ? forEach(call.arguments, identity: call.identity + "/rows", at: call.location)
      : call.content()
    evaluator.listDepth -= 1
    var sections: [(id: String, parts: SectionParts)] = []
    var loose: [ViewNode] = []
    func closeLoose() {
      guard !loose.isEmpty else { return }
      sections.append(
        (loose[0].identity + "/section", SectionParts(header: [], rows: loose, footer: [])))
      loose = []
    }
    func collect(_ node: ViewNode) {
      if let parts = evaluator.sections[node.identity] {
        closeLoose()
        sections.append((node.identity, parts))
      } else if case .group = node.kind, node.modifiers.isEmpty {
        node.children.forEach(collect)
      } else if case .empty = node.kind {
        return
      } else {
        loose.append(node)
      }
    }
    content.forEach(collect)
    closeLoose()
    let dark = evaluator.system.colorScheme == .dark
    let colors = ListStyle.colors(dark: dark)
    let cards = sections.map { card($0.id, $0.parts, color: colors.card, at: call.location) }
    let column = ViewNode(
      kind: .stack(.vertical, alignment: Self.leading, spacing: ListStyle.sectionSpacing),
      children: cards,
      modifiers: [.padding(EdgeSet.all, ListStyle.sideMargin)],
      identity: call.identity + "/sections", location: call.location)
    let background = ViewNode(
      kind: .paint(.color(colors.background)), identity: call.identity + "/background",
      location: call.location)
    return .view(
      ViewNode(
        kind: .scroll(.vertical), children: [column],
        modifiers: [.background(background, .center)], identity: call.identity,
        location: call.location))
  }

  /// A section's rows: each view, with `ForEach` and `Group` opened into their views.
  static func rows(_ nodes: [ViewNode]) -> [ViewNode] {
    nodes.flatMap { node -> [ViewNode] in
      switch node.kind {
      case .group where node.modifiers.isEmpty: return rows(node.children)
      case .empty: return []
      default: return [node]
      }
    }
  }

  /// The `.listRowBackground` of `row`: set on the row itself or on a group of rows it belongs
  /// to (a `ForEach`, a `Group`), the nearest first.
  private func rowBackground(of row: ViewNode) -> ViewNode? {
    if let own = evaluator.rowBackgrounds[row.identity] { return own }
    var best: (key: String, view: ViewNode)? = nil
    for (key, view) in evaluator.rowBackgrounds
    where row.identity.hasPrefix(key + "/") && key.count > (best?.key.count ?? -1) {
      best = (key, view)
    }
    return best?.view
  }

  /// `node` and its children with identities under `prefix` instead of its own.
  static func renamed(_ node: ViewNode, under prefix: String) -> ViewNode {
    var copy = node
    let old = node.identity
    func rename(_ current: inout ViewNode) {
      current.identity =
        current.identity.hasPrefix(old)
        ? prefix + current.identity.dropFirst(old.count) : prefix + "/" + current.identity
      for index in current.children.indices { rename(&current.children[index]) }
    }
    rename(&copy)
    return copy
  }

  /// One section: its header, its rows on a card with hairlines between them, its footer.
  private func card(
    _ identity: String, _ parts: SectionParts, color: Color, at location: SourcePosition
  ) -> ViewNode {
    var rows: [ViewNode] = []
    var plainRows = 0
    for (index, row) in Self.rows(parts.rows).enumerated() {
      if index > 0 {
        rows.append(
          ViewNode(
            kind: .divider, modifiers: [.padding(EdgeSet.leading, ListStyle.rowPadding)],
            identity: row.identity + "/separator", location: row.location))
      }
      var framed = row
      framed.modifiers += [
        .flexibleFrame(
          minWidth: nil, idealWidth: nil, maxWidth: .infinity,
          minHeight: ListStyle.rowMinimumHeight, idealHeight: nil, maxHeight: nil,
          alignment: Alignment(horizontal: .leading, vertical: .center)),
        .padding(EdgeSet.horizontal, ListStyle.rowPadding),
      ]
      if let background = rowBackground(of: row) {
        // One background per row, each with an identity of its own (its glass is the row's).
        framed.modifiers.append(
          .background(Self.renamed(background, under: row.identity + "/rowBackground"), .center))
      } else {
        plainRows += 1
      }
      rows.append(framed)
    }
    let shape = ShapeKind.roundedRectangle(cornerRadius: ListStyle.cornerRadius, continuous: true)
    // The card is the rows' background; a section whose rows all bring their own has none.
    let cardNode = ViewNode(
      kind: .stack(.vertical, alignment: Self.leading, spacing: 0), children: rows,
      modifiers: plainRows == 0 && !rows.isEmpty
        ? []
        : [
          .background(
            ViewNode(
              kind: .paint(.color(color)), modifiers: [.clipShape(shape)],
              identity: identity + "/card", location: location), .center)
        ],
      identity: identity + "/rows", location: location)
    func caption(_ nodes: [ViewNode], _ name: String) -> [ViewNode] {
      guard !nodes.isEmpty else { return [] }
      return [
        ViewNode(
          kind: .stack(.vertical, alignment: Self.leading, spacing: nil), children: nodes,
          modifiers: [
            .font(FontSpec.textStyles["footnote"] ?? FontSpec.body),
            .foregroundStyle(.color(evaluator.namedColor("secondary") ?? .gray)),
            .padding(EdgeSet.horizontal, ListStyle.rowPadding),
          ], identity: identity + "/" + name, location: location)
      ]
    }
    return ViewNode(
      kind: .stack(.vertical, alignment: Self.leading, spacing: ListStyle.headerSpacing),
      children: caption(parts.header, "headerText") + [cardNode]
        + caption(parts.footer, "footerText"),
      identity: identity + "/section", location: location)
  }
}
