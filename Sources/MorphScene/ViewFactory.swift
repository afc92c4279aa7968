import MorphCore
import MorphDiagnostics
import MorphViewTree

/// Builds the builtin SwiftUI views (`HStack`, `Button`, `Text`, `Circle`, …) from evaluated
/// arguments.
struct ViewFactory {
  let evaluator: Evaluator

  init(_ evaluator: Evaluator) {
    self.evaluator = evaluator
  }

  /// Whether `name` is a view the factory builds.
  static func isBuiltinView(_ name: String) -> Bool { ViewVocabulary.isBuiltin(name) }

  /// Builds the builtin view `name` through `ViewVocabulary`'s tables; an unknown name is a
  /// placeholder with a warning.
  func make(
    _ name: String, _ arguments: [Value.Argument], in context: Evaluator.Context,
    at location: SourcePosition
  ) -> Value {
    let identity = context.identity + "/" + evaluator.key(location)
    // Only the views GlassMorph builds lay out with their numbers; a stand-in for an app's
    // view takes any number it likes.
    if ViewVocabulary.rules[name] != nil, evaluator.hasUnusableNumbers(arguments, in: name) {
      return .view(ViewNode(kind: .empty, identity: identity, location: location))
    }
    guard let rule = ViewVocabulary.rules[name] else {
      return .view(unknownView(name, arguments, in: context, at: location))
    }
    return rule.make(
      ViewCall(
        name: name, arguments: arguments, context: context, location: location, identity: identity,
        factory: self))
  }

  /// `name`, after warning when it has no icon of its own (Docs/Rendering.md, "Icons"): SF Symbols
  /// are drawn as Material Icons, and a name the table does not list draws its family's icon.
  func checkedSymbol(_ name: String, at location: SourcePosition) -> String {
    let icon = SymbolCatalog.icon(for: name)
    guard !icon.isExact else { return name }
    if let family = icon.symbol {
      evaluator.report(
        .symbolFallback,
        "SF Symbol '\(name)' has no icon of its own here; it is drawn as '\(family)' (Material Icons '\(icon.icon)'), the closest of its family.",
        at: location)
    } else {
      evaluator.report(
        .symbolFallback,
        "SF Symbol '\(name)' has no icon here; it is drawn as a neutral shape. The names GlassMorph draws are in scripts/symbols/sf-to-material.txt.",
        at: location)
    }
    return name
  }

  /// A view the simulator does not model: a placeholder whose content closures are still built.
  func unknownView(
    _ name: String, _ arguments: [Value.Argument], in context: Evaluator.Context,
    at location: SourcePosition
  ) -> ViewNode {
    if let button = assumedButton(name, arguments, in: context, at: location) { return button }
    if name == "RealityView" { return realityView(arguments, in: context, at: location) }
    let identity = context.identity + "/" + evaluator.key(location)
    evaluator.report(
      .unsupportedView,
      "'\(name)' is not simulated; its content is laid out in a plain placeholder.",
      at: location)
    var children: [ViewNode] = []
    for argument in arguments where isClosure(argument.value) {
      if case .closure(let closure) = argument.value {
        if !closure.parameters.isEmpty { continue }
        // A closure that changes state and builds no view (`DeviceRow(device:) { … } onDelete:
        // { selected = [] }`) is an action the component runs when tapped, not its content.
        if Self.isAction(closure.body) { continue }
      }
      children += views(of: argument.value, identity: identity, at: location)
    }
    return ViewNode(
      kind: .unknown(name: name), children: children, identity: identity, location: location)
  }

  func isClosure(_ value: Value) -> Bool {
    switch value {
    case .closure, .function: return true
    default: return false
    }
  }

  /// The views built by the content closure (trailing, or `content:`).
  func content(_ arguments: [Value.Argument], identity: String, at location: SourcePosition)
    -> [ViewNode]
  {
    guard
      let closure = arguments.last(where: {
        ($0.label == nil || $0.label == "content") && isClosure($0.value)
      })
    else { return [] }
    return views(of: closure.value, identity: identity, at: location)
  }

