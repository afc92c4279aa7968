import MorphCore
import MorphDiagnostics
import MorphViewTree

extension Evaluator {
  /// A view transition (`.opacity`, `.scale(scale:anchor:)`, `.move(edge:)`, `.slide`,
  /// `.push(from:)`, `.offset(x:y:)`, `.blurReplace`, `.identity`, `.asymmetric(insertion:removal:)`,
  /// `.combined(with:)`), else `.opacity` with a warning.
  func transition(from value: Value, at location: SourcePosition) -> ViewTransition {
    guard case .symbol(let symbol) = value, !symbol.steps.isEmpty else {
      if case .placeholder = value { return .opacity }
      report(
        .wrongValue,
        "Expected a transition such as .opacity or .move(edge: .bottom), found \(value.kindName); .opacity is used.",
        at: location)
      return .opacity
    }
    guard var result = baseTransition(symbol.steps[0], at: location) else { return .opacity }
    for step in symbol.steps.dropFirst() {
      guard step.name == "combined", let other = step.arguments?.first else {
        report(
          .unsupportedValue, "'.\(step.name)' on a transition is not simulated; it is ignored.",
          at: location)
        continue
      }
      let next = transition(from: other.value, at: other.location)
      result = ViewTransition(
        insertion: result.insertion.combined(with: next.insertion),
        removal: result.removal.combined(with: next.removal))
    }
    return result
  }

  private func baseTransition(_ step: Value.Symbol.Step, at location: SourcePosition)
    -> ViewTransition?
  {
    let arguments = step.arguments ?? []
    func labelled(_ label: String?) -> Value.Argument? { arguments.first { $0.label == label } }
    func edge(_ label: String?) -> String {
      if case .symbol(let edge)? = labelled(label)?.value,
        ["top", "bottom", "leading", "trailing"].contains(edge.head)
      {
        return edge.head
      }
      report(
        .wrongValue, "Expected an edge (.top, .bottom, .leading, .trailing); .bottom is used.",
        at: location)
      return "bottom"
    }
    switch step.name {
    case "identity": return ViewTransition(.identity)
    case "opacity": return .opacity
    case "scale":
      // Apple's `scale` with no arguments scales from nothing; `anchor:` is not simulated (the
      // content scales about its centre).
      let factor = labelled("scale")?.value.number ?? labelled(nil)?.value.number ?? 0
      if labelled("anchor") != nil {
        report(
          .approximation,
          "A transition's scale anchor is not simulated; the content scales about its centre.",
          at: location)
      }
      return ViewTransition(.init(scale: max(0, factor)))
    case "move": return ViewTransition(.init(edge: edge("edge")))
    case "slide":
      return ViewTransition(insertion: .init(edge: "leading"), removal: .init(edge: "trailing"))
    case "push":
      let from = edge("from")
      let opposite = [
        "top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading",
      ]
      return ViewTransition(
        insertion: .init(fades: true, edge: from),
        removal: .init(fades: true, edge: opposite[from] ?? "top"))
    case "offset":
      let x = labelled("x")?.value.number ?? 0
      let y = labelled("y")?.value.number ?? 0
      return ViewTransition(.init(offset: Point(x: x, y: y)))
    case "blurReplace":
      return ViewTransition(.blurReplace)
    case "asymmetric":
      guard let insertion = labelled("insertion"), let removal = labelled("removal") else {
        report(
          .unsupportedValue, "'.asymmetric' needs insertion: and removal:; .opacity is used.",
          at: location)
        return .opacity
      }
      return ViewTransition(
        insertion: transition(from: insertion.value, at: insertion.location).insertion,
        removal: transition(from: removal.value, at: removal.location).removal)
    default:
      report(
        .unsupportedValue,
        "The transition '.\(step.name)' is not simulated; .opacity is used.", at: location)
      return nil
    }
  }

  /// A content transition (`.identity`, `.opacity`, `.interpolate`, `.numericText(countsDown:)`,
  /// `.numericText(value:)`), else `.opacity` with a warning.
  func contentTransition(from value: Value, at location: SourcePosition) -> ContentTransitionKind {
    guard case .symbol(let symbol) = value else {
      report(
        .wrongValue,
        "Expected a content transition such as .numericText(), found \(value.kindName); .opacity is used.",
        at: location)
      return .opacity
    }
    switch symbol.head {
    case "identity": return .identity
    case "opacity": return .opacity
    case "interpolate": return .interpolate
    case "numericText":
      let arguments = symbol.steps[0].arguments ?? []
      if case .bool(let down)? = arguments.first(where: { $0.label == "countsDown" })?.value {
        return .numericText(countsDown: down)
      }
      if let value = arguments.first(where: { $0.label == "value" })?.value.number {
        return .numericValue(value)
      }
      return .numericText(countsDown: false)
    case "symbolEffect":
      return .opacity
    default:
      report(
        .unsupportedValue,
        "The content transition '.\(symbol.head)' is not simulated; .opacity is used.",
        at: location)
      return .opacity
    }
  }
}
