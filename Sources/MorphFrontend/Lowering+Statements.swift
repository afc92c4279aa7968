internal import MorphDiagnostics
internal import MorphSyntax
internal import SwiftSyntax

extension Lowering {
  /// The statements of a block, one level deeper.
  func block(_ items: CodeBlockItemListSyntax) -> [Statement] {
    nested(at: items, fallback: []) { statements(items) }
  }

  /// The statements of `items`, the active `#if` clauses' spliced in.
  func statements(_ items: CodeBlockItemListSyntax) -> [Statement] {
    statements(of: Array(items))
  }

  /// The statements of `items` (a part of a block, in place in its tree).
  func statements(of items: [CodeBlockItemSyntax]) -> [Statement] {
    var result: [Statement] = []
    for item in items {
      switch item.item {
      case .decl(let declaration):
        if let conditional = declaration.as(IfConfigDeclSyntax.self) {
          if case .statements(let inner) = activeElements(conditional) {
            result += statements(inner)
          }
        } else if let statement = declarationStatement(declaration) {
          result.append(statement)
        }
      case .stmt(let statement):
        if let lowered = self.statement(statement) { result.append(lowered) }
      case .expr(let expression):
        result.append(expressionStatement(expression, at: position(item)))
      @unknown default:
        break
      }
    }
    return result
  }

  private func declarationStatement(_ declaration: DeclSyntax) -> Statement? {
    let location = position(declaration)
    switch member(declaration) {
    case .function(let function): return Statement(.function(function), at: location)
    case .variables(let variables):
      if variables.count == 1 { return Statement(.variable(variables[0]), at: location) }
      return Statement(
        .conditional([], variables.map { Statement(.variable($0), at: $0.location) }, nil),
        at: location)
    case .type(let type):
      report(
        .unsupportedDeclaration,
        "Types declared inside a body are not used; declare '\(type.name)' at the top level.",
        at: declaration)
      return nil
    default:
      return nil
    }
  }

  /// An expression on its own: an assignment, an `if` or `switch`, a ternary choosing between
  /// assignments (`flag ? (a = 1) : (b = 2)`, run as an `if`), or a value or call.
  func expressionStatement(_ node: ExprSyntax, at location: SourcePosition) -> Statement {
    let unwrapped = withoutEffects(node)
    if let conditional = unwrapped.as(IfExprSyntax.self) { return ifStatement(conditional) }
    if let choice = unwrapped.as(SwitchExprSyntax.self) { return switchStatement(choice) }
    if let infix = unwrapped.as(InfixOperatorExprSyntax.self), let op = assignmentOperator(infix) {
      return Statement(
        .assignment(expression(infix.leftOperand), op, expression(infix.rightOperand)), at: location
      )
    }
    if let ternary = unwrapped.as(TernaryExprSyntax.self),
      isAssignment(ternary.thenExpression) || isAssignment(ternary.elseExpression)
    {
      let whenTrue = expressionStatement(
        parenthesised(ternary.thenExpression), at: position(ternary.thenExpression))
      let whenFalse = expressionStatement(
        parenthesised(ternary.elseExpression), at: position(ternary.elseExpression))
      return Statement(
        .conditional([.expression(expression(ternary.condition))], [whenTrue], [whenFalse]),
        at: location)
    }
    return Statement(.expression(expression(node)), at: location)
  }

  /// `=`, `+=`, `-=`, `*=`, `/=` or `%=` if `node` assigns.
  private func assignmentOperator(_ node: InfixOperatorExprSyntax) -> String? {
    if node.operator.is(AssignmentExprSyntax.self) { return "=" }
    if let binary = node.operator.as(BinaryOperatorExprSyntax.self),
      ["+=", "-=", "*=", "/=", "%="].contains(binary.operator.text)
    {
      return binary.operator.text
    }
    return nil
  }

  private func isAssignment(_ node: ExprSyntax) -> Bool {
    guard let infix = parenthesised(node).as(InfixOperatorExprSyntax.self) else { return false }
    return assignmentOperator(infix) != nil
  }

