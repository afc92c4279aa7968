import MorphDiagnostics
import MorphSyntax
import MorphViewTree

/// Button components the program calls but does not declare (an app's `PrimaryButton`, a
/// package's `GlassButton`): a view whose type name ends in "Button" and that is given an action
/// closure is taken to be a SwiftUI `Button` with the title, icon and action its arguments give,
/// so its taps are explored — with an `assumed-helper` warning that says so and how to get the
/// app's own definition (its folder). A name that says glass is drawn with `.buttonStyle(.glass)`
/// (`.glassProminent` for a prominent or primary one), and so is one given `style: .glass` or
/// `style: .glassProminent`.
extension ViewFactory {
  /// Argument labels app button components give their title.
  static let assumedTitleLabels: Set<String> = ["title", "text", "titleKey", "label", "name"]
  /// Argument labels app button components give their SF Symbol.
  static let assumedIconLabels: Set<String> = [
    "icon", "systemImage", "systemName", "symbol", "symbolName", "image", "imageName", "iconName",
  ]
  /// Argument labels app button components give their action.
  static let assumedActionLabels: Set<String> = [
    "action", "onTap", "onPress", "onTapped", "tapAction", "handler", "onClick",
  ]

  /// The button an undeclared `…Button(…)` component stands for, or nil when `name` is not a
  /// button's or no argument is its action.
  func assumedButton(
    _ name: String, _ arguments: [Value.Argument], in context: Evaluator.Context,
    at location: SourcePosition
  ) -> ViewNode? {
    guard name.count > "Button".count, name.hasSuffix("Button"), !name.contains("."),
      name.first?.isUppercase == true
    else { return nil }
    let closures = arguments.filter { isClosure($0.value) }
    let labelClosure = closures.first { $0.label == "label" || $0.label == "content" }
    let title = arguments.first { argument in
      guard case .string = argument.value else { return false }
      return argument.label == nil || Self.assumedTitleLabels.contains(argument.label ?? "")
    }
    let icon = arguments.first { argument in
      guard case .string = argument.value else { return false }
      return Self.assumedIconLabels.contains(argument.label ?? "")
    }
    // The action: a closure labelled as one, else the unlabelled closure when something else
    // is the label (a title, an icon, a `label:` closure) or its body builds no views.
    let action =
      closures.first { Self.assumedActionLabels.contains($0.label ?? "") }
      ?? closures.first { closure in
        guard closure.label == nil, case .closure(let value) = closure.value,
          value.parameters.isEmpty
        else { return false }
        return title != nil || icon != nil || labelClosure != nil || !Self.buildsViews(value.body)
      }
    guard let action else { return nil }
    var made: [Value.Argument] = []
    if let title {
      made.append(Value.Argument(label: nil, value: title.value, location: title.location))
    }
    if let icon {
      made.append(Value.Argument(label: "systemImage", value: icon.value, location: icon.location))
    }
    made.append(Value.Argument(label: "action", value: action.value, location: action.location))
    if let labelClosure {
      made.append(
        Value.Argument(label: "label", value: labelClosure.value, location: labelClosure.location))
    }
    let glassStyle = Self.glassStyle(given: arguments) ?? Self.glassStyle(named: name)
    evaluator.report(
      .assumedHelper,
      "'\(name)' is not declared in this scene; its name says it is a button, so it is shown as SwiftUI's Button\(title.map { " \"\($0.value.interpolated)\"" } ?? "")\(glassStyle.map { " with .buttonStyle(.\($0))" } ?? "") and its closure is the action. Check the app's folder to use its own definition.",
      at: location)
    guard
      case .view(var node) = button(
        made, identity: context.identity + "/" + evaluator.key(location), at: location)
    else { return nil }
    if title == nil, icon == nil, labelClosure == nil, case .button = node.kind {
      // No label the arguments give: the component's own look is unknown, so its placeholder.
      node.children = [
        ViewNode(kind: .unknown(name: name), identity: node.identity + "/label", location: location)
      ]
    }
    guard let glassStyle else { return node }
    let style = Value.symbol(
      Value.Symbol(type: nil, steps: [.init(name: glassStyle, arguments: nil)]))
    return ModifierFactory(evaluator).apply(
      "buttonStyle", [Value.Argument(label: nil, value: style, location: location)], to: node,
      in: context, at: location)
  }

  /// The glass button style a component's name implies: `.glassProminent` for a prominent or
  /// primary glass button, `.glass` for another that says glass, nil otherwise.
  static func glassStyle(named name: String) -> String? {
    guard name.range(of: "glass", options: .caseInsensitive) != nil else { return nil }
    return name.contains("Prominent") || name.contains("Primary") ? "glassProminent" : "glass"
  }

  /// Argument labels app button components take their style by (`LGButton("Checkout", style:
  /// .glassProminent)`).
  static let assumedStyleLabels: Set<String> = ["style", "buttonStyle", "variant", "kind"]

  /// The glass button style an argument gives: `.glass` or `.glassProminent` passed as the
  /// component's style (implicit members of the app's own style enum, named after SwiftUI's).
  static func glassStyle(given arguments: [Value.Argument]) -> String? {
    for argument in arguments where assumedStyleLabels.contains(argument.label ?? "") {
      guard case .symbol(let symbol) = argument.value, symbol.steps.count == 1,
        let step = symbol.steps.first, ["glass", "glassProminent"].contains(step.name)
      else { continue }
      return step.name
    }
    return nil
  }

  /// Whether a closure's statements build views (`Text(…)`, `Image(…).font(…)`, `HStack { … }`):
  /// an expression statement whose call starts at a type's name.
  static func buildsViews(_ body: [Statement]) -> Bool {
    body.contains { statement in
      guard case .expression(let expression) = statement.kind else { return false }
      return startsAtTypeCall(expression)
    }
  }

  /// Whether a closure body is an action rather than content: it assigns, guards or animates
  /// somewhere in its blocks, and nowhere makes a view (a chain starting at a type's call).
  static func isAction(_ body: [Statement]) -> Bool {
    var changesState = false
    var makesView = false
    func scan(_ statements: [Statement]) {
      for statement in statements {
        switch statement.kind {
        case .assignment, .guarded: changesState = true
        case .expression(let expression):
          if startsAtTypeCall(expression) { makesView = true }
          if case .call(let callee, _) = expression.kind,
            case .identifier("withAnimation") = callee.kind
          {
            changesState = true
          }
        case .conditional(_, let then, let otherwise):
          scan(then)
          scan(otherwise ?? [])
        case .switchOver(_, let cases):
          for switchCase in cases { scan(switchCase.body) }
        case .forIn(_, _, let loop), .whileLoop(_, let loop, _, _):
          scan(loop)
        default: break
        }
      }
    }
    scan(body)
    return changesState && !makesView
  }

  /// Whether an expression is a chain that starts by calling a type (`Text("a").bold()`).
  static func startsAtTypeCall(_ expression: ExpressionSyntax) -> Bool {
    switch expression.kind {
    case .call(let callee, _):
      if case .identifier(let name) = callee.kind { return name.first?.isUppercase == true }
      return startsAtTypeCall(callee)
    case .member(let base, _):
      return startsAtTypeCall(base)
    case .identifier(let name):
      return name.first?.isUppercase == true
    default:
      return false
    }
  }
}
