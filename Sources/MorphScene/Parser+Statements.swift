import MorphDiagnostics
import MorphViewTree

extension Parser {
  /// Parses `{ statements }` and returns the statements; `purpose` names the block in errors.
  mutating func parseBlock(_ purpose: String) throws(Failure) -> [Statement] {
    let open = current.location
    guard consume("{") else {
      throw failure("Expected '{' to start \(purpose); found \(current.display).")
    }
    let name = purpose.prefix(1).uppercased() + purpose.dropFirst()
    return try parseStatementsUntilClosingBrace(
      unclosed: "\(name), which starts at \(open.line):\(open.column), is never closed; add '}'.",
      openedAt: open)
  }

  /// Statements up to the `}` that closes a block opened at `open` (the `{` already consumed);
  /// `unclosed` is the error when the file ends first. A statement that fails is reported and
  /// skipped, and parsing resumes at the next statement.
  mutating func parseStatementsUntilClosingBrace(
    unclosed: @autoclosure () -> String, openedAt open: SourcePosition
  )
    throws(Failure) -> [Statement]
  {
    try nested { (parser: inout Parser) throws(Failure) in
      var statements: [Statement] = []
      while !parser.current.isPunct("}") {
        if parser.atEnd { throw parser.failure(unclosed(), at: open) }
        if parser.consume(";") { continue }
        let start = parser.position
        do throws(Failure) {
          if let statement = try parser.parseStatement() { statements.append(statement) }
          if !parser.current.startsLine && !parser.current.isPunct("}")
            && !parser.current.isPunct(";") && !parser.atEnd
          {
            throw parser.failure(
              "Expected a new line or ';' after this statement; found \(parser.current.display).")
          }
        } catch {
          parser.diagnostics.append(error.diagnostic)
          parser.synchronize(from: start)
        }
      }
      parser.advance()
      return statements
    }
  }

  /// Parses one statement; nil for statements that do nothing here (`break`, `import`).
  mutating func parseStatement() throws(Failure) -> Statement? {
    let location = current.location
    if case .attribute = current.kind {
      return try declarationStatement(at: location)
    }
    guard let word = current.identifier else { return try expressionOrAssignment() }
    switch word {
    case "let", "var":
      let variables = try parseVariables(attributes: [], isStatic: false)
      if variables.count == 1 { return Statement(.variable(variables[0]), at: location) }
      return Statement(
        .conditional([], variables.map { Statement(.variable($0), at: $0.location) }, nil),
        at: location)
    case "if":
      return try parseIf()
    case "guard":
      advance()
      let conditions = try parseConditions()
      guard consumeWord("else") else {
        throw failure("Expected 'else' after the guard's conditions; found \(current.display).")
      }
      return Statement(.guarded(conditions, try parseBlock("the guard's else block")), at: location)
    case "switch":
      return try parseSwitch()
    case "for":
      advance()
      var name = "_"
      if current.isWord("case") {
        throw failure("'for case' loops are not supported; use 'for x in …' with an 'if'.")
      }
      if current.isPunct("(") {
        var names: [String] = []
        advance()
        while !current.isPunct(")") && !atEnd {
          names.append(current.identifier ?? "_")
          advance()
          _ = consume(",")
        }
        try expect(")", "to close the loop's names")
        name = names.joined(separator: ",")
      } else {
        name = try expectIdentifier("the loop variable")
      }
      guard consumeWord("in") else {
        throw failure("Expected 'in' after the loop variable; found \(current.display).")
      }
      let sequence = try parseExpression(allowTrailingClosure: false)
      if current.isWord("where") {
        throw failure("'for … where' is not supported; put an 'if' inside the loop.")
      }
      return Statement(.forIn(name, sequence, try parseBlock("the for loop's body")), at: location)
    case "return":
      advance()
      if current.startsLine || current.isPunct("}") || current.isPunct(";") || atEnd {
        return Statement(.returnValue(nil), at: location)
      }
      return Statement(.returnValue(try parseExpression()), at: location)
    case "break", "continue", "fallthrough":
      advance()
      return nil
    case "while", "repeat":
      warn("'\(word)' loops are not simulated; the loop is skipped.", at: location)
      advance()
      while !atEnd && !current.isPunct("{") { advance() }
      try skipBalanced()
      if current.isWord("while") {
        while !atEnd && !current.startsLine { advance() }
      }
      return nil
    case "do":
      advance()
      let body = try parseBlock("the do block")
      while current.isWord("catch") {
        advance()
        while !atEnd && !current.isPunct("{") { advance() }
        try skipBalanced()
      }
      return Statement(.conditional([], body, nil), at: location)
    case "defer":
      advance()
      try skipBalanced()
      return nil
    case "throw":
      advance()
      _ = try parseExpression()
      return nil
    case "func", "struct", "enum", "private", "fileprivate", "static":
      return try declarationStatement(at: location)
    case "try", "await":
      return try expressionOrAssignment()
    default:
      return try expressionOrAssignment()
    }
  }

  private mutating func declarationStatement(at location: SourcePosition) throws(Failure)
    -> Statement?
  {
    switch try parseDeclarationHead() {
    case .function(let function): return Statement(.function(function), at: location)
    case .variables(let variables):
      if variables.count == 1 { return Statement(.variable(variables[0]), at: location) }
      return Statement(
        .conditional([], variables.map { Statement(.variable($0), at: $0.location) }, nil),
        at: location)
    case .type(let type):
      warn(
        "Types declared inside a body are not used; declare '\(type.name)' at the top level.",
        at: type.location)
      return nil
    default:
      return nil
    }
  }