  /// Runs a builder closure (with no arguments) and returns its views.
  func views(
    of value: Value, identity: String, at location: SourcePosition, arguments: [Value] = []
  ) -> [ViewNode] {
    switch value {
    case .closure(let closure):
      let scope = Scope(parent: closure.scope)
      if closure.parameters.count > 1, arguments.count == 1 {
        evaluator.bind(names: closure.parameters, to: arguments[0], in: scope)
      } else {
        for (name, argument) in zip(closure.parameters, arguments) where name != "_" {
          scope.declare(name, argument)
        }
      }
      for (index, argument) in arguments.enumerated() { scope.declare("$\(index)", argument) }
      var context = Evaluator.Context(scope: scope, owner: closure.owner, identity: identity)
      context.receiver = closure.receiver
      return evaluator.buildViews(closure.body, in: context)
    case .function(let function):
      let result = evaluator.call(
        function,
        arguments: arguments.map { Value.Argument(label: nil, value: $0, location: location) },
        at: location, caller: identity)
      return evaluator.views(from: result, at: location, identity: identity)
    default:
      return evaluator.views(from: value, at: location, identity: identity)
    }
  }

  func forEach(_ arguments: [Value.Argument], identity: String, at location: SourcePosition)
    -> [ViewNode]
  {
    guard let data = arguments.first(where: { $0.label == nil && !isClosure($0.value) }),
      let builder = arguments.last(where: { isClosure($0.value) })
    else {
      evaluator.report(
        .noContent, "ForEach needs data and a content closure; nothing is produced.", at: location)
      return []
    }
    let keyPath: [String]? = {
      if case .keyPath(let path)? = arguments.first(where: { $0.label == "id" })?.value {
        return path
      }
      return nil
    }()
    var children: [ViewNode] = []
    for (index, element) in evaluator.sequence(from: data.value, at: data.location).enumerated() {
      let id = elementID(element, keyPath: keyPath, index: index)
      let made = views(
        of: builder.value, identity: identity + "[\(id)]", at: location, arguments: [element])
      // A ForEach tags its views with their element's ID, so a Picker can select them.
      for view in made where evaluator.tags[view.identity] == nil {
        evaluator.tags[view.identity] = elementTag(element, keyPath: keyPath)
      }
      children += made
    }
    return children
  }

  /// An `Identifiable` element's `id` (stored or computed), if it has one.
  private func identifiableID(_ element: Value) -> Value? {
    let typeName: String
    switch element {
    case .instance(let instance):
      if let id = instance.properties["id"] { return id }
      typeName = instance.type
    case .object(let objectID):
      if let id = evaluator.store.objects[objectID]?.properties["id"] { return id }
      typeName = evaluator.store.objects[objectID]?.type ?? ""
    case .enumCase(let enumValue):
      typeName = enumValue.type
    default:
      return nil
    }
    guard let type = evaluator.syntax.type(named: typeName),
      type.variables.contains(where: { $0.name == "id" && !$0.isStatic })
    else { return nil }
    return evaluator.member(
      element, "id", in: Evaluator.Context(scope: Scope(parent: nil), owner: nil, identity: ""),
      at: .start)
  }

  /// The value a `ForEach` element tags its views with: its `id:` key path, its `id`, else itself.
  private func elementTag(_ element: Value, keyPath: [String]?) -> Value {
    var value = element
    if let keyPath {
      value = evaluator.value(element, at: keyPath, at: .start)
    } else if let id = identifiableID(element) {
      value = id
    }
    return value
  }

  /// The identity of a `ForEach` element: its `id:` key path, its `id` property, else itself.
  private func elementID(_ element: Value, keyPath: [String]?, index: Int) -> String {
    var value = element
    if let keyPath {
      value = evaluator.value(element, at: keyPath, at: .start)
    } else if let id = identifiableID(element) {
      value = id
    }
    switch value {
    case .placeholder, .view, .closure, .function: return String(index)
    default: return evaluator.identifier(from: value)
    }
  }

