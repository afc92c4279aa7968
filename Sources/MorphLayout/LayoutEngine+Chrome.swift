import MorphCore
import MorphFrame
import MorphViewTree

/// System chrome where iOS 26 puts it (Docs/SystemChrome.md): navigation bars with titles and
/// toolbar items in glass, bottom toolbars, search fields, the floating tab bar, page dots, and
/// safe-area insets.
extension LayoutEngine {
  /// Navigation stacks, tab views and geometry readers take what they are offered (their content's
  /// size when offered nothing).
  func fillingSize(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment)
    -> Size
  {
    let child = node.children.first.map { size($0, proposal, environment) } ?? .zero
    return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
  }

  /// What a navigation stack's content declares for its bars.
  struct NavigationChrome {
    var title: String?
    var mode = "automatic"
    var items: [LayoutNode] = []
    var searchPrompt: String?
  }

  /// The title, title mode, toolbar items and search field declared inside `node` (not inside a
  /// nested navigation stack).
  func navigationChrome(_ node: LayoutNode) -> NavigationChrome {
    var chrome = NavigationChrome()
    func visit(_ current: LayoutNode) {
      for (index, modifier) in current.modifiers.enumerated() {
        switch modifier {
        case .navigationTitle(let title): if chrome.title == nil { chrome.title = title }
        case .navigationTitleDisplayMode(let mode): chrome.mode = mode
        case .searchable(let prompt): if chrome.searchPrompt == nil { chrome.searchPrompt = prompt }
        case .toolbar:
          chrome.items += current.decorations[index]?.children ?? []
        default: break
        }
      }
      for child in current.children {
        if case .navigationStack = child.kind { continue }
        visit(child)
      }
    }
    for child in node.children { visit(child) }
    return chrome
  }

