import MorphCore
import MorphDiagnostics
import MorphSyntax
import MorphViewTree

/// Modifiers the program calls but does not declare (they live in another file or package), given
/// the meaning their shape or name implies rather than dropped — each with an `assumed-helper`
/// warning that says so and how to get the app's own definition (its folder):
///
/// - a closure modifier, `.modify { view in … }`, `.apply { $0… }`, `.if(flag) { view in … }`:
///   apps write these to branch on `#available` and they all return the closure applied to the
///   view (the closure is where the glass usually is);
/// - a modifier whose name says glass, `.glassEffectIfAvailable(interactive: true, shape: …)`,
///   `.liquidGlassBackground()`: SwiftUI's `glassEffect` with the variant, tint, interactivity
///   and shape its arguments give (regular glass in a capsule otherwise).
extension ModifierFactory {
  /// `node` with an undeclared closure modifier applied as such helpers are written (the
  /// closure's result for the view), or nil when `arguments` are not of that shape.
  func applyingClosureHelper(
    _ name: String, _ arguments: [Value.Argument], to node: ViewNode, at location: SourcePosition
  ) -> ViewNode? {
    guard !Self.swiftUIClosureModifiers.contains(name), let last = arguments.last,
      case .closure(let closure) = last.value, closure.parameters.count <= 1,
      Self.buildsOn(closure.parameters.first ?? "$0", closure.body)
    else { return nil }
    // `.if(condition) { view in … }`: applied only where the condition holds.
    let leading = arguments.dropLast()
    guard leading.count <= 1 else { return nil }
    if let condition = leading.first {
      guard condition.label == nil || condition.label == "condition" else { return nil }
      switch condition.value {
      case .bool, .placeholder: break
      default: return nil
      }
      evaluator.report(
        .assumedHelper,
        "'.\(name)' is not declared in this scene; it is taken to apply its closure to the view when its condition holds, as such helpers do (check the app's folder to use its own).",
        at: location)
      guard evaluator.truth(of: condition.value, at: condition.location) else { return node }
    } else {
      evaluator.report(
        .assumedHelper,
        "'.\(name)' is not declared in this scene; it is taken to apply its closure to the view, as such helpers do (check the app's folder to use its own).",
        at: location)
    }
    let views = ViewFactory(evaluator).views(
      of: last.value, identity: node.identity, at: location, arguments: [.view(node)])
    if views.count == 1 { return views[0] }
    return ViewNode(kind: .group, children: views, identity: node.identity, location: location)
  }

  /// `node` with the content of an undeclared modifier named for a toolbar placement
  /// (`.topBarTrailing { Button … }`) as a toolbar group at that placement — what such helpers
  /// wrap (`toolbar { ToolbarItemGroup(placement: .topBarTrailing, content: content) }`) — or nil.
  func applyingToolbarPlacement(
    _ name: String, _ arguments: [Value.Argument], to node: ViewNode,
    in context: Evaluator.Context, at location: SourcePosition
  ) -> ViewNode? {
    guard Self.toolbarPlacements.contains(name), let content = arguments.last,
      case .closure(let closure) = content.value, closure.parameters.isEmpty
    else { return nil }
    evaluator.report(
      .assumedHelper,
      "'.\(name)' is not declared in this scene; it is taken to put its content in the toolbar at .\(name), as its name says (check the app's folder to use its own).",
      at: location)
    let group = ViewFactory(evaluator).make(
      "ToolbarItemGroup",
      [
        Value.Argument(
          label: "placement",
          value: .symbol(Value.Symbol(type: nil, steps: [.init(name: name, arguments: nil)])),
          location: location),
        content,
      ], in: context, at: location)
    let items = evaluator.views(from: group, at: location, identity: node.identity + "/toolbar")
    var result = node
    result.modifiers.append(
      .toolbar(
        ViewNode(
          kind: .group, children: items, identity: node.identity + "/toolbar", location: location)))
    return result
  }

  /// SwiftUI's toolbar placements, as app helpers that fill them are named.
  static let toolbarPlacements: Set<String> = [
    "topBarTrailing", "topBarLeading", "bottomBar", "principal", "navigationBarTrailing",
    "navigationBarLeading", "primaryAction", "secondaryAction", "confirmationAction",
    "cancellationAction", "destructiveAction",
  ]

