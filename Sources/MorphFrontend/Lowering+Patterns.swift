internal import MorphSyntax
internal import SwiftSyntax

extension Lowering {
  /// A `case` pattern: `_`, `let x`, `.name`, `.name(let a, _)`, `let .name(a)`, a value.
  /// `bindingAll` is true under `let`/`var`, where a bare name binds.
  func pattern(_ node: PatternSyntax, bindingAll: Bool) -> Statement.Pattern {
    nested(at: node, fallback: .wildcard) {
      if node.is(WildcardPatternSyntax.self) { return .wildcard }
      if let identifier = node.as(IdentifierPatternSyntax.self) {
        return .binding(name(identifier.identifier))
      }
      if let binding = node.as(ValueBindingPatternSyntax.self) {
        return pattern(binding.pattern, bindingAll: true)
      }
      if let tuple = node.as(TuplePatternSyntax.self) {
        return .tuple(tuple.elements.map { pattern($0.pattern, bindingAll: bindingAll) })
      }
      if let written = node.as(ExpressionPatternSyntax.self) {
        return expressionPattern(written.expression, bindingAll: bindingAll)
      }
      return .value(ExpressionSyntax(.unsupported(node.trimmedDescription), at: position(node)), [])
    }
  }

  private func expressionPattern(_ node: ExprSyntax, bindingAll: Bool) -> Statement.Pattern {
    if node.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
    if let inner = node.as(PatternExprSyntax.self) {
      return pattern(inner.pattern, bindingAll: bindingAll)
    }
    if bindingAll, let reference = node.as(DeclReferenceExprSyntax.self),
      case .identifier = reference.baseName.tokenKind
    {
      return .binding(name(reference.baseName))
    }
    if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      // `case (.regular, true, .rect(let radius))`: each element a pattern of its own.
      return .tuple(
        tuple.elements.map { expressionPattern($0.expression, bindingAll: bindingAll) })
    }
    if let call = node.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      // `.item(let id)` or `Kind.item(let id)`: the case's name and its values' patterns.
      let subpatterns = call.arguments.map {
        expressionPattern($0.expression, bindingAll: bindingAll)
      }
      return .value(
        ExpressionSyntax(
          .implicitMember(name(member.declName.baseName)), at: position(member.period)),
        subpatterns)
    }
    if let member = node.as(MemberAccessExprSyntax.self), member.base == nil {
      return .value(
        ExpressionSyntax(
          .implicitMember(name(member.declName.baseName)), at: position(member.period)), [])
    }
    return .value(expression(node), [])
  }
}
