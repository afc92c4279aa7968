import MorphCore
import MorphDiagnostics
import MorphViewTree

extension ModifierCall {
  /// The namespace an `in:`/`namespace:` argument names.
  func namespaceName(_ value: Value?) -> String {
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

  func buttonStyle(_ value: Value?) -> ButtonStyleKind {
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

  func borderShape(_ value: Value?) -> ButtonBorderShapeKind {
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
  func decoration(identity: String) -> ViewNode? {
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
    let paint: Paint
    if case .symbol(let symbol) = value,
      let material = evaluator.material(symbol.head, at: location)
    {
      paint = .color(material)
    } else {
      guard let given = evaluator.paint(from: value, at: location) else { return nil }
      paint = given
    }
    // `in: Circle()`: the style fills that shape (a material's too), not the whole frame.
    var node = ViewNode(kind: .paint(paint), identity: identity, location: location)
    if let shapeValue = arguments.first(where: { $0.label == "in" })?.value {
      node = ViewNode(
        kind: .shape(evaluator.shape(from: shapeValue, at: location)), modifiers: [.fill(paint)],
        identity: identity, location: location)
    }
    return node
  }
}
