internal import MorphDiagnostics
internal import MorphSyntax
internal import SwiftParser
internal import SwiftSyntax

extension Lowering {
  /// Lowers an expression, one level deeper (links of a chain each count a level).
  func expression(_ node: ExprSyntax) -> ExpressionSyntax {
    nested(at: node, fallback: ExpressionSyntax(.unsupported("…"), at: position(node))) {
      var lowered = lower(node)
      lowered.endOffset =
        locator.position(utf8Offset: node.endPositionBeforeTrailingTrivia.utf8Offset).offset
      return lowered
    }
  }

  // One case per kind of expression Swift has: a flat dispatch on the node's kind reads best here.
  // swiftlint:disable:next cyclomatic_complexity
  private func lower(_ node: ExprSyntax) -> ExpressionSyntax {
    let location = position(node)
    switch node.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let reference): return declReference(reference, at: location)
    case .integerLiteralExpr(let literal):
      if let value = literal.representedLiteralValue {
        return ExpressionSyntax(.integer(value), at: location)
      }
      if let pattern = UInt64(literalText: literal.literal.text) {
        report(
          .wideInteger,
          "The number \(literal.literal.text) is larger than Int.max; it is kept as its 64-bit pattern, so bitwise operators match UInt64 but comparisons and division do not.",
          at: literal)
        return ExpressionSyntax(.integer(Int(bitPattern: UInt(pattern))), at: location)
      }
      report(
        .numberTooLarge, "The number \(literal.literal.text) is too large for 64 bits.",
        at: literal)
      return ExpressionSyntax(
        .float(Double(literal.literal.text.filter { $0 != "_" }) ?? 0), at: location)
    case .floatLiteralExpr(let literal):
      return ExpressionSyntax(.float(literal.representedLiteralValue ?? 0), at: location)
    case .booleanLiteralExpr(let literal):
      return ExpressionSyntax(.boolean(literal.literal.tokenKind == .keyword(.true)), at: location)
    case .nilLiteralExpr: return ExpressionSyntax(.nilLiteral, at: location)
    case .stringLiteralExpr(let literal):
      return ExpressionSyntax(.string(stringParts(literal)), at: location)
    case .arrayExpr(let array):
      return ExpressionSyntax(
        .array(array.elements.map { expression($0.expression) }), at: location)
    case .dictionaryExpr(let dictionary):
      guard case .elements(let elements) = dictionary.content else {
        return ExpressionSyntax(.dictionary([]), at: location)
      }
      return ExpressionSyntax(
        .dictionary(elements.map { (expression($0.key), expression($0.value)) }), at: location)
    case .memberAccessExpr(let member):
      let memberName = name(member.declName.baseName)
      let at = position(member.period)
      guard let base = member.base else {
        return ExpressionSyntax(.implicitMember(memberName), at: at)
      }
      let lowered = expression(base)
      // A tuple element (`pair.0`) is where its tuple is; a named member is at its `.`.
      let isElement = member.declName.baseName.tokenKind.isIntegerLiteral
      return ExpressionSyntax(.member(lowered, memberName), at: isElement ? lowered.location : at)
    case .functionCallExpr(let call): return functionCall(call)
    case .subscriptCallExpr(let access):
      let base = expression(access.calledExpression)
      return ExpressionSyntax(
        .subscriptAccess(base, arguments(access.arguments)), at: base.location)
    case .closureExpr(let closure): return self.closure(closure)
    case .prefixOperatorExpr(let prefix): return prefixOperator(prefix)
    case .postfixOperatorExpr(let postfix):
      let base = expression(postfix.expression)
      guard postfix.operator.text == "..." else { return base }
      // A one-sided range `2...`: up to the end.
      return ExpressionSyntax(
        .binary("..<", base, ExpressionSyntax(.integer(Int.max), at: base.location)),
        at: base.location)
    case .infixOperatorExpr(let infix): return infixOperator(infix)
    case .ternaryExpr(let ternary):
      let condition = expression(ternary.condition)
      return ExpressionSyntax(
        .ternary(condition, expression(ternary.thenExpression), expression(ternary.elseExpression)),
        at: condition.location)
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return expression(only.expression)
      }
      return ExpressionSyntax(.tuple(arguments(tuple.elements)), at: location)
    case .keyPathExpr(let keyPath):
      let components = keyPath.components.compactMap { component -> String? in
        component.component.as(KeyPathPropertyComponentSyntax.self).map {
          name($0.declName.baseName)
        }
      }
      return ExpressionSyntax(.keyPath(components.isEmpty ? ["self"] : components), at: location)
    case .forceUnwrapExpr(let unwrap):
      let base = expression(unwrap.expression)
      return ExpressionSyntax(.forceUnwrap(base), at: base.location)
    case .optionalChainingExpr(let chain):
      let base = expression(chain.expression)
      return ExpressionSyntax(.optionalChain(base), at: base.location)
    case .tryExpr(let tried): return expression(tried.expression)
    case .awaitExpr(let awaited): return expression(awaited.expression)
    case .unsafeExpr(let unsafe): return expression(unsafe.expression)
    case .inOutExpr(let inout_): return expression(inout_.expression)
    case .consumeExpr(let consumed): return expression(consumed.expression)
    case .copyExpr(let copied): return expression(copied.expression)
    case .isExpr(let test):
      let value = expression(test.expression)
      return ExpressionSyntax(.cast(value, "is", typeReference(test.type).text), at: value.location)
    case .asExpr(let cast):
      let value = expression(cast.expression)
      let op = "as" + (cast.questionOrExclamationMark?.text ?? "")
      return ExpressionSyntax(.cast(value, op, typeReference(cast.type).text), at: value.location)
    case .ifExpr(let conditional):
      return ExpressionSyntax(
        .statement(ifStatement(conditional)), at: position(conditional.ifKeyword))
    case .switchExpr(let choice):
      return ExpressionSyntax(
        .statement(switchStatement(choice)), at: position(choice.switchKeyword))
    case .genericSpecializationExpr(let specialized): return expression(specialized.expression)
    case .typeExpr(let type): return typeAsValue(type.type, at: location)
    case .macroExpansionExpr(let macro): return macroExpansion(macro)
    case .discardAssignmentExpr: return ExpressionSyntax(.identifier("_"), at: location)
    case .superExpr: return ExpressionSyntax(.identifier("super"), at: location)
    case .postfixIfConfigExpr(let conditional):
      guard let base = conditional.base else {
        return ExpressionSyntax(.unsupported("#if"), at: location)
      }
      return postfixConditional(conditional.config, on: expression(base))
    case .missingExpr:
      return ExpressionSyntax(.unsupported(""), at: location)
    default:
      report(
        .unsupportedExpression,
        "'\(excerpt(node))' is not simulated; a placeholder is used.", at: node)
      return ExpressionSyntax(.unsupported(node.trimmedDescription), at: location)
    }
  }

  /// The first line of `node`'s text, shortened, for a message.
  func excerpt(_ node: some SyntaxProtocol) -> String {
    let line = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
    return line.count > 40 ? line.prefix(40) + "…" : line
  }

  private func declReference(_ reference: DeclReferenceExprSyntax, at location: SourcePosition)
    -> ExpressionSyntax
  {
    let token = reference.baseName
    switch token.tokenKind {
    case .keyword(.self): return ExpressionSyntax(.selfReference, at: location)
    case .keyword(.Self): return ExpressionSyntax(.identifier("Self"), at: location)
    case .dollarIdentifier(let text):
      return ExpressionSyntax(.dollar(String(text.dropFirst())), at: location)
    default:
      let text = name(token)
      if text.hasPrefix("$") {
        return ExpressionSyntax(.dollar(String(text.dropFirst())), at: location)
      }
      return ExpressionSyntax(.identifier(text), at: location)
    }
  }

  private func functionCall(_ call: FunctionCallExprSyntax) -> ExpressionSyntax {
    let callee = expression(call.calledExpression)
    var all = arguments(call.arguments)
    if let trailing = call.trailingClosure {
      all.append(ExpressionSyntax.Argument(label: nil, value: closure(trailing)))
    }
    for additional in call.additionalTrailingClosures {
      all.append(
        ExpressionSyntax.Argument(label: name(additional.label), value: closure(additional.closure))
      )
    }
    return ExpressionSyntax(.call(callee, all), at: callee.location)
  }

  func arguments(_ list: LabeledExprListSyntax) -> [ExpressionSyntax.Argument] {
    list.map {
      ExpressionSyntax.Argument(label: $0.label.map { name($0) }, value: expression($0.expression))
    }
  }

  /// `{ a, b in … }`, `{ (a: T) -> U in … }`, `{ [weak self] in … }`, `{ @MainActor in … }`.
  private func closure(_ node: ClosureExprSyntax) -> ExpressionSyntax {
    var parameters: [String] = []
    switch node.signature?.parameterClause {
    case .simpleInput(let names): parameters = names.map { name($0.name) }
    case .parameterClause(let clause):
      parameters = clause.parameters.map { name($0.secondName ?? $0.firstName) }
    case nil: break
    @unknown default: break
    }
    return ExpressionSyntax(
      .closure(.init(parameters: parameters, body: block(node.statements))), at: position(node))
  }

  private func prefixOperator(_ node: PrefixOperatorExprSyntax) -> ExpressionSyntax {
    let op = node.operator.text
    let location = position(node.operator)
    let operand = expression(node.expression)
    switch op {
    case "&", "+": return operand
    case "...", "..<":
      // A one-sided range `...5`: from the start.
      return ExpressionSyntax(
        .binary(op, ExpressionSyntax(.integer(0), at: location), operand), at: location)
    default: return ExpressionSyntax(.prefix(op, operand), at: location)
    }
  }

  private func infixOperator(_ node: InfixOperatorExprSyntax) -> ExpressionSyntax {
    let left = expression(node.leftOperand)
    if let binary = node.operator.as(BinaryOperatorExprSyntax.self) {
      return ExpressionSyntax(
        .binary(binary.operator.text, left, expression(node.rightOperand)), at: left.location)
    }
    report(
      .unsupportedExpression,
      "An assignment inside an expression ('\(excerpt(node))') is not simulated; write it as a statement of its own.",
      at: node)
    return ExpressionSyntax(.unsupported(node.trimmedDescription), at: left.location)
  }

  /// A type used as a value: `[Item]()` reads as a collection of its element type's name.
  private func typeAsValue(_ type: TypeSyntax, at location: SourcePosition) -> ExpressionSyntax {
    if let array = type.as(ArrayTypeSyntax.self) {
      return ExpressionSyntax(
        .array([ExpressionSyntax(.identifier(typeReference(array.element).baseName), at: location)]
        ),
        at: location)
    }
    return ExpressionSyntax(.identifier(typeReference(type).baseName), at: location)
  }

  /// `#file`, `#line`, `#colorLiteral(…)`; other macros are placeholders with a warning.
  private func macroExpansion(_ macro: MacroExpansionExprSyntax) -> ExpressionSyntax {
    let location = position(macro)
    let macroName = name(macro.macroName)
    switch macroName {
    case "file", "fileID", "filePath", "function":
      return ExpressionSyntax(.string([.text("")]), at: location)
    case "line", "column":
      return ExpressionSyntax(.integer(location.line), at: location)
    case "colorLiteral", "imageLiteral":
      return ExpressionSyntax(
        .call(
          ExpressionSyntax(
            .identifier(macroName == "colorLiteral" ? "Color" : "Image"), at: location),
          arguments(macro.arguments)), at: location)
    default:
      report(
        .unsupportedExpression, "'#\(macroName)' is not simulated; a placeholder is used.",
        at: macro)
      return ExpressionSyntax(.unsupported("#" + macroName), at: location)
    }
  }

  /// `base` followed by the postfix members of the active clause of a `#if` inside a chain.
  private func postfixConditional(_ conditional: IfConfigDeclSyntax, on base: ExpressionSyntax)
    -> ExpressionSyntax
  {
    guard case .postfixExpression(let chain) = activeElements(conditional) else { return base }
    return applyPostfix(chain, to: base)
  }

  /// Rebuilds the chain `chain` (which starts with an implicit `.member`) on `base`.
  private func applyPostfix(_ chain: ExprSyntax, to base: ExpressionSyntax) -> ExpressionSyntax {
    nested(at: chain, fallback: base) {
      if let member = chain.as(MemberAccessExprSyntax.self) {
        let on = member.base.map { applyPostfix($0, to: base) } ?? base
        return ExpressionSyntax(
          .member(on, name(member.declName.baseName)), at: position(member.period))
      }
      if let call = chain.as(FunctionCallExprSyntax.self) {
        let callee = applyPostfix(call.calledExpression, to: base)
        var all = arguments(call.arguments)
        if let trailing = call.trailingClosure {
          all.append(ExpressionSyntax.Argument(label: nil, value: closure(trailing)))
        }
        for additional in call.additionalTrailingClosures {
          all.append(
            ExpressionSyntax.Argument(
              label: name(additional.label), value: closure(additional.closure)))
        }
        return ExpressionSyntax(.call(callee, all), at: callee.location)
      }
      if let access = chain.as(SubscriptCallExprSyntax.self) {
        let on = applyPostfix(access.calledExpression, to: base)
        return ExpressionSyntax(.subscriptAccess(on, arguments(access.arguments)), at: on.location)
      }
      if let unwrap = chain.as(ForceUnwrapExprSyntax.self) {
        let on = applyPostfix(unwrap.expression, to: base)
        return ExpressionSyntax(.forceUnwrap(on), at: on.location)
      }
      if let optional = chain.as(OptionalChainingExprSyntax.self) {
        let on = applyPostfix(optional.expression, to: base)
        return ExpressionSyntax(.optionalChain(on), at: on.location)
      }
      if let inner = chain.as(PostfixIfConfigExprSyntax.self) {
        let on = inner.base.map { applyPostfix($0, to: base) } ?? base
        return postfixConditional(inner.config, on: on)
      }
      return base
    }
  }

  /// A string literal's text and interpolations, escapes resolved; `\(value, specifier:
  /// "%.1f")` becomes `String(format: "%.1f", value)` and `\(value, format: .number)`
  /// `value.formatted(.number)`.
  private func stringParts(_ literal: StringLiteralExprSyntax) -> [ExpressionSyntax.StringPart] {
    var parts: [ExpressionSyntax.StringPart] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        // Detached first: `with` on a node inside the file's tree rebuilds every node up to the
        // root — a file of 10,000 string literals in one list took seconds, quadratically.
        let single = literal.detached.with(
          \.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
        let value = single.representedLiteralValue ?? text.content.text
        // A multi-line literal is one segment per line; they read as one text.
        if case .text(let before) = parts.last {
          parts[parts.count - 1] = .text(before + value)
        } else {
          parts.append(.text(value))
        }
      case .expressionSegment(let interpolation):
        guard let first = interpolation.expressions.first else { break }
        let value = expression(first.expression)
        let extra = interpolation.expressions.dropFirst().first
        switch extra?.label?.text {
        case "specifier":
          // `\(x, specifier: "%.1f")` is `String(format: "%.1f", x)`.
          let format = extra.map { expression($0.expression) } ?? value
          parts.append(
            .interpolation(
              ExpressionSyntax(
                .call(
                  ExpressionSyntax(.identifier("String"), at: value.location),
                  [
                    .init(label: "format", value: format), .init(label: nil, value: value),
                  ]), at: value.location)))
        case "format":
          // `\(x, format: .number)` is `x.formatted(.number)`.
          let style = extra.map { expression($0.expression) } ?? value
          parts.append(
            .interpolation(
              ExpressionSyntax(
                .call(
                  ExpressionSyntax(.member(value, "formatted"), at: value.location),
                  [.init(label: nil, value: style)]), at: value.location)))
        default:
          parts.append(.interpolation(value))
        }
      @unknown default:
        break
      }
    }
    return parts
  }
}

extension TokenKind {
  /// Whether this is an integer literal (a tuple element's index after `.`).
  fileprivate var isIntegerLiteral: Bool {
    if case .integerLiteral = self { return true }
    return false
  }
}