  func button(_ arguments: [Value.Argument], identity: String, at location: SourcePosition)
    -> Value
  {
    let closures = arguments.filter { isClosure($0.value) }
    let title = arguments.first { $0.label == nil && !isClosure($0.value) }?.value.interpolated
    let systemImage = arguments.first { $0.label == "systemImage" }?.value.interpolated
    var action: Value? = arguments.first { $0.label == "action" }?.value
    var labelValue: Value? = arguments.first { $0.label == "label" }?.value
    let unlabelledClosures = closures.filter { $0.label == nil }
    // `Button { action } label: { … }`, `Button(action: f) { label }`, `Button("T") { action }`.
    var remaining = unlabelledClosures.map(\.value)
    if action == nil, !remaining.isEmpty { action = remaining.removeFirst() }
    if labelValue == nil, title == nil, systemImage == nil, !remaining.isEmpty {
      labelValue = remaining.removeFirst()
    }
    var role: String? = nil
    if case .symbol(let symbol)? = arguments.first(where: { $0.label == "role" })?.value {
      role = symbol.head
    }

    var label: [ViewNode] = []
    if let labelValue {
      label = views(of: labelValue, identity: identity, at: location)
    } else if let title {
      let kind: ViewKind = systemImage.map { .label(title: title, systemImage: $0) } ?? .text(title)
      label = [ViewNode(kind: kind, identity: identity + "/label", location: location)]
    } else if let systemImage {
      label = [
        ViewNode(kind: .symbol(systemImage), identity: identity + "/label", location: location)
      ]
    }
    let actionIndex = evaluator.actions.count
    evaluator.actions.append(action ?? .void)
    if action == nil {
      evaluator.report(
        .noAction, "This Button has no action; tapping it changes nothing.", at: location)
    }
    let info = ButtonInfo(
      actionIndex: actionIndex, title: title, systemImage: systemImage, role: role)
    var labelNode = ViewNode(
      kind: .group, children: label, identity: identity + "/label", location: location)
    var modifiers: [ViewModifier] = []
    if let style = evaluator.environment.last(where: { $0.key == "custom:buttonStyle" })?.value {
      let pressedKey = evaluator.pressedKey(style: style, label: labelNode.identity)
      labelNode = evaluator.styledLabel(
        labelNode, style: style, action: action ?? .void, role: role, pressedKey: pressedKey,
        at: location)
      if let pressedKey {
        // A finger held down on the button is a state of its own (the style's pressed look);
        // the tap that follows lifts it, then runs the action, as SwiftUI does on release.
        if case .bool(true)? = evaluator.store.slot(pressedKey) {
          evaluator.actions[actionIndex] = .native(
            .sequence([.assign(.slot(pressedKey), .bool(false)), .perform(action ?? .void)]))
        } else {
          let pressIndex = evaluator.actions.count
          evaluator.actions.append(.native(.assign(.slot(pressedKey), .bool(true))))
          modifiers.append(
            .gesture(
              ButtonInfo(
                actionIndex: pressIndex, title: title, systemImage: systemImage, role: role,
                kind: .press)))
        }
      }
    }
    return .view(
      ViewNode(
        kind: .button(info), children: [labelNode], modifiers: modifiers, identity: identity,
        location: location))
  }