  private mutating func expressionOrAssignment() throws(Failure) -> Statement {
    let location = current.location
    let target = try parseExpression()
    if case .op(let op) = current.kind, ["=", "+=", "-=", "*=", "/=", "%="].contains(op) {
      advance()
      let value = try parseExpression()
      return Statement(.assignment(target, op, value), at: location)
    }
    return Statement(.expression(target), at: location)
  }

  mutating func parseIf() throws(Failure) -> Statement {
    let location = current.location
    advance()
    let conditions = try parseConditions()
    let body = try parseBlock("the if statement's body")
    var otherwise: [Statement]? = nil
    if current.isWord("else") {
      advance()
      if current.isWord("if") {
        otherwise = [try parseIf()]
      } else {
        otherwise = try parseBlock("the else block")
      }
    }
    return Statement(.conditional(conditions, body, otherwise), at: location)
  }

  /// Parses `cond, let x = y, case .a = z, #available(…)` up to the `{`.
  mutating func parseConditions() throws(Failure) -> [Statement.Condition] {
    var conditions: [Statement.Condition] = []
    repeat {
      if current.isWord("let") || current.isWord("var") {
        advance()
        let name = try expectIdentifier("a name to bind")
        if consume(":") { _ = try parseTypeReference() }
        if current.isOp("=") {
          advance()
          conditions.append(.binding(name, try parseExpression(allowTrailingClosure: false)))
        } else {
          conditions.append(.binding(name, nil))
        }
      } else if current.isWord("case") {
        advance()
        let pattern = try parsePattern(bindingAll: false)
        guard current.isOp("=") else {
          throw failure("Expected '=' after the 'case' pattern; found \(current.display).")
        }
        advance()
        conditions.append(.pattern(pattern, try parseExpression(allowTrailingClosure: false)))
      } else {
        conditions.append(.expression(try parseExpression(allowTrailingClosure: false)))
      }
    } while consume(",")
    return conditions
  }

  mutating func parseSwitch() throws(Failure) -> Statement {
    let location = current.location
    advance()
    let subject = try parseExpression(allowTrailingClosure: false)
    let open = current.location
    guard consume("{") else {
      throw failure("Expected '{' to start the switch's cases; found \(current.display).")
    }
    var cases: [Statement.SwitchCase] = []
    try nested { (parser: inout Parser) throws(Failure) in
      while !parser.current.isPunct("}") {
        if parser.atEnd {
          throw parser.failure(
            "The switch that starts at \(open.line):\(open.column) is never closed; add '}'.",
            at: open)
        }
        let caseLocation = parser.current.location
        if case .attribute = parser.current.kind { parser.advance() }  // @unknown
        var patterns: [Statement.Pattern] = []
        if parser.consumeWord("default") {
          // no patterns
        } else if parser.consumeWord("case") {
          repeat {
            patterns.append(try parser.parsePattern(bindingAll: false))
          } while parser.consume(",")
          if parser.current.isWord("where") {
            throw parser.failure("'case … where' is not supported; use an 'if' inside the case.")
          }
        } else {
          throw parser.failure(
            "Expected 'case' or 'default' in the switch; found \(parser.current.display).")
        }
        try parser.expect(":", "after the case pattern")
        var body: [Statement] = []
        while !parser.current.isPunct("}") && !parser.current.isWord("case")
          && !parser.current.isWord("default") && !parser.atEnd
        {
          if case .attribute("unknown") = parser.current.kind { break }
          if parser.consume(";") { continue }
          let start = parser.position
          do throws(Failure) {
            if let statement = try parser.parseStatement() { body.append(statement) }
          } catch {
            parser.diagnostics.append(error.diagnostic)
            parser.synchronize(from: start)
          }
        }
        cases.append(Statement.SwitchCase(patterns: patterns, body: body, location: caseLocation))
      }
      parser.advance()
    }
    return Statement(.switchOver(subject, cases), at: location)
  }

  /// Parses a `case` pattern: `_`, `let x`, `.name`, `.name(let a, _)`, `let .name(a)`, a value.
  mutating func parsePattern(bindingAll: Bool) throws(Failure) -> Statement.Pattern {
    try nested { (parser: inout Parser) throws(Failure) in
      if parser.current.isWord("_") {
        parser.advance()
        return .wildcard
      }
      if parser.current.isWord("let") || parser.current.isWord("var") {
        parser.advance()
        if let name = parser.current.identifier,
          !parser.peek(1).isPunct(".") || parser.peek(1).spaceBefore
        {
          if !(parser.peek(1).isPunct("(")) {
            parser.advance()
            return .binding(name)
          }
        }
        return try parser.parsePattern(bindingAll: true)
      }
      if bindingAll, let name = parser.current.identifier, !Parser.reservedWords.contains(name),
        !parser.peek(1).isPunct("(") && !parser.peek(1).isPunct(".")
      {
        parser.advance()
        return .binding(name)
      }
      if parser.current.isPunct(".") {
        let location = parser.current.location
        parser.advance()
        let name = try parser.expectIdentifier("an enum case after '.'")
        var subpatterns: [Statement.Pattern] = []
        if parser.current.isPunct("(") && !parser.current.spaceBefore {
          parser.advance()
          while !parser.current.isPunct(")") {
            if parser.atEnd { throw parser.failure("Expected ')' to close the case pattern.") }
            if parser.current.identifier != nil && parser.peek(1).isPunct(":") {
              parser.advance()
              parser.advance()
            }
            subpatterns.append(try parser.parsePattern(bindingAll: bindingAll))
            if !parser.consume(",") { break }
          }
          try parser.expect(")", "to close the case pattern")
        }
        return .value(ExpressionSyntax(.implicitMember(name), at: location), subpatterns)
      }
      return .value(try parser.parseExpression(allowTrailingClosure: false, stopAtColon: true), [])
    }
  }
}
