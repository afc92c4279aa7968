import MorphDiagnostics
import MorphSyntax
import MorphViewTree

extension Evaluator {
  /// Every text field in `node` (a `TextField` or `SecureField`) drawn through an app's own
  /// `TextFieldStyle`: its `_body(configuration:)` runs with the configuration standing for the
  /// field itself, as SwiftUI passes it, so the look the style adds around it (a glass capsule,
  /// padding, a border) is the field's. Nil when the style's type declares no `_body`.
  func styledTextFields(
    in node: ViewNode, style: Value.InstanceValue, at location: SourcePosition
  ) -> ViewNode? {
    guard let type = syntax.type(named: style.type),
      let body = type.functions.first(where: { $0.name == "_body" })
    else { return nil }
    func restyle(_ node: ViewNode) -> ViewNode {
      guard Evaluator.isTextField(node) else {
        var result = node
        result.children = node.children.map(restyle)
        return result
      }
      let owner = Owner(
        type: type, properties: style.properties, isRoot: false,
        stateKey: node.identity + "/" + type.name)
      let result = call(
        FunctionValue(declaration: body, owner: owner),
        arguments: [Value.Argument(label: "configuration", value: .view(node), location: location)],
        at: location, caller: node.identity)
      return ViewNode(
        kind: .group, children: views(from: result, at: location, identity: node.identity),
        identity: node.identity + "/" + type.name, location: node.location)
    }
    return restyle(node)
  }

  /// Whether `node` is a text field as `ViewFactory.textField` builds one: its text, with the
  /// tap that types into it.
  static func isTextField(_ node: ViewNode) -> Bool {
    guard case .text = node.kind else { return false }
    return node.modifiers.contains {
      if case .gesture(let info) = $0, info.kind == .typing { true } else { false }
    }
  }
}