  /// SwiftUI's own modifiers that take a closure of one value (they run or present it; none
  /// applies it to the view), beside those the vocabulary knows.
  static let swiftUIClosureModifiers: Set<String> = [
    "onAppear", "onDisappear", "task", "onChange", "onReceive", "onOpenURL", "onPreferenceChange",
    "onSubmit", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
    "onTapGesture", "onLongPressGesture", "refreshable", "swipeActions",
    "contextMenu", "onKeyPress", "onHover", "onGeometryChange", "transformEnvironment", "onDrop",
    "dropDestination", "onMove", "onDelete", "onContinueUserActivity", "onScrollGeometryChange",
    "matchedTransitionSource", "onScrollPhaseChange", "onContinuousHover",
  ]

  /// Whether `body` builds its view on `parameter` (`view.glassEffect()`, `$0.padding()`, or
  /// `view` itself) as a statement of its own, in any branch: a closure that transforms the view
  /// it is given, not one that reads a value (`{ url in open(url) }`).
  static func buildsOn(_ parameter: String, _ body: [Statement]) -> Bool {
    func root(_ expression: ExpressionSyntax) -> Bool {
      switch expression.kind {
      case .identifier(let name): return name == parameter
      case .dollar(let name): return "$" + name == parameter
      case .member(let base, _), .forceUnwrap(let base), .optionalChain(let base):
        return root(base)
      case .call(let callee, _): return root(callee)
      default: return false
      }
    }
    for statement in body {
      switch statement.kind {
      case .expression(let value), .returnValue(let value?):
        if root(value) { return true }
      case .conditional(_, let then, let otherwise):
        if buildsOn(parameter, then) || buildsOn(parameter, otherwise ?? []) { return true }
      case .switchOver(_, let cases):
        if cases.contains(where: { buildsOn(parameter, $0.body) }) { return true }
      default:
        break
      }
    }
    return false
  }

  /// Whether an undeclared modifier's name says it draws glass (`glassEffectIfAvailable`,
  /// `liquidGlass`, `adaptiveGlassBackground`).
  static func nameSaysGlass(_ name: String) -> Bool {
    name.lowercased().contains("glass")
  }

  /// `node` with SwiftUI's glass for an undeclared modifier whose name says glass, from the
  /// arguments it passes (variant, tint, interactive, shape or corner radius), or nil when the
  /// name does not say glass or an argument turns it off (`isEnabled: false`).
  func applyingAssumedGlass(
    _ name: String, _ arguments: [Value.Argument], to node: ViewNode, at location: SourcePosition
  ) -> ViewNode? {
    guard Self.nameSaysGlass(name) else { return nil }
    var glass = GlassSpec.regular
    var shape = ShapeKind.capsule
    for argument in arguments {
      let label = argument.label.map { $0.lowercased() } ?? ""
      switch argument.value {
      case .bool(let flag) where label.contains("enabled") || label == "condition":
        if !flag { return node }
      case .bool(let flag) where label.contains("interactive"):
        glass.isInteractive = flag
      case .symbol(let symbol) where Self.glassVariants.contains(symbol.head):
        let tint = glass.tint
        let interactive = glass.isInteractive
        glass = evaluator.glass(from: argument.value, at: argument.location)
        glass.tint = glass.tint ?? tint
        glass.isInteractive = glass.isInteractive || interactive
      case let value where label.contains("tint") || label.contains("color"):
        glass.tint = evaluator.color(from: value, at: argument.location) ?? glass.tint
      case let value where label.contains("radius"):
        if let radius = value.number {
          shape = .roundedRectangle(cornerRadius: radius, continuous: true)
        }
      case let value where label == "in" || label.contains("shape") || Self.isShape(value):
        shape = evaluator.shape(from: value, at: argument.location)
      default:
        break
      }
    }
    evaluator.report(
      .assumedHelper,
      "'.\(name)' is not declared in this scene\(ModifierFactory.glassLabels[name] == nil ? "" : " (and SwiftUI's takes other labels)"); its name says glass, so it is shown as SwiftUI's .glassEffect (\(glass.variant.rawValue)\(glass.tint == nil ? "" : ", tinted")\(glass.isInteractive ? ", interactive" : "")) in a \(shape.name). Check the app's folder to use its own definition.",
      at: location)
    var result = node
    result.modifiers.append(.glassEffect(glass, shape: shape, isEnabled: true))
    return result
  }

  /// The first members of a `Glass` value.
  static let glassVariants: Set<String> = ["regular", "clear", "identity"]

  /// Whether `value` is a shape (`Circle()`, `.capsule`, `.rect(cornerRadius:)`).
  static func isShape(_ value: Value) -> Bool {
    switch value {
    case .view(let node):
      if case .shape = node.kind { return true }
      return false
    case .symbol(let symbol):
      return [
        "capsule", "circle", "ellipse", "rect", "rectangle", "roundedRectangle", "concentric",
        "containerConcentric",
      ].contains(symbol.head)
    default:
      return false
    }
  }
}