  /// A gradient from `colors:`/`gradient:`/`stops:` and its geometry arguments.
  func gradient(_ name: String, _ arguments: [Value.Argument], at location: SourcePosition)
    -> ViewKind?
  {
    var stops: [Paint.Stop] = []
    if case .array(let colors)? = arguments.first(where: { $0.label == "colors" })?.value {
      stops = Paint.evenStops(colors.compactMap { evaluator.color(from: $0, at: location) })
    } else if case .array(let list)? = arguments.first(where: { $0.label == "stops" })?.value {
      for stop in list {
        if case .symbol(let symbol) = stop, let stepArguments = symbol.steps.first?.arguments,
          let color = stepArguments.first(where: { $0.label == "color" }).flatMap({
            evaluator.color(from: $0.value, at: location)
          }),
          let position = stepArguments.first(where: { $0.label == "location" })?.value.number
        {
          stops.append(Paint.Stop(color: color, location: position))
        }
      }
    } else if case .symbol(let gradient)? = arguments.first(where: { $0.label == "gradient" })?
      .value,
      case .array(let colors)? = gradient.steps.first?.arguments?.first(where: {
        $0.label == "colors"
      })?.value
    {
      stops = Paint.evenStops(colors.compactMap { evaluator.color(from: $0, at: location) })
    }
    if stops.isEmpty {
      evaluator.report(
        .wrongValue, "This \(name) has no colours the simulator understands; gray is used.",
        at: location)
      stops = [Paint.Stop(color: .gray, location: 0)]
    }
    func point(_ label: String, _ fallback: UnitPoint) -> UnitPoint {
      arguments.first { $0.label == label }.map {
        evaluator.unitPoint(from: $0.value, at: location)
      } ?? fallback
    }
    switch name {
    case "LinearGradient":
      return .paint(
        .linearGradient(
          stops, start: point("startPoint", UnitPoint(x: 0.5, y: 0)),
          end: point("endPoint", UnitPoint(x: 0.5, y: 1))))
    case "RadialGradient", "EllipticalGradient":
      let start = arguments.first { $0.label == "startRadius" }?.value.number ?? 0
      let end = arguments.first { $0.label == "endRadius" }?.value.number ?? 200
      return .paint(
        .radialGradient(
          stops, center: point("center", UnitPoint(x: 0.5, y: 0.5)), startRadius: start,
          endRadius: end))
    default:
      return .paint(.angularGradient(stops, center: point("center", UnitPoint(x: 0.5, y: 0.5))))
    }
  }

  func gridItems(_ value: Value?, at location: SourcePosition) -> [GridItemSpec] {
    guard case .array(let items)? = value else {
      if value != nil {
        evaluator.report(
          .noContent, "Grid columns must be an array of GridItem; one flexible column is used.",
          at: location)
      }
      return [GridItemSpec(size: .flexible(minimum: 10, maximum: .infinity))]
    }
    return items.map { item in
      guard case .symbol(let symbol) = item, let arguments = symbol.steps.first?.arguments else {
        return GridItemSpec(size: .flexible(minimum: 10, maximum: .infinity))
      }
      let spacing = arguments.first { $0.label == "spacing" }?.value.number
      guard case .symbol(let size)? = arguments.first(where: { $0.label == nil })?.value else {
        return GridItemSpec(size: .flexible(minimum: 10, maximum: .infinity), spacing: spacing)
      }
      let sizeArguments = size.steps.first?.arguments ?? []
      let first = sizeArguments.first { $0.label == nil }?.value.number
      let minimum = sizeArguments.first { $0.label == "minimum" }?.value.number
      let maximum = sizeArguments.first { $0.label == "maximum" }?.value.number
      switch size.head {
      case "fixed": return GridItemSpec(size: .fixed(first ?? 44), spacing: spacing)
      case "adaptive":
        return GridItemSpec(
          size: .adaptive(minimum: minimum ?? 44, maximum: maximum ?? .infinity), spacing: spacing)
      default:
        return GridItemSpec(
          size: .flexible(minimum: minimum ?? 10, maximum: maximum ?? .infinity), spacing: spacing)
      }
    }
  }

  func closureText(_ value: Value?, identity: String, at location: SourcePosition)
    -> String?
  {
    guard let value else { return nil }
    for node in views(of: value, identity: identity, at: location) {
      if case .text(let text) = node.kind { return text }
    }
    return nil
  }

  func closureSymbol(_ value: Value?, identity: String, at location: SourcePosition)
    -> String?
  {
    guard let value else { return nil }
    for node in views(of: value, identity: identity, at: location) {
      if case .symbol(let name) = node.kind { return name }
    }
    return nil
  }
}