  /// `(x)` as `x`.
  private func parenthesised(_ node: ExprSyntax) -> ExprSyntax {
    if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return parenthesised(only.expression)
    }
    return node
  }

  /// `node` without `try`, `await` and `unsafe`.
  func withoutEffects(_ node: ExprSyntax) -> ExprSyntax {
    if let tried = node.as(TryExprSyntax.self) { return withoutEffects(tried.expression) }
    if let awaited = node.as(AwaitExprSyntax.self) { return withoutEffects(awaited.expression) }
    if let unsafe = node.as(UnsafeExprSyntax.self) { return withoutEffects(unsafe.expression) }
    return node
  }

  private func statement(_ node: StmtSyntax) -> Statement? {
    let location = position(node)
    if let expressionStatement = node.as(ExpressionStmtSyntax.self) {
      return self.expressionStatement(expressionStatement.expression, at: location)
    }
    if let guarded = node.as(GuardStmtSyntax.self) {
      return Statement(
        .guarded(conditions(guarded.conditions), block(guarded.body.statements)), at: location)
    }
    if let loop = node.as(ForStmtSyntax.self) { return forLoop(loop) }
    if let returned = node.as(ReturnStmtSyntax.self) {
      return Statement(.returnValue(returned.expression.map { expression($0) }), at: location)
    }
    if let labelled = node.as(LabeledStmtSyntax.self) { return statement(labelled.statement) }
    if let doBlock = node.as(DoStmtSyntax.self) { return doStatement(doBlock, at: location) }
    if let loop = node.as(WhileStmtSyntax.self) {
      return Statement(
        .whileLoop(
          conditions(loop.conditions), block(loop.body.statements), checksFirst: true,
          awaits: Lowering.awaits(loop.body)),
        at: location)
    }
    if let loop = node.as(RepeatStmtSyntax.self) {
      return Statement(
        .whileLoop(
          [.expression(expression(loop.condition))], block(loop.body.statements),
          checksFirst: false, awaits: Lowering.awaits(loop.body)),
        at: location)
    }
    if node.is(BreakStmtSyntax.self) || node.is(ContinueStmtSyntax.self) {
      return Statement(.exitLoop(continues: node.is(ContinueStmtSyntax.self)), at: location)
    }
    if let deferred = node.as(DeferStmtSyntax.self) {
      return Statement(.deferred(block(deferred.body.statements)), at: location)
    }
    if let thrown = node.as(ThrowStmtSyntax.self) {
      // `throw NetError.missingKey` ends the function; what a caller reads of it is an unknown
      // (whether its `try` throws is explored at the caller's `do`/`catch`), not nothing.
      let error = thrown.expression.trimmedDescription.split(whereSeparator: \.isWhitespace)
        .joined(separator: " ")
      return Statement(
        .returnValue(
          ExpressionSyntax(
            .unsupported("thrown " + String(error.prefix(Self.unknownCallLength))), at: location)),
        at: location)
    }
    if node.is(FallThroughStmtSyntax.self) {
      report(
        .unsupportedStatement,
        "'fallthrough' is not simulated; the next case's statements do not run after this one.",
        at: node)
    }
    // discard: nothing to do in the simulator.
    return nil
  }

  /// Whether a loop's body suspends: an `await` in it, outside the closures it makes (a closure
  /// runs when it is called, not as part of the pass).
  static func awaits(_ body: CodeBlockSyntax) -> Bool {
    AwaitFinder(viewMode: .sourceAccurate).found(in: body)
  }

  private func forLoop(_ node: ForStmtSyntax) -> Statement? {
    if node.awaitKeyword != nil || node.tryKeyword != nil {
      report(
        .unsupportedStatement,
        "'for \(node.tryKeyword != nil ? "try " : "")await' loops over an asynchronous sequence are not simulated; the loop is skipped.",
        at: node)
      return nil
    }
    if node.caseKeyword != nil {
      report(
        .unsupportedStatement,
        "'for case' loops are not simulated; the loop is skipped. Use 'for x in …' with an 'if case'.",
        at: node)
      return nil
    }
    let loopName: String
    if let tuple = node.pattern.as(TuplePatternSyntax.self) {
      loopName = tuple.elements.map { element in
        element.pattern.as(IdentifierPatternSyntax.self).map { name($0.identifier) } ?? "_"
      }.joined(separator: ",")
    } else {
      loopName = node.pattern.as(IdentifierPatternSyntax.self).map { name($0.identifier) } ?? "_"
    }
    var body = block(node.body.statements)
    if let filter = node.whereClause {
      // `for x in xs where condition { … }` runs the body for the elements that pass.
      body = [
        Statement(
          .conditional([.expression(expression(filter.condition))], body, nil), at: position(filter)
        )
      ]
    }
    return Statement(.forIn(loopName, expression(node.sequence), body), at: position(node))
  }

  /// `if conditions { … } else …`.
  func ifStatement(_ node: IfExprSyntax) -> Statement {
    var otherwise: [Statement]? = nil
    switch node.elseBody {
    case .ifExpr(let next): otherwise = [ifStatement(next)]
    case .codeBlock(let elseBlock): otherwise = block(elseBlock.statements)
    case nil: otherwise = nil
    @unknown default: otherwise = nil
    }
    return Statement(
      .conditional(conditions(node.conditions), block(node.body.statements), otherwise),
      at: position(node.ifKeyword))
  }

  /// `cond, let x = y, case .a = z, #available(…)`.
  func conditions(_ list: ConditionElementListSyntax) -> [Statement.Condition] {
    list.map { element in
      switch element.condition {
      case .expression(let condition):
        return .expression(expression(condition))
      case .availability(let availability):
        let location = position(availability)
        let isUnavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
        return .expression(
          ExpressionSyntax(isUnavailable ? .boolean(false) : .available, at: location))
      case .optionalBinding(let binding):
        let boundName =
          binding.pattern.as(IdentifierPatternSyntax.self).map { name($0.identifier) } ?? "_"
        // Located at the name, so what the evaluator says of a shorthand `if let name`'s value
        // points at it.
        return .binding(
          boundName, binding.initializer.map { expression($0.value) },
          at: position(binding.pattern))
      case .matchingPattern(let matching):
        return .pattern(
          pattern(matching.pattern, bindingAll: false), expression(matching.initializer.value))
      @unknown default:
        return .expression(
          ExpressionSyntax(.unsupported(element.trimmedDescription), at: position(element)))
      }
    }
  }

  /// `switch subject { case …: … }`.
  func switchStatement(_ node: SwitchExprSyntax) -> Statement {
    var cases: [Statement.SwitchCase] = []
    nested(at: node, fallback: ()) { collectCases(node.cases, into: &cases) }
    return Statement(.switchOver(expression(node.subject), cases), at: position(node.switchKeyword))
  }

  private func collectCases(_ list: SwitchCaseListSyntax, into cases: inout [Statement.SwitchCase])
  {
    for element in list {
      switch element {
      case .ifConfigDecl(let conditional):
        if case .switchCases(let inner) = activeElements(conditional) {
          collectCases(inner, into: &cases)
        }
      case .switchCase(let switchCase):
        var patterns: [Statement.Pattern] = []
        var guardCondition: ExpressionSyntax? = nil
        if case .case(let label) = switchCase.label {
          for item in label.caseItems {
            patterns.append(pattern(item.pattern, bindingAll: false))
            if let filter = item.whereClause {
              if guardCondition != nil || label.caseItems.count > 1 {
                report(
                  .unsupportedStatement,
                  "A 'where' clause on one of several patterns is not simulated; split the case.",
                  at: filter)
              }
              guardCondition = expression(filter.condition)
            }
          }
        }
        cases.append(
          Statement.SwitchCase(
            patterns: patterns, guardCondition: guardCondition, body: block(switchCase.statements),
            location: position(switchCase)))
      @unknown default:
        break
      }
    }
  }

  /// `do { … } catch { … }`: whether the body's first `try` throws is not known here (what it
  /// calls is app code, a service or the system, which the simulator does not run), so the
  /// statements from that `try` on and the first `catch` clause are the two sides of an unknown
  /// condition named for the call (`api.send() throws`), each explored, with `error` (or the
  /// clause's `let` name) an unknown in the clause. Without a `catch` or a `try`, the body runs.
  private func doStatement(_ node: DoStmtSyntax, at location: SourcePosition) -> Statement {
    let items = Array(node.body.statements)
    guard let clause = node.catchClauses.first,
      let index = items.firstIndex(where: { Self.firstTry(in: Syntax($0)) != nil }),
      let tried = Self.firstTry(in: Syntax(items[index]))
    else {
      return Statement(.conditional([], block(node.body.statements), nil), at: location)
    }
    let before = nested(at: node.body, fallback: []) { statements(of: Array(items[..<index])) }
    let after = nested(at: node.body, fallback: []) { statements(of: Array(items[index...])) }
    let triedAt = position(tried)
    let throwing = ExpressionSyntax(
      .unsupported(Self.unknownCallName(withoutEffects(tried.expression)) + " throws"), at: triedAt)
    let errorName =
      clause.catchItems.first?.pattern?.as(ValueBindingPatternSyntax.self)?.pattern
      .as(IdentifierPatternSyntax.self).map { name($0.identifier) } ?? "error"
    let error = VariableDeclaration(
      name: errorName, isConstant: true, attributes: [], isStatic: false, type: nil,
      initialValue: ExpressionSyntax(.unsupported(errorName), at: position(clause)), getter: nil,
      location: position(clause))
    let handler =
      [Statement(.variable(error), at: position(clause))] + block(clause.body.statements)
    let branch = Statement(.conditional([.expression(throwing)], handler, after), at: triedAt)
    return Statement(.conditional([], before + [branch], nil), at: location)
  }

  /// The most characters of a call that name the unknown of its throwing.
  static let unknownCallLength = 48

  /// How the unknown of a call's throwing is named: the call as written when it is short
  /// (`api.send(draft)`), else what it calls with its arguments elided
  /// (`Self.resolveStoreURL(…)`), so a name never ends mid-argument.
  static func unknownCallName(_ call: ExprSyntax) -> String {
    func collapsed(_ node: some SyntaxProtocol) -> String {
      node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let whole = collapsed(call)
    if whole.count <= unknownCallLength { return whole }
    guard let called = call.as(FunctionCallExprSyntax.self)?.calledExpression else {
      return whole.prefix(unknownCallLength - 1) + "…"
    }
    let callee = collapsed(called)
    return callee.count < unknownCallLength - 3
      ? callee + "(…)" : callee.prefix(unknownCallLength - 4) + "…(…)"
  }

  /// The first `try` in `node` (not `try?` or `try!`, which do not throw to a `catch`), outside
  /// the closures and functions it declares.
  static func firstTry(in node: Syntax) -> TryExprSyntax? {
    if let tried = node.as(TryExprSyntax.self), tried.questionOrExclamationMark == nil {
      return tried
    }
    if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return nil }
    for child in node.children(viewMode: .sourceAccurate) {
      if let found = firstTry(in: child) { return found }
    }
    return nil
  }
}
