import MorphCore
import MorphDiagnostics
import MorphMotion
import MorphSyntax
import MorphViewTree

/// Navigation: a `NavigationStack` shows its root, or the last view pushed onto it by a
/// `NavigationLink`, a value on its path or a `navigationDestination(isPresented:/item:)`; a
/// pushed view has the bar's glass back button, which pops it (Docs/SystemChrome.md §2).
extension ViewFactory {
  /// How pushed views look and move.
  enum NavigationStyle {
    /// The back button's glyph, in its own 44 pt glass circle at the bar's leading end
    /// (Apple WWDC25 323).
    static let backSymbol = "chevron.backward"
    /// A list row's disclosure indicator.
    static let disclosureSymbol = "chevron.forward"
    /// The disclosure indicator's font: 13 pt semibold, footnote-sized [model].
    static let disclosureFont = FontSpec.system(size: 13, weight: "semibold")
    /// The disclosure indicator's colour: tertiaryLabel (Apple HIG "Color": 60, 60, 67 at 30 %
    /// light; 235, 235, 245 at 30 % dark).
    static func disclosureColor(dark: Bool) -> Color {
      dark
        ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)
        : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    }
    /// How a pushed view enters and leaves: across the trailing edge.
    static let pushTransition = ViewTransition(.init(edge: "trailing"))
    /// How the view underneath leaves and returns [model: UIKit slides it about a third of the
    /// way out under the pushed view; here it fades in place, so its glass dissolves rather than
    /// travelling].
    static let coveredTransition = ViewTransition(.opacity)
    /// The most views shown pushed onto one stack: past this, a destination that pushes another
    /// of itself (`navigationDestination(isPresented: .constant(true))` inside its own content)
    /// stops with a warning.
    static let maximumDepth = 32
  }

  /// `NavigationStack { root }`, `NavigationStack(path: $path) { root }`: the bar, and under it
  /// the root or the last view pushed.
  func navigationStack(_ call: ViewCall) -> Value {
    var path: Reference? = nil
    if case .binding(let reference)? = call.labelled("path").map(Evaluator.writtenBinding) {
      path = reference
    }
    evaluator.navigationFrames.append(NavigationFrame(identity: call.identity, path: path))
    let root = call.content()
    let shown = navigationTop(root: root, at: call.location)
    evaluator.navigationFrames.removeLast()
    return call.node(.navigationStack, [shown])
  }

  /// The view a stack shows on top, built while its frame is the innermost: the root, or the
  /// pushed views in order (each may declare further destinations), the last of them with a
  /// back button.
  func navigationTop(root: [ViewNode], at location: SourcePosition) -> ViewNode {
    let index = evaluator.navigationFrames.count - 1
    let identity = evaluator.navigationFrames[index].identity
    let rootNode = ViewNode(
      kind: .group, children: root, modifiers: [.transition(NavigationStyle.coveredTransition)],
      identity: identity + "/root", location: location)
    let links = navigationSlot(evaluator.navigationFrames[index].linksKey, property: "links")
    var values: [Value] = []
    if let path = evaluator.navigationFrames[index].path {
      if case .array(let elements) = evaluator.read(path) { values = elements }
    } else {
      values = navigationSlot(evaluator.navigationFrames[index].valuesKey, property: "path")
    }
    var pages: [(node: ViewNode, pop: NativeAction)] = []
    var cursor = (bound: 0, value: 0, link: 0)
    while pages.count < NavigationStyle.maximumDepth {
      let frame = evaluator.navigationFrames[index]
      let pageIdentity = identity + "/page\(pages.count)"
      let next: (destination: Value, arguments: [Value], pop: NativeAction)?
      if cursor.bound < frame.bound.count {
        let bound = frame.bound[cursor.bound]
        cursor.bound += 1
        let current = evaluator.read(bound.binding)
        if bound.isItem {
          if case .none = current { continue }
          next = (bound.closure, [current], .assign(bound.binding, .none))
        } else {
          guard case .bool(true) = current else { continue }
          next = (bound.closure, [], .assign(bound.binding, .bool(false)))
        }
      } else if cursor.value < values.count {
        let value = values[cursor.value]
        cursor.value += 1
        guard let destination = destination(for: value, in: frame) else { break }
        next = (destination.closure, [value], .removeLast(frame.valuesReference))
      } else if cursor.link < links.count {
        guard case .string(let link) = links[cursor.link],
          let destination = frame.linkDestinations[link]
        else { break }
        cursor.link += 1
        next = (destination.value, [], .removeLast(.slot(frame.linksKey)))
      } else {
        next = nil
      }
      guard let next else { break }
      evaluator.environment.append((key: "key:dismiss", value: .native(.systemAnimated(next.pop))))
      let views = self.views(
        of: next.destination, identity: pageIdentity, at: location, arguments: next.arguments)
      evaluator.environment.removeLast()
      // The page fills the stack's content area, so it moves in from past the screen's edge.
      let page = ViewNode(
        kind: .group, children: views,
        modifiers: [
          .flexibleFrame(
            minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil,
            idealHeight: nil, maxHeight: .infinity,
            alignment: Alignment(horizontal: .center, vertical: .top)),
          .transition(NavigationStyle.pushTransition),
        ], identity: pageIdentity, location: location)
      pages.append((page, next.pop))
    }
    if pages.count == NavigationStyle.maximumDepth {
      evaluator.report(
        .nestingTooDeep,
        "More than \(NavigationStyle.maximumDepth) views are pushed onto this navigation stack; the rest are not shown. Does a destination push itself?",
        at: location, severity: .warning)
    }
    deactivateLinksWithoutDestination(evaluator.navigationFrames[index])
    guard var top = pages.last else { return rootNode }
    // `.navigationBarBackButtonHidden()` on the pushed view (or inside it) takes the button off.
    let prefix = top.node.identity + "/"
    if !evaluator.hiddenBackButtons.contains(where: { $0.hasPrefix(prefix) }) {
      top.node.modifiers.insert(
        .toolbar(backButton(top.pop, identity: top.node.identity, at: location)), at: 0)
    }
    return top.node
  }

  /// The array in one of a stack's own slots (made empty when first shown).
  private func navigationSlot(_ key: String, property: String) -> [Value] {
    if evaluator.store.slot(key) == nil { evaluator.store.setSlot(key, .array([])) }
    evaluator.store.touch(
      key,
      info: StateStore.SlotInfo(
        property: property, ownerType: "NavigationStack", type: nil, isTopLevel: false))
    if case .array(let elements) = evaluator.read(.slot(key)) { return elements }
    return []
  }

  /// Value links whose value no destination of the stack shows do nothing when tapped, as in
  /// SwiftUI (which logs that the link cannot be activated): each is a warning at the link.
  private func deactivateLinksWithoutDestination(_ frame: NavigationFrame) {
    for link in frame.valueLinks where destination(for: link.value, in: frame) == nil {
      evaluator.actions[link.actionIndex] = .native(.sequence([]))
      evaluator.report(
        .unknownArgument,
        "No navigationDestination(for: \(evaluator.typeName(of: link.value) ?? "…").self) in this NavigationStack shows \(link.value.literal); SwiftUI does not activate this link, and the simulator does not either. Declare the destination inside the stack (it may live in the view's parent).",
        at: link.location, severity: .warning)
    }
  }

  /// The `navigationDestination(for:)` that shows `value`: the one for its type, else — for a
  /// value the program does not know the type of — the one for a type the program does not
  /// declare either; nil when none does.
  private func destination(for value: Value, in frame: NavigationFrame)
    -> NavigationFrame.TypedDestination?
  {
    let type = evaluator.typeName(of: value)
    if let type, let exact = frame.destinations.first(where: { $0.typeName == type }) {
      return exact
    }
    if type == nil || evaluator.syntax.type(named: type ?? "") == nil,
      let undeclared = frame.destinations.first(where: {
        evaluator.syntax.type(named: $0.typeName) == nil
          && !["String", "Int", "Double", "Bool", "UUID"].contains($0.typeName)
      })
    {
      return undeclared
    }
    return nil
  }

  /// The bar's back button: a chevron in its own glass circle, leading; tapping it pops.
  private func backButton(_ pop: NativeAction, identity: String, at location: SourcePosition)
    -> ViewNode
  {
    let actionIndex = evaluator.actions.count
    evaluator.actions.append(.native(.systemAnimated(pop)))
    let info = ButtonInfo(
      actionIndex: actionIndex, title: "Back", systemImage: NavigationStyle.backSymbol, role: nil)
    let button = ViewNode(
      kind: .button(info),
      children: [
        ViewNode(
          kind: .symbol(NavigationStyle.backSymbol), identity: identity + "/back/symbol",
          location: location)
      ], identity: identity + "/back", location: location)
    let item = ViewNode(
      kind: .toolbarItem(placement: "navigation", isGroup: true), children: [button],
      identity: identity + "/back/item", location: location)
    return ViewNode(
      kind: .group, children: [item], identity: identity + "/back/toolbar", location: location)
  }

  /// `NavigationLink("Title") { Detail() }`, `NavigationLink(destination: Detail()) { label }`,
  /// `NavigationLink { Detail() } label: { … }`, `NavigationLink(value: item) { label }`,
  /// `NavigationLink("Title", value: item)`: its label as a button (in a list, with a chevron)
  /// that pushes onto the innermost stack.
  func navigationLink(_ call: ViewCall) -> Value {
    let title = call.arguments.first { $0.label == nil && !isClosure($0.value) }?.value
    let value = call.labelled("value")
    let closure = call.arguments.last { $0.label == nil && isClosure($0.value) }?.value
    // The unlabelled closure is the label when the destination or value is given otherwise.
    let closureIsLabel = title == nil && (value != nil || call.labelled("destination") != nil)
    var label: [ViewNode]
    if let labelled = call.labelled("label") ?? (closureIsLabel ? closure : nil) {
      label = views(of: labelled, identity: call.identity + "/label", at: call.location)
    } else if let title {
      let kind: ViewKind =
        call.labelled("systemImage").map {
          .label(title: title.interpolated, systemImage: $0.interpolated)
        } ?? .text(title.interpolated)
      label = [ViewNode(kind: kind, identity: call.identity + "/label", location: call.location)]
    } else {
      label = []
    }
    let destination = call.labelled("destination") ?? (closureIsLabel ? nil : closure)
    guard let index = evaluator.navigationFrames.indices.last, value != nil || destination != nil
    else {
      return .view(
        ViewNode(
          kind: .group, children: label, identity: call.identity, location: call.location))
    }
    if evaluator.navigationFrames[index].firstNavigation == nil {
      evaluator.navigationFrames[index].firstNavigation = call.location
    }
    let push: NativeAction
    let actionIndex = evaluator.actions.count
    if let value {
      push = .append(evaluator.navigationFrames[index].valuesReference, value)
      evaluator.navigationFrames[index].valueLinks.append((actionIndex, value, call.location))
    } else {
      let name = evaluator.navigationFrames[index].linkName(call.identity)
      evaluator.navigationFrames[index].linkDestinations[name] = (
        destination ?? .void, call.location, call.identity
      )
      push = .append(.slot(evaluator.navigationFrames[index].linksKey), .string(name))
    }
    evaluator.actions.append(.native(.systemAnimated(push)))
    if evaluator.listDepth > 0 {
      // A row: the label, then the disclosure chevron at the trailing edge, in the label colour.
      label = [
        row(
          label, indicator: NavigationStyle.disclosureSymbol,
          color: NavigationStyle.disclosureColor(dark: evaluator.system.colorScheme == .dark),
          identity: call.identity, at: call.location)
      ]
    }
    let info = ButtonInfo(
      actionIndex: actionIndex, title: firstText(label), systemImage: nil, role: nil)
    return .view(
      ViewNode(
        kind: .button(info), children: label,
        modifiers: evaluator.listDepth > 0 ? [.buttonStyle(.plain)] : [],
        identity: call.identity, location: call.location))
  }

  /// A row: `label`, then the symbol `indicator` (a chevron) in `color` at its trailing end.
  func row(
    _ label: [ViewNode], indicator: String, color: Color, identity: String,
    at location: SourcePosition
  ) -> ViewNode {
    let chevron = ViewNode(
      kind: .symbol(indicator),
      modifiers: [.font(NavigationStyle.disclosureFont), .foregroundStyle(.color(color))],
      identity: identity + "/chevron", location: location)
    return ViewNode(
      kind: .stack(.horizontal, alignment: .center, spacing: nil),
      children: label + [
        ViewNode(kind: .spacer(minLength: nil), identity: identity + "/spacer", location: location),
        chevron,
      ], identity: identity + "/row", location: location)
  }

  /// `.navigationDestination(for: Item.self) { item in … }`,
  /// `.navigationDestination(isPresented: $flag) { … }`, `.navigationDestination(item: $item)
  /// { item in … }`: declared to the innermost stack.
  func navigationDestination(_ call: ModifierCall) {
    guard let index = evaluator.navigationFrames.indices.last,
      let closure = call.arguments.last(where: {
        ($0.label == nil || $0.label == "destination") && call.isClosure($0.value)
      })?.value
    else { return }
    let identity = call.node.identity + "/destination\(call.location.offset)"
    if evaluator.navigationFrames[index].firstNavigation == nil {
      evaluator.navigationFrames[index].firstNavigation = call.location
    }
    if let type = call.labelled("for") {
      let name: String
      switch type {
      case .type(let declared): name = declared
      case .placeholder(let text): name = String(text.split(separator: ".").first ?? "")
      default: name = type.literal
      }
      evaluator.navigationFrames[index].destinations.append(
        .init(typeName: name, closure: closure, identity: identity))
    } else if case .binding(let reference)? =
      (call.labelled("isPresented") ?? call.labelled("item")).map(Evaluator.writtenBinding)
    {
      evaluator.navigationFrames[index].bound.append(
        .init(
          binding: reference, isItem: call.labelled("item") != nil, closure: closure,
          identity: identity))
    } else {
      call.report(
        .unknownArgument,
        "'.navigationDestination' needs 'for:', 'isPresented:' or 'item:'; nothing is pushed.")
    }
  }
}

extension Evaluator {
  /// The Swift type of `value` where it is known (`Int`, `String`, a declared enum, struct or
  /// class), for matching a pushed value with its `navigationDestination(for:)`; nil for
  /// unknowns and placeholders.
  func typeName(of value: Value) -> String? {
    switch value {
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .enumCase(let enumValue): return enumValue.type
    case .instance(let instance): return instance.type
    case .object(let id): return store.objects[id]?.type
    default: return nil
    }
  }
}

extension Evaluator {
  /// The animation of a push, pop or menu the app does not animate itself [model: UIKit's curves
  /// for these are not published; SwiftUI's default spring, 0.5 s response, no bounce, stands
  /// in].
  static let systemAnimation = MorphAnimation.default
}