  /// A navigation stack: the bar row (title, leading and trailing items), a large title row, the
  /// content below, and the bottom toolbar or search field.
  func placeNavigationStack(
    _ node: LayoutNode, _ frame: Rect, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    let chrome = navigationChrome(node)
    let large = chrome.title != nil && chrome.mode != "inline"
    let top = frame.minY + ChromeConstants.barHeight + (large ? ChromeConstants.largeTitleRow : 0)
    let content = Rect(
      x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top))
    if let child = node.children.first {
      let proposal = ProposedSize(width: content.width, height: content.height)
      place(
        child,
        in: LayoutEngine.align(
          size(child, proposal, environment), in: content,
          Alignment(horizontal: .center, vertical: .top)),
        proposal: proposal, environment, &output)
    }
    if let title = chrome.title {
      let font =
        large
        ? FontSpec.system(size: ChromeConstants.largeTitleSize, weight: "bold")
        : FontSpec.system(size: ChromeConstants.inlineTitleSize, weight: "semibold")
      let text = textSize(title, .unspecified, font)
      let rect =
        large
        ? Rect(
          x: frame.minX + ChromeConstants.sideMargin,
          y: frame.minY + ChromeConstants.barHeight
            + (ChromeConstants.largeTitleRow - text.height) / 2, width: text.width,
          height: text.height)
        : Rect(
          x: frame.midX - text.width / 2,
          y: frame.minY + (ChromeConstants.itemSize - text.height) / 2, width: text.width,
          height: text.height)
      emit(node, "title", .text(title, font), rect, environment, &output)
    }
    placeToolbar(chrome, of: node, in: frame, environment, &output)
  }

  /// Where a placement goes: the bar's leading or trailing end, its middle, or the bottom bar.
  private static func side(of placement: String) -> String {
    switch placement {
    case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation":
      return "leading"
    case "principal": return "principal"
    case "bottomBar", "status": return "bottom"
    default: return "trailing"
    }
  }

  /// One glass capsule of a bar: its cells (each an item's content with its width) and whether it
  /// is the prominent (accent-tinted) confirmation action.
  private struct ToolbarGroup {
    var cells: [(node: LayoutNode, width: Double)] = []
    var prominent = false
    /// The tint an item's own `.tint(…)` gives a prominent capsule (else the accent colour).
    var tint: Color? = nil
    var identity: String
    var width: Double { cells.reduce(0) { $0 + $1.width } }
  }

  /// Toolbar items grouped as iOS 26 groups them: consecutive icon buttons share a capsule; text
  /// buttons, a `ToolbarItemGroup`, and the confirmation action have capsules of their own; a
  /// `ToolbarSpacer` splits (Docs/SystemChrome.md §2).
  private func groups(_ items: [LayoutNode], _ environment: LayoutEnvironment) -> [ToolbarGroup] {
    var result: [ToolbarGroup] = []
    var current: ToolbarGroup? = nil
    var currentIsIcons = false
    func close() {
      if let group = current, !group.cells.isEmpty { result.append(group) }
      current = nil
    }
    for item in items {
      guard case .toolbarItem(let placement, let isGroup) = item.kind else {
        if case .toolbarSpacer = item.kind { close() }
        continue
      }
      let contents =
        item.children.first.map { content -> [LayoutNode] in
          isGroup && content.kind == .stack(.vertical, alignment: .center, spacing: nil)
            ? content.children : [content]
        } ?? []
      let style = contents.map(Self.barStyle)
      let prominent =
        placement == "confirmationAction" || style.contains { $0.prominent }
      let cells = contents.map { ($0, cellWidth($0, environment)) }
      let icons = cells.allSatisfy { $0.1 == ChromeConstants.itemSize }
      if isGroup || prominent || !icons || !currentIsIcons {
        close()
      }
      if current == nil { current = ToolbarGroup(identity: item.identity + "#glass") }
      if var group = current {
        group.cells += cells
        group.prominent = group.prominent || prominent
        group.tint = group.tint ?? style.lazy.compactMap(\.tint).first
        current = group
      }
      currentIsIcons = icons && !isGroup && !prominent
      if isGroup || prominent || !icons { close() }
    }
    close()
    return result
  }

  /// What an item's content asks of its capsule: a `.glassProminent` button style anywhere in it
  /// makes the capsule the accent-tinted prominent one, as `.confirmationAction` does
  /// (system-chrome.md: "`.confirmationAction`/`.glassProminent` → accent-tinted 44 circle"), and
  /// a `.tint(…)` there tints it.
  private static func barStyle(_ node: LayoutNode) -> (prominent: Bool, tint: Color?) {
    var prominent = false
    var tint: Color? = nil
    for modifier in node.modifiers {
      switch modifier {
      case .buttonStyle(.glassProminent): prominent = true
      case .tint(let color): tint = tint ?? color
      default: break
      }
    }
    for child in node.children {
      let inner = barStyle(child)
      prominent = prominent || inner.prominent
      tint = tint ?? inner.tint
    }
    return (prominent, prominent ? tint : nil)
  }

  /// A toolbar cell's width: 44 for an icon (a toolbar shows a label's icon), else the text plus
  /// padding.
  private func cellWidth(_ node: LayoutNode, _ environment: LayoutEnvironment) -> Double {
    var hasSymbol = false
    var text: String? = nil
    func visit(_ current: LayoutNode) {
      switch current.kind {
      case .symbol, .label: hasSymbol = true
      case .text(let value): if text == nil { text = value }
      default: break
      }
      for child in current.children { visit(child) }
    }
    visit(node)
    guard !hasSymbol, let text else { return ChromeConstants.itemSize }
    let width = textSize(text, .unspecified, FontSpec.body).width
    return max(ChromeConstants.itemSize, width + 2 * ChromeConstants.textItemPadding)
  }

  /// Places the bar's items, the bottom toolbar and the search field.
  private func placeToolbar(
    _ chrome: NavigationChrome, of node: LayoutNode, in frame: Rect,
    _ environment: LayoutEnvironment, _ output: inout PlacementOutput
  ) {
    var bySide: [String: [LayoutNode]] = [:]
    for item in chrome.items {
      let placement: String
      if case .toolbarItem(let name, _) = item.kind { placement = name } else { placement = "" }
      bySide[Self.side(of: placement), default: []].append(item)
    }
    guard !bySide.isEmpty || chrome.searchPrompt != nil else { return }
    let container = output.containers.count
    output.containers.append(
      ContainerFrame(index: container, spacing: 0, frame: output.canvas))
    let size = ChromeConstants.itemSize
    // Trailing groups from the trailing margin leftwards, leading ones rightwards.
    let trailing = groups(bySide["trailing"] ?? [], environment)
    let trailingWidth =
      trailing.reduce(0) { $0 + $1.width }
      + ChromeConstants.groupGap * Double(max(0, trailing.count - 1))
    var x = frame.maxX - ChromeConstants.sideMargin - trailingWidth
    for group in trailing {
      placeGroup(
        group, Rect(x: x, y: frame.minY, width: group.width, height: size), inset: 0,
        container: container, node, environment, &output)
      x += group.width + ChromeConstants.groupGap
    }
    x = frame.minX + ChromeConstants.sideMargin
    for group in groups(bySide["leading"] ?? [], environment) {
      placeGroup(
        group, Rect(x: x, y: frame.minY, width: group.width, height: size), inset: 0,
        container: container, node, environment, &output)
      x += group.width + ChromeConstants.groupGap
    }
    for item in bySide["principal"] ?? [] {
      // The principal item replaces the title, without a platter.
      guard let content = item.children.first else { continue }
      let proposal = ProposedSize(width: frame.width / 2, height: size)
      let box = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: size)
      place(
        content,
        in: LayoutEngine.align(self.size(content, proposal, environment), in: box, .center),
        proposal: proposal, environment, &output)
    }
    // The bottom bar: 52-pt platters centred 52 pt above the screen's bottom, packed leading.
    let platter = ChromeConstants.bottomPlatterHeight
    let centerY = output.canvas.maxY - platter
    x = output.canvas.minX + ChromeConstants.tabBarInset
    if let prompt = chrome.searchPrompt {
      let bottomGroups = groups(bySide["bottom"] ?? [], environment)
      let width =
        bottomGroups.isEmpty
        ? output.canvas.width - 2 * ChromeConstants.tabBarInset : ChromeConstants.searchFieldHeight
      placeSearchField(
        prompt,
        Rect(
          x: x, y: centerY - ChromeConstants.searchFieldHeight / 2, width: width,
          height: ChromeConstants.searchFieldHeight), container: container, node, environment,
        &output)
      x += width + ChromeConstants.groupGap
    }
    for group in groups(bySide["bottom"] ?? [], environment) {
      let inset = (platter - size) / 2
      placeGroup(
        group,
        Rect(x: x, y: centerY - platter / 2, width: group.width + 2 * inset, height: platter),
        inset: inset, container: container, node, environment, &output)
      x += group.width + 2 * inset + ChromeConstants.groupGap
    }
  }

  /// One glass capsule and its cells' content on top.
  private func placeGroup(
    _ group: ToolbarGroup, _ rect: Rect, inset: Double, container: Int, _ node: LayoutNode,
    _ environment: LayoutEnvironment, _ output: inout PlacementOutput
  ) {
    let declaration = GlassDeclaration(
      identity: group.identity, id: nil, namespace: nil, container: container,
      containerSpacing: 0, shape: .capsule, unionID: nil, unionNamespace: nil,
      transition: .matchedGeometry,
      glass: GlassSpec(
        variant: .regular,
        tint: group.prominent ? group.tint ?? environment.glass.tint ?? .accentColor : nil,
        isInteractive: true), isButtonStyle: true, isProminent: group.prominent,
      location: node.location)
    let placed = declaration.placed(frame: rect, shape: .capsule, cornerRadius: rect.height / 2)
    output.add(placed)
    var inner = environment
    inner.glassKey = placed.element.key
    inner.enclosingShape = (rect, rect.height / 2)
    inner.font = FontSpec.system(size: ChromeConstants.glyphFontSize)
    // A bar shows a label's icon, not its title (as `cellWidth` measures it).
    inner.labelStyle = "iconOnly"
    inner.onProminentGlass = group.prominent
    inner.glass.isBarItem = true
    if group.prominent { inner.foreground = .color(.white) }
    var x = rect.minX + inset
    for (cell, width) in group.cells {
      let box = Rect(x: x, y: rect.minY + inset, width: width, height: ChromeConstants.itemSize)
      let proposal = ProposedSize(width: width, height: ChromeConstants.itemSize)
      var cellEnvironment = inner
      if width > ChromeConstants.itemSize { cellEnvironment.font = .body }
      place(
        cell, in: LayoutEngine.align(size(cell, proposal, cellEnvironment), in: box, .center),
        proposal: proposal, cellEnvironment, &output)
      x += width
    }
  }

  /// A search field: a glass capsule with a magnifier and the prompt.
  private func placeSearchField(
    _ prompt: String, _ rect: Rect, container: Int, _ node: LayoutNode,
    _ environment: LayoutEnvironment, _ output: inout PlacementOutput
  ) {
    let declaration = GlassDeclaration(
      identity: node.identity + "#search", id: nil, namespace: nil, container: container,
      containerSpacing: 0, shape: .capsule, unionID: nil, unionNamespace: nil,
      transition: .matchedGeometry, glass: GlassSpec(variant: .regular, isInteractive: true),
      isButtonStyle: false, isProminent: false, location: node.location)
    let placed = declaration.placed(frame: rect, shape: .capsule, cornerRadius: rect.height / 2)
    output.add(placed)
    var inner = environment
    inner.glassKey = placed.element.key
    inner.foreground = .color(.secondary)
    let side = symbolSide(environment)
    emit(
      node, "searchGlyph", .symbol("magnifyingglass"),
      Rect(
        x: rect.minX + ChromeConstants.searchGlyphInset, y: rect.midY - side / 2, width: side,
        height: side), inner, &output)
    if rect.width > ChromeConstants.searchTextInset + side {
      let text = textSize(prompt, .unspecified, .body)
      emit(
        node, "searchPrompt", .text(prompt, .body),
        Rect(
          x: rect.minX + ChromeConstants.searchTextInset, y: rect.midY - text.height / 2,
          width: text.width, height: text.height), inner, &output)
    }
  }

  /// A tab view: the selected tab's content above the floating tab bar (or, paged, the page with
  /// its dots).
  func placeTabView(
    _ node: LayoutNode, _ frame: Rect, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    guard case .tabView(let tabs, let selected, let paged) = node.kind else { return }
    let canvas = output.canvas
    let bottom =
      paged ? frame.maxY : min(frame.maxY, canvas.maxY - ChromeConstants.tabBarContentInset)
    let content = Rect(
      x: frame.minX, y: frame.minY, width: frame.width, height: max(0, bottom - frame.minY))
    if let child = node.children.first {
      let proposal = ProposedSize(width: content.width, height: content.height)
      place(
        child,
        in: LayoutEngine.align(
          size(child, proposal, environment), in: content,
          Alignment(horizontal: .center, vertical: .top)),
        proposal: proposal, environment, &output)
    }
    if paged {
      placePageDots(
        node, count: tabs.count, selected: selected, above: output.safeArea.maxY,
        environment, &output)
      return
    }
    guard !tabs.isEmpty else { return }
    let inset = ChromeConstants.tabBarInset
    let height = ChromeConstants.tabBarHeight
    let regular = tabs.enumerated().filter { !$0.element.isSearch }
    let search = tabs.enumerated().first { $0.element.isSearch }
    let maxX = canvas.maxX - inset - (search == nil ? 0 : height + ChromeConstants.searchTabGap)
    let available = max(0, maxX - (canvas.minX + inset))
    let cellInset = ChromeConstants.tabCellInset
    let width = min(
      available,
      Double(regular.count) * ChromeConstants.tabCellMaximumWidth + 2 * cellInset)
    let platter = Rect(
      x: canvas.minX + inset + (available - width) / 2, y: canvas.maxY - inset - height,
      width: width, height: height)
    let container = output.containers.count
    output.containers.append(ContainerFrame(index: container, spacing: 0, frame: canvas))
    if !regular.isEmpty {
      let element = tabGlass(node, "#tabBar", platter, container: container)
      output.add(element)
      let cellWidth = max(0, width - 2 * cellInset) / Double(regular.count)
      for (position, (index, tab)) in regular.enumerated() {
        let cell = Rect(
          x: platter.minX + cellInset + Double(position) * cellWidth, y: platter.minY + cellInset,
          width: cellWidth, height: ChromeConstants.tabCellHeight)
        placeTab(
          tab, index: index, isSelected: index == selected, cell: cell, platterTop: platter.minY,
          glassKey: element.element.key, node, environment, &output)
      }
    }
    if let (index, tab) = search {
      let circle = Rect(
        x: maxX + ChromeConstants.searchTabGap, y: platter.minY, width: height, height: height)
      let element = tabGlass(node, "#searchTab", circle, container: container)
      output.add(element)
      var inner = environment
      inner.glassKey = element.element.key
      inner.font = FontSpec.system(size: ChromeConstants.tabGlyphFontSize)
      inner.foreground = .color(
        index == selected ? environment.glass.tint ?? .accentColor : environment.primary)
      let side = symbolSide(inner)
      emit(
        node, "tab\(index)glyph", .symbol(tab.systemImage ?? "magnifyingglass"),
        Rect(x: circle.midX - side / 2, y: circle.midY - side / 2, width: side, height: side),
        inner, &output)
    }
  }

  private func tabGlass(_ node: LayoutNode, _ part: String, _ rect: Rect, container: Int)
    -> PlacedGlass
  {
    GlassDeclaration(
      identity: node.identity + part, id: nil, namespace: nil, container: container,
      containerSpacing: 0, shape: .capsule, unionID: nil, unionNamespace: nil,
      transition: .matchedGeometry, glass: GlassSpec(variant: .regular, isInteractive: true),
      isButtonStyle: false, isProminent: false, location: node.location
    ).placed(frame: rect, shape: .capsule, cornerRadius: rect.height / 2)
  }

  private func placeTab(
    _ tab: TabSpec, index: Int, isSelected: Bool, cell: Rect, platterTop: Double,
    glassKey: String, _ node: LayoutNode, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    var inner = environment
    inner.glassKey = glassKey
    inner.foreground = .color(
      isSelected ? environment.glass.tint ?? .accentColor : environment.primary)
    if isSelected {
      emit(
        node, "tab\(index)selection",
        .shape(.capsule, cornerRadius: cell.height / 2, .color(ChromeConstants.tabSelectionFill)),
        cell, inner, &output)
    }
    if let symbol = tab.systemImage {
      var glyph = inner
      glyph.font = FontSpec.system(size: ChromeConstants.tabGlyphFontSize)
      let side = symbolSide(glyph)
      emit(
        node, "tab\(index)glyph", .symbol(Self.tabSymbol(symbol)),
        Rect(
          x: cell.midX - side / 2, y: platterTop + ChromeConstants.tabGlyphTop, width: side,
          height: side), glyph, &output)
    }
    let font = FontSpec.system(
      size: ChromeConstants.tabLabelSize, weight: isSelected ? "semibold" : "medium")
    let text = textSize(tab.title, ProposedSize(width: cell.width, height: nil), font)
    emit(
      node, "tab\(index)label", .text(tab.title, font),
      Rect(
        x: cell.midX - text.width / 2, y: platterTop + ChromeConstants.tabLabelTop,
        width: text.width, height: text.height), inner, &output)
  }

  private func placePageDots(
    _ node: LayoutNode, count: Int, selected: Int, above bottom: Double,
    _ environment: LayoutEnvironment, _ output: inout PlacementOutput
  ) {
    guard count > 1 else { return }
    let dot = ChromeConstants.pageDot
    let width = Double(count - 1) * dot.pitch
    let startX = output.canvas.midX - width / 2
    for index in 0..<count {
      emit(
        node, "dot\(index)",
        .shape(
          .circle, cornerRadius: dot.size / 2,
          .color(Color(white: 1, opacity: index == selected ? 1 : 0.5))),
        Rect(
          x: startX + Double(index) * dot.pitch - dot.size / 2,
          y: bottom - dot.aboveSafeEdge - dot.size / 2, width: dot.size, height: dot.size),
        environment, &output)
    }
  }

  /// `GeometryReader`: its content at the top leading corner of all it is offered.
  func placeGeometryReader(
    _ node: LayoutNode, _ frame: Rect, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    guard let child = node.children.first else { return }
    let proposal = ProposedSize(width: frame.width, height: frame.height)
    place(
      child,
      in: LayoutEngine.align(
        size(child, proposal, environment), in: frame,
        Alignment(horizontal: .leading, vertical: .top)),
      proposal: proposal, environment, &output)
  }
}

extension LayoutEngine {
  /// A tab item's symbol: SwiftUI's tab bar applies the fill variant to its items; the filled
  /// name is used where the icon table has a distinct filled icon, else the name as written.
  static func tabSymbol(_ name: String) -> String {
    let filled = composedSymbol(name, variant: "fill")
    return SymbolCatalog.lists(filled) ? filled : name
  }
}
