import MorphCore
import MorphDiagnostics
import MorphViewTree

/// `DisclosureGroup`: a row that shows or hides its content. SwiftUI's starts collapsed unless an
/// `isExpanded:` binding says otherwise, and its row toggles the content with an animation the
/// system supplies (Apple, "DisclosureGroup": "A view that shows or hides another content view,
/// based on the state of a disclosure control").
extension ViewFactory {
  /// How a disclosure group's row looks.
  enum DisclosureStyle {
    /// The indicator while collapsed, pointing at the label's end.
    static let collapsedSymbol = "chevron.forward"
    /// The indicator while expanded [model: iOS turns the one chevron a quarter turn; here it
    /// changes to the downward one].
    static let expandedSymbol = "chevron.down"
  }

  /// `DisclosureGroup("Title") { content }`, `DisclosureGroup(isExpanded: $flag) { content }
  /// label: { … }`: the label as a row with the indicator at its trailing end — tapping it
  /// toggles the binding, or the group's own slot (collapsed at first) — and, when expanded, the
  /// content below it. In a list the row and the content are rows of their own [model: iOS
  /// indents the content rows; here they line up with the label].
  func disclosureGroup(_ call: ViewCall) -> Value {
    let title = call.arguments.first { $0.label == nil && !isClosure($0.value) }?.value
    let unlabelledClosures = call.arguments.filter { $0.label == nil && isClosure($0.value) }
    let contentClosure = call.labelled("content") ?? unlabelledClosures.first?.value
    var label: [ViewNode] = []
    if let labelClosure = call.labelled("label") {
      label = views(of: labelClosure, identity: call.identity + "/label", at: call.location)
    } else if let title {
      label = [
        ViewNode(
          kind: .text(title.interpolated), identity: call.identity + "/label",
          location: call.location)
      ]
    }
    let reference: Reference
    if case .binding(let bound)? = call.labelled("isExpanded").map(Evaluator.writtenBinding) {
      // `$flag`, or `.constant(true)`: shown as it says; a tap on a constant writes nothing.
      reference = bound
    } else if let written = call.labelled("isExpanded") {
      reference = .constant(written)
    } else {
      let key = call.identity + "#isExpanded"
      if evaluator.store.slot(key) == nil { evaluator.store.setSlot(key, .bool(false)) }
      evaluator.store.touch(
        key,
        info: StateStore.SlotInfo(
          property: "isExpanded", ownerType: "DisclosureGroup", type: nil, isTopLevel: false))
      reference = .slot(key)
    }
    var isExpanded = false
    if case .bool(let flag) = evaluator.read(reference) { isExpanded = flag }
    let actionIndex = evaluator.actions.count
    evaluator.actions.append(.native(.systemAnimated(.toggle(reference))))
    let toggleRow = row(
      label,
      indicator: isExpanded ? DisclosureStyle.expandedSymbol : DisclosureStyle.collapsedSymbol,
      color: evaluator.namedColor("accentColor") ?? .accentColor, identity: call.identity,
      at: call.location)
    let info = ButtonInfo(
      actionIndex: actionIndex, title: firstText(label), systemImage: nil, role: nil)
    let button = ViewNode(
      kind: .button(info), children: [toggleRow], modifiers: [.buttonStyle(.plain)],
      identity: call.identity + "/toggle", location: call.location)
    let content =
      isExpanded
      ? contentClosure.map {
        views(of: $0, identity: call.identity + "/content", at: call.location)
      }
        ?? [] : []
    if contentClosure == nil {
      evaluator.report(
        .noContent, "This DisclosureGroup has no content to show.", at: call.location)
    }
    // In a list the row and the content are rows (the list flattens a plain group).
    let kind: ViewKind =
      evaluator.listDepth > 0 ? .group : .stack(.vertical, alignment: Self.leading, spacing: nil)
    return call.node(kind, [button] + content)
  }
}
