import MorphCore
import MorphDiagnostics
import MorphViewTree

/// Applies view modifiers by name: those with meaning for geometry or glass become
/// `ViewModifier`s; any other is recorded as `.ignored` with a warning (Docs/SceneLanguage.md).
struct ModifierFactory {
  let evaluator: Evaluator

  init(_ evaluator: Evaluator) {
    self.evaluator = evaluator
  }

  /// Modifiers that change nothing a frame shows or a tap does (accessibility, haptics, focus,
  /// lifecycle hooks, text styling the renderer does not draw): accepted without a warning, and
  /// listed in Docs/SceneLanguage.md.
  static let withoutVisibleEffect: Set<String> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityValue",
    "accessibilityAddTraits", "accessibilityHidden", "accessibilityElement", "help", "id",
    "keyboardShortcut", "sensoryFeedback", "onAppear", "onDisappear", "task", "onChange",
    "onReceive", "symbolRenderingMode", "imageScale", "textCase", "lineLimit",
    "multilineTextAlignment", "italic", "underline", "strikethrough", "kerning",
    "tracking", "statusBarHidden", "persistentSystemOverlays", "buttonRepeatBehavior",
    "drawingGroup", "compositingGroup", "privacySensitive", "redacted", "textSelection",
    "hoverEffect", "focusable", "focused", "interactiveDismissDisabled", "environment",
    "environmentObject", "minimumScaleFactor", "truncationMode", "allowsTightening",
    "dynamicTypeSize", "scrollIndicators", "scrollContentBackground", "submitLabel",
    "textInputAutocapitalization", "autocorrectionDisabled", "keyboardType", "contentMargins",
  ]

  /// Applies `name` with `arguments` to `node`.
  func apply(
    _ name: String, _ arguments: [Value.Argument], to node: ViewNode, in context: Evaluator.Context,
    at location: SourcePosition
  ) -> ViewNode {
    var node = node
    func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
    func number(_ label: String?) -> Double? {
      arguments.first { $0.label == label }.flatMap {
        evaluator.number(from: $0.value, at: $0.location, purpose: "'\(label ?? name)'")
      }
    }
    let first = arguments.first?.value
    func add(_ modifier: ViewModifier) { node.modifiers.append(modifier) }
    if evaluator.hasUnusableNumbers(arguments, in: "." + name) { return node }

    switch name {
    case "frame":
      let flexibleLabels = [
        "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
      ]
      let alignment = evaluator.alignment(from: labelled("alignment"), at: location)
      if arguments.contains(where: { flexibleLabels.contains($0.label ?? "") }) {
        add(
          .flexibleFrame(
            minWidth: number("minWidth"), idealWidth: number("idealWidth"),
            maxWidth: number("maxWidth"), minHeight: number("minHeight"),
            idealHeight: number("idealHeight"), maxHeight: number("maxHeight"), alignment: alignment
          ))
      } else {
        add(.frame(width: number("width"), height: number("height"), alignment: alignment))
      }
    case "padding":
      var edges = EdgeSet.all
      var amount: Double? = nil
      for argument in arguments {
        if let set = evaluator.edges(from: argument.value, at: argument.location) {
          edges = set
        } else if let value = argument.value.number {
          amount = value
        } else if case .symbol(let symbol) = argument.value,
          symbol.type == "EdgeInsets" || symbol.head == "init"
        {
          for step in symbol.steps.first?.arguments ?? [] {
            if let label = step.label, let edge = EdgeSet.named[label],
              let value = step.value.number
            {
              add(.padding(edge, value))
            }
          }
          return node
        }
      }
      add(.padding(edges, amount))
    case "offset":
      add(.offset(x: number("x") ?? 0, y: number("y") ?? 0))
    case "fixedSize":
      var horizontal = true
      var vertical = true
      if case .bool(let flag)? = labelled("horizontal") { horizontal = flag }
      if case .bool(let flag)? = labelled("vertical") { vertical = flag }
      add(.fixedSize(horizontal: horizontal, vertical: vertical))
    case "font":
      if let value = first, let font = evaluator.font(from: value, at: location) {
        add(.font(font))
      }
    case "bold":
      add(.fontWeight("bold"))
    case "monospacedDigit":
      add(.monospacedDigit)
    case "symbolVariant":
      if case .symbol(let variant)? = first {
        add(
          .symbolVariant(
            ([variant.head] + variant.steps.dropFirst().map(\.name)).joined(separator: ".")))
      }
    case "fontWeight":
      if case .symbol(let weight)? = first { add(.fontWeight(weight.head)) }
    case "labelStyle":
      if case .symbol(let style)? = first { add(.labelStyle(style.head)) }
    case "glassEffect":
      var glass = GlassSpec.regular
      var shape = ShapeKind.capsule
      var isEnabled = true
      for argument in arguments {
        switch argument.label {
        case nil: glass = evaluator.glass(from: argument.value, at: argument.location)
        case "in": shape = evaluator.shape(from: argument.value, at: argument.location)
        case "isEnabled":
          if case .bool(let flag) = argument.value { isEnabled = flag }
        default:
          evaluator.report(
            .unknownArgument,
            "'glassEffect' has no argument '\(argument.label ?? "")'; it is ignored.",
            at: argument.location)
        }
      }
      add(.glassEffect(glass, shape: shape, isEnabled: isEnabled))
    case "glassEffectID":
      guard let id = first else {
        evaluator.report(
          .glassNamespace,
          "'glassEffectID' needs an ID and a namespace: .glassEffectID(\"name\", in: namespace).",
          at: location)
        return node
      }
      add(
        .glassEffectID(
          evaluator.identifier(from: id), namespace: namespaceName(labelled("in"), at: location)))
    case "glassEffectUnion":
      guard let id = labelled("id") ?? first else {
        evaluator.report(
          .glassNamespace,
          "'glassEffectUnion' needs an id and a namespace: .glassEffectUnion(id: \"group\", namespace: namespace).",
          at: location)
        return node
      }
      add(
        .glassEffectUnion(
          evaluator.identifier(from: id),
          namespace: namespaceName(labelled("namespace"), at: location)))
    case "glassEffectTransition":
      if case .symbol(let symbol)? = first, let transition = GlassTransition(rawValue: symbol.head)
      {
        add(.glassEffectTransition(transition))
      } else {
        evaluator.report(
          .wrongValue,
          "Expected .matchedGeometry, .materialize or .identity for 'glassEffectTransition'; .matchedGeometry is used.",
          at: location)
      }
    case "buttonStyle":
      add(.buttonStyle(buttonStyle(first, at: location)))
    case "buttonBorderShape":
      add(.buttonBorderShape(borderShape(first, at: location)))
    case "controlSize":
      if case .symbol(let size)? = first { add(.controlSize(size.head)) }
    case "tint":
      if case .none? = first {
        add(.tint(nil))
      } else if let value = first, let color = evaluator.color(from: value, at: location) {
        add(.tint(color))
      }
    case "foregroundStyle", "foregroundColor":
      if let value = first, let paint = evaluator.paint(from: value, at: location) {
        add(.foregroundStyle(paint))
      }
    case "fill":
      if let value = first, let paint = evaluator.paint(from: value, at: location) {
        add(.fill(paint))
      }
    case "opacity":
      if let value = number(nil) { add(.opacity(min(max(value, 0), 1))) }
    case "scaleEffect":
      if let value = number(nil) { add(.scaleEffect(value)) }
    case "blur":
      if let value = number("radius") { add(.blur(value)) }
    case "background", "overlay":
      let alignment = evaluator.alignment(from: labelled("alignment"), at: location)
      guard let content = decoration(arguments, identity: node.identity + "/\(name)", at: location)
      else { return node }
      add(name == "background" ? .background(content, alignment) : .overlay(content, alignment))
    case "clipShape", "contentShape":
      guard let value = arguments.first(where: { $0.label == nil })?.value else { return node }
      let shape = evaluator.shape(from: value, at: location)
      add(name == "clipShape" ? .clipShape(shape) : .contentShape(shape))
    case "cornerRadius":
      if let radius = number(nil) {
        add(.clipShape(.roundedRectangle(cornerRadius: radius, continuous: false)))
      }
    case "ignoresSafeArea", "edgesIgnoringSafeArea":
      add(.ignoresSafeArea)
    case "animation":
      if case .none? = first {
        add(.animation(nil))
      } else if let value = first {
        add(.animation(evaluator.animation(from: value, at: location) ?? .default))
      }
    case "resizable":
      add(.resizable)
    case "tag":
      if let first { evaluator.tags[node.identity] = first }
    case "onTapGesture", "onLongPressGesture":
      guard
        let action = arguments.last(where: {
          ($0.label == nil || $0.label == "perform") && evaluator.isCallable($0.value)
        })?.value
      else {
        evaluator.report(
          .noAction, "'.\(name)' has no action closure; tapping changes nothing.", at: location)
        return node
      }
      let index = evaluator.actions.count
      evaluator.actions.append(action)
      add(
        .gesture(
          ButtonInfo(
            actionIndex: index, title: nil, systemImage: nil, role: nil,
            kind: name == "onTapGesture" ? .tapGesture : .longPress)))
    case "disabled":
      if case .bool(let flag)? = first { add(.disabled(flag)) } else { add(.disabled(true)) }
    case "allowsHitTesting":
      if case .bool(let flag)? = first { add(.allowsHitTesting(flag)) }
    case "pickerStyle":
      if case .symbol(let style)? = first { add(.pickerStyle(style.head)) }
    case "zIndex":
      if let value = number(nil) { add(.zIndex(value)) }
    case "hidden":
      add(.hidden)
    case "rotationEffect":
      var degrees = 0.0
      if case .symbol(let angle)? = first,
        let amount = angle.steps.first?.arguments?.first?.value.number
      {
        degrees = angle.head == "radians" ? amount * 180 / Double.pi : amount
      } else if let first {
        evaluator.report(
          .approximation,
          "Expected an angle such as .degrees(45) for '.rotationEffect', found \(first.kindName); it is ignored.",
          at: location)
      }
      if labelled("anchor") != nil {
        evaluator.report(
          .approximation, "A rotation anchor is not simulated; the view turns about its centre.",
          at: location)
      }
      add(.rotation(degrees))
    case "transition":
      guard let first else { return node }
      add(.transition(evaluator.transition(from: first, at: location)))
    case "matchedGeometryEffect":
      guard let id = labelled("id") else {
        evaluator.report(
          .approximation,
          "'matchedGeometryEffect' needs an id and a namespace: .matchedGeometryEffect(id: \"card\", in: namespace).",
          at: location)
        return node
      }
      if labelled("properties") != nil || labelled("anchor") != nil {
        evaluator.report(
          .approximation,
          "'matchedGeometryEffect' properties and anchor are not simulated; the whole frame is matched.",
          at: location)
      }
      add(
        .matchedGeometry(
          id: evaluator.identifier(from: id), namespace: namespaceName(labelled("in"), at: location)
        ))
    case "contentTransition":
      guard let first else { return node }
      add(.contentTransition(evaluator.contentTransition(from: first, at: location)))
    case "toolbar":
      // `.toolbar { ToolbarItem … }`; `.toolbar(.hidden)` and friends change nothing here.
      guard arguments.contains(where: { isClosure($0.value) }) else { return node }
      let factory = ViewFactory(evaluator)
      guard
        let closure = arguments.last(where: {
          ($0.label == nil || $0.label == "content") && isClosure($0.value)
        })
      else { return node }
      let items = factory.views(
        of: closure.value, identity: node.identity + "/toolbar", at: location)
      add(
        .toolbar(
          ViewNode(
            kind: .group, children: items, identity: node.identity + "/toolbar",
            location: location)))
    case "navigationTitle":
      if let first { add(.navigationTitle(first.interpolated)) }
    case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
      if case .symbol(let mode)? = first { add(.navigationTitleDisplayMode(mode.head)) }
    case "searchable":
      let prompt = labelled("prompt")?.interpolated ?? "Search"
      add(.searchable(prompt: prompt))
    case "safeAreaInset", "safeAreaBar":
      var edge = "bottom"
      if case .symbol(let symbol)? = labelled("edge") { edge = symbol.head }
      guard let content = decoration(arguments, identity: node.identity + "/\(name)", at: location)
      else { return node }
      add(
        .safeAreaInset(
          edge: edge, spacing: number("spacing"), content: content, isBar: name == "safeAreaBar"))
    case "tabItem":
      let factory = ViewFactory(evaluator)
      let label =
        arguments.last(where: { isClosure($0.value) }).map {
          factory.views(of: $0.value, identity: node.identity + "/tabItem", at: location)
        } ?? []
      var symbol: String? = nil
      for view in label {
        view.forEachNode { inner in
          if symbol == nil, case .symbol(let name) = inner.kind { symbol = name }
          if symbol == nil, case .label(_, let image) = inner.kind { symbol = image }
        }
      }
      evaluator.tabs[node.identity] = ViewFactory.TabInfo(
        title: factory.firstText(label) ?? "Tab", systemImage: symbol,
        value: evaluator.tags[node.identity], isSearch: false)
    case "tabViewStyle":
      if case .symbol(let style)? = first, style.head == "page",
        case .tabView(let tabs, let selected, _) = node.kind
      {
        node.kind = .tabView(tabs: tabs, selected: selected, paged: true)
      }
    case "modifier":
      guard let value = first else { return node }
      return evaluator.applyCustomModifier(value, to: node, in: context, at: location)
    default:
      if !ModifierFactory.withoutVisibleEffect.contains(name) {
        evaluator.report(
          .unsupportedModifier, "'.\(name)' is not simulated; it is ignored.", at: location)
      }
      add(.ignored(name))
    }
    return node
  }

  /// The namespace an `in:`/`namespace:` argument names.
  private func namespaceName(_ value: Value?, at location: SourcePosition) -> String {
    switch value {
    case .namespace(let name)?: return name
    case .placeholder(let name)?: return name
    case nil:
      evaluator.report(
        .glassNamespace,
        "A glass ID needs a namespace ('in: namespace'); the default namespace is used.",
        at: location)
      return "default"
    case let other?:
      evaluator.report(
        .glassNamespace,
        "Expected a @Namespace, found \(other.kindName); the default namespace is used.",
        at: location)
      return "default"
    }
  }

  private func buttonStyle(_ value: Value?, at location: SourcePosition) -> ButtonStyleKind {
    guard case .symbol(let symbol)? = value else { return .plain }
    switch symbol.head {
    case "glass":
      if let argument = symbol.steps[0].arguments?.first {
        return .glass(evaluator.glass(from: argument.value, at: argument.location))
      }
      return .glass(.regular)
    case "glassProminent": return .glassProminent
    case "bordered": return .bordered(prominent: false)
    case "borderedProminent": return .bordered(prominent: true)
    case "plain", "borderless", "automatic": return .plain
    default:
      evaluator.report(
        .unsupportedValue, "The button style '.\(symbol.head)' is not simulated; .plain is used.",
        at: location)
      return .plain
    }
  }

  private func borderShape(_ value: Value?, at location: SourcePosition) -> ButtonBorderShapeKind {
    guard case .symbol(let symbol)? = value else { return .automatic }
    switch symbol.head {
    case "circle": return .circle
    case "capsule": return .capsule
    case "roundedRectangle":
      return .roundedRectangle(
        radius: symbol.steps[0].arguments?.first { $0.label == "radius" }?.value.number)
    default: return .automatic
    }
  }

  /// The content of `.background(…)` / `.overlay(…)`: a closure, a view, a colour, or a shape
  /// style `in:` a shape.
  private func decoration(
    _ arguments: [Value.Argument], identity: String, at location: SourcePosition
  ) -> ViewNode? {
    let factory = ViewFactory(evaluator)
    if let closure = arguments.last(where: {
      ($0.label == nil || $0.label == "content") && isClosure($0.value)
    }) {
      let views = factory.views(of: closure.value, identity: identity, at: location)
      return views.count == 1
        ? views[0]
        : ViewNode(
          kind: .zStack(alignment: .center), children: views, identity: identity, location: location
        )
    }
    guard let value = arguments.first(where: { $0.label == nil })?.value else { return nil }
    if case .view(let node) = value { return node }
    if case .symbol(let symbol) = value, symbol.head.hasSuffix("Material") || symbol.head == "bar" {
      evaluator.report(
        .unsupportedValue, "Materials such as '.\(symbol.head)' are drawn as translucent white.",
        at: location)
      return ViewNode(
        kind: .paint(.color(Color(white: 1, opacity: 0.35))), identity: identity, location: location
      )
    }
    guard let paint = evaluator.paint(from: value, at: location) else { return nil }
    var node = ViewNode(kind: .paint(paint), identity: identity, location: location)
    if let shapeValue = arguments.first(where: { $0.label == "in" })?.value {
      node = ViewNode(
        kind: .shape(evaluator.shape(from: shapeValue, at: location)), modifiers: [.fill(paint)],
        identity: identity, location: location)
    }
    return node
  }

  private func isClosure(_ value: Value) -> Bool {
    switch value {
    case .closure, .function: return true
    default: return false
    }
  }
}
