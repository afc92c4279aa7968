extension Parser {
  /// Binary operator precedences (higher binds tighter), after Swift's standard library groups.
  static let precedences: [String: Int] = [
    "||": 1, "&&": 2,
    "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "===": 3, "!==": 3,
    "??": 4,
    "..<": 6, "...": 6,
    "+": 7, "-": 7, "|": 7, "^": 7,
    "*": 8, "/": 8, "%": 8, "&": 8,
  ]
  /// The precedence of `as`, `as?`, `as!` and `is`.
  static let castingPrecedence = 5

  /// Parses an expression. `allowTrailingClosure` is false in `if`/`guard`/`for`/`switch` heads,
  /// where `{` starts the body; `stopAtColon` keeps a `case` pattern from eating its `:`.
  mutating func parseExpression(allowTrailingClosure: Bool = true, stopAtColon: Bool = false)
    throws(Failure) -> ExpressionSyntax
  {
    try nested { (parser: inout Parser) throws(Failure) in
      let condition = try parser.parseBinary(0, allowTrailingClosure: allowTrailingClosure)
      if parser.current.isOp("?") && parser.current.spaceBefore {
        parser.advance()
        let whenTrue = try parser.parseExpression(allowTrailingClosure: allowTrailingClosure)
        try parser.expect(":", "between the two results of '? :'")
        let whenFalse = try parser.parseExpression(allowTrailingClosure: allowTrailingClosure)
        return ExpressionSyntax(.ternary(condition, whenTrue, whenFalse), at: condition.location)
      }
      return condition
    }
  }

  private mutating func parseBinary(_ minimum: Int, allowTrailingClosure: Bool) throws(Failure)
    -> ExpressionSyntax
  {
    var left = try parsePrefix(allowTrailingClosure: allowTrailingClosure)
    let startDepth = depth
    defer { depth = startDepth }
    while true {
      try deepenChain()
      if let word = current.identifier, word == "as" || word == "is",
        Parser.castingPrecedence > minimum
      {
        advance()
        var op = word
        if word == "as", current.isOp("?") || current.isOp("!"), !current.spaceBefore {
          op += current.isOp("?") ? "?" : "!"
          advance()
        }
        let type = try parseTypeReference()
        left = ExpressionSyntax(.cast(left, op, type.text), at: left.location)
        continue
      }
      guard case .op(let op) = current.kind, let precedence = Parser.precedences[op],
        precedence > minimum
      else {
        return left
      }
      // `a < b` vs a generic `<`: only binary when spaced symmetrically or followed by an operand.
      advance()
      if op == "...",
        current.isPunct("]") || current.isPunct(")") || current.isPunct(",")
          || current.isPunct("{") || current.startsLine || atEnd
      {
        // A one-sided range `2...`: up to the end (Swift has no postfix `..<`).
        left = ExpressionSyntax(
          .binary("..<", left, ExpressionSyntax(.integer(Int.max), at: left.location)),
          at: left.location)
        continue
      }
      let rightMinimum = op == "??" ? precedence - 1 : precedence
      let right = try parseBinary(rightMinimum, allowTrailingClosure: allowTrailingClosure)
      left = ExpressionSyntax(.binary(op, left, right), at: left.location)
    }
  }

  private mutating func parsePrefix(allowTrailingClosure: Bool) throws(Failure) -> ExpressionSyntax
  {
    let location = current.location
    if current.isWord("try") || current.isWord("await") {
      advance()
      if current.isOp("?") || current.isOp("!") { advance() }
      return try parsePrefix(allowTrailingClosure: allowTrailingClosure)
    }
    if case .op(let op) = current.kind, op == "..." || op == "..<" {
      // A one-sided range `...5`: from the start.
      advance()
      let upper = try parsePrefix(allowTrailingClosure: allowTrailingClosure)
      return ExpressionSyntax(
        .binary(op, ExpressionSyntax(.integer(0), at: location), upper), at: location)
    }
    if case .op(let op) = current.kind, ["!", "-", "+", "&", "~"].contains(op) {
      advance()
      let operand = try nested { (parser: inout Parser) throws(Failure) in
        try parser.parsePrefix(allowTrailingClosure: allowTrailingClosure)
      }
      if op == "&" || op == "+" { return operand }
      return ExpressionSyntax(.prefix(op, operand), at: location)
    }
    return try parsePostfix(allowTrailingClosure: allowTrailingClosure)
  }

  private mutating func parsePostfix(allowTrailingClosure: Bool) throws(Failure) -> ExpressionSyntax
  {
    var expression = try parsePrimary()
    let startDepth = depth
    defer { depth = startDepth }
    while true {
      try deepenChain()
      let token = current
      if token.isPunct(".") {
        // A member: `a.b`, or `.b` on the next line continuing a chain.
        advance()
        if case .integer(let index) = current.kind {
          advance()
          expression = ExpressionSyntax(.member(expression, String(index)), at: expression.location)
          continue
        }
        let name = try expectMemberName()
        expression = ExpressionSyntax(.member(expression, name), at: token.location)
        continue
      }
      if token.startsLine { return expression }
      if token.isPunct("(") {
        let arguments = try parseArgumentList()
        expression = ExpressionSyntax(.call(expression, arguments), at: expression.location)
        continue
      }
      if token.isPunct("[") && !token.spaceBefore {
        advance()
        let arguments = try parseArguments(closing: "]", purpose: "the subscript")
        expression = ExpressionSyntax(
          .subscriptAccess(expression, arguments), at: expression.location)
        continue
      }
      if token.isOp("!") && !token.spaceBefore {
        advance()
        expression = ExpressionSyntax(.forceUnwrap(expression), at: expression.location)
        continue
      }
      if token.isOp("?") && !token.spaceBefore {
        advance()
        expression = ExpressionSyntax(.optionalChain(expression), at: expression.location)
        continue
      }
      if token.isPunct("{") && allowTrailingClosure {
        expression = try parseTrailingClosures(after: expression)
        continue
      }
      return expression
    }
  }

  /// A member name after `.`: identifiers, and keywords used as names (`.default`, `.init`).
  private mutating func expectMemberName() throws(Failure) -> String {
    guard let name = current.identifier else {
      throw failure("Expected a member name after '.'; found \(current.display).")
    }
    advance()
    return name
  }

  /// `callee { … } label: { … }`: the first closure unlabelled, the rest with their labels.
  private mutating func parseTrailingClosures(after callee: ExpressionSyntax) throws(Failure)
    -> ExpressionSyntax
  {
    var arguments: [ExpressionSyntax.Argument] = []
    var base = callee
    if case .call(let function, let existing) = callee.kind {
      base = function
      arguments = existing
    }
    arguments.append(ExpressionSyntax.Argument(label: nil, value: try parseClosure()))
    while let label = current.identifier, peek(1).isPunct(":"), peek(2).isPunct("{"),
      !Parser.reservedWords.contains(label) || label == "default"
    {
      advance()
      advance()
      arguments.append(ExpressionSyntax.Argument(label: label, value: try parseClosure()))
    }
    return ExpressionSyntax(.call(base, arguments), at: callee.location)
  }

  /// `( arguments )`.
  mutating func parseArgumentList() throws(Failure) -> [ExpressionSyntax.Argument] {
    advance()
    return try parseArguments(closing: ")", purpose: "the argument list")
  }

  /// Arguments up to `closing`: `label: value` or `value`, comma-separated.
  private mutating func parseArguments(closing: Character, purpose: String) throws(Failure)
    -> [ExpressionSyntax.Argument]
  {
    let open = tokens[max(0, position - 1)].location
    return try nested { (parser: inout Parser) throws(Failure) in
      var arguments: [ExpressionSyntax.Argument] = []
      while !parser.current.isPunct(closing) {
        if parser.atEnd || parser.current.isPunct("}") && closing != "}" {
          throw parser.failure(
            "Expected '\(closing)' to close \(purpose) that starts at \(open.line):\(open.column); found \(parser.current.display)."
          )
        }
        var label: String? = nil
        if let name = parser.current.identifier, parser.peek(1).isPunct(":") {
          label = name
          parser.advance()
          parser.advance()
        }
        arguments.append(
          ExpressionSyntax.Argument(label: label, value: try parser.parseExpression()))
        if !parser.consume(",") { break }
      }
      guard parser.consume(closing) else {
        throw parser.failure(
          "Expected '\(closing)' to close \(purpose) that starts at \(open.line):\(open.column); found \(parser.current.display)."
        )
      }
      return arguments
    }
  }

  private mutating func parsePrimary() throws(Failure) -> ExpressionSyntax {
    let token = current
    let location = token.location
    switch token.kind {
    case .integer(let value):
      advance()
      return ExpressionSyntax(.integer(value), at: location)
    case .float(let value):
      advance()
      return ExpressionSyntax(.float(value), at: location)
    case .string(let segments):
      advance()
      var parts: [ExpressionSyntax.StringPart] = []
      for segment in segments {
        switch segment {
        case .text(let text): parts.append(.text(text))
        case .interpolation(let source, let start):
          var inner = Parser(source: source, start: start)
          inner.depth = depth
          let expression: ExpressionSyntax
          do throws(Failure) {
            expression = try inner.parseExpression()
            if !inner.atEnd {
              throw inner.failure(
                "Unexpected \(inner.current.display) in the string interpolation.")
            }
          } catch {
            diagnostics += inner.diagnostics
            throw error
          }
          diagnostics += inner.diagnostics
          parts.append(.interpolation(expression))
        }
      }
      return ExpressionSyntax(.string(parts), at: location)
    case .dollar(let name):
      advance()
      return ExpressionSyntax(.dollar(name), at: location)
    case .pound(let name):
      advance()
      if name == "available" || name == "unavailable" {
        if current.isPunct("(") { try skipBalanced() }
        return ExpressionSyntax(name == "available" ? .available : .boolean(false), at: location)
      }
      if ["file", "fileID", "function", "filePath"].contains(name) {
        return ExpressionSyntax(.string([.text("")]), at: location)
      }
      if ["line", "column"].contains(name) {
        return ExpressionSyntax(.integer(location.line), at: location)
      }
      if name == "colorLiteral" || name == "imageLiteral" {
        let arguments = current.isPunct("(") ? try parseArgumentList() : []
        return ExpressionSyntax(
          .call(
            ExpressionSyntax(.identifier(name == "colorLiteral" ? "Color" : "Image"), at: location),
            arguments), at: location)
      }
      throw failure("'#\(name)' is not supported in expressions.", at: location)
    case .punct("."):
      advance()
      let name = try expectMemberName()
      return ExpressionSyntax(.implicitMember(name), at: location)
    case .punct("("):
      advance()
      let elements = try parseArguments(closing: ")", purpose: "the parentheses")
      if elements.count == 1 && elements[0].label == nil { return elements[0].value }
      return ExpressionSyntax(.tuple(elements), at: location)
    case .punct("["):
      return try parseCollectionLiteral()
    case .punct("{"):
      return try parseClosure()
    case .punct("\\"):
      advance()
      var components: [String] = []
      if let root = current.identifier, !current.isPunct(".") {
        _ = root
        advance()
      }
      while current.isPunct(".") {
        advance()
        components.append(try expectMemberName())
      }
      if components.isEmpty { throw failure("Expected a key path such as \\.self or \\.id.") }
      return ExpressionSyntax(.keyPath(components), at: location)
    case .identifier(let name):
      switch name {
      case "true", "false":
        advance()
        return ExpressionSyntax(.boolean(name == "true"), at: location)
      case "nil":
        advance()
        return ExpressionSyntax(.nilLiteral, at: location)
      case "self", "Self":
        advance()
        return ExpressionSyntax(name == "self" ? .selfReference : .identifier("Self"), at: location)
      case "if":
        // `let x = if flag { a } else { b }`: each branch's single expression is the value.
        return ExpressionSyntax(.statement(try parseIf()), at: location)
      case "switch":
        return ExpressionSyntax(.statement(try parseSwitch()), at: location)
      default:
        if Parser.reservedWords.contains(name) {
          throw failure("Expected an expression; found the keyword '\(name)'.")
        }
        advance()
        // Generic arguments on a type name: `Array<Int>()`, `Optional<Mode>.none`.
        if current.isOp("<") && !current.spaceBefore, name.first?.isUppercase == true {
          let save = position
          if (try? skipGenericClause()) != nil, current.isPunct("(") || current.isPunct(".") {
            return ExpressionSyntax(.identifier(name), at: location)
          }
          position = save
        }
        return ExpressionSyntax(.identifier(name), at: location)
      }
    default:
      throw failure("Expected an expression; found \(token.display).")
    }
  }

  private mutating func parseCollectionLiteral() throws(Failure) -> ExpressionSyntax {
    let location = current.location
    advance()
    if current.isPunct(":") && peek(1).isPunct("]") {
      advance()
      advance()
      return ExpressionSyntax(.dictionary([]), at: location)
    }
    return try nested { (parser: inout Parser) throws(Failure) in
      var elements: [ExpressionSyntax] = []
      var pairs: [(ExpressionSyntax, ExpressionSyntax)] = []
      while !parser.current.isPunct("]") {
        if parser.atEnd || parser.current.isPunct("}") || parser.current.isPunct(")") {
          throw parser.failure(
            "Expected ']' to close the collection that starts at \(location.line):\(location.column); found \(parser.current.display)."
          )
        }
        let element = try parser.parseExpression()
        if parser.consume(":") {
          pairs.append((element, try parser.parseExpression()))
        } else {
          elements.append(element)
        }
        if !parser.consume(",") { break }
      }
      try parser.expect(
        "]", "to close the collection that starts at \(location.line):\(location.column)")
      if !pairs.isEmpty && elements.isEmpty {
        return ExpressionSyntax(.dictionary(pairs), at: location)
      }
      if !pairs.isEmpty {
        throw parser.failure(
          "A collection mixes 'key: value' pairs and plain elements.", at: location)
      }
      return ExpressionSyntax(.array(elements), at: location)
    }
  }

  /// `{ a, b in … }`, `{ (a: T) -> U in … }`, `{ [weak self] in … }`, `{ _ in … }`, `{ … }`.
  mutating func parseClosure() throws(Failure) -> ExpressionSyntax {
    let location = current.location
    advance()
    let parameters = consumeClosureSignature()
    let body = try parseStatementsUntilClosingBrace(
      unclosed:
        "The closure that starts at \(location.line):\(location.column) is never closed; add '}'.",
      openedAt: location)
    return ExpressionSyntax(.closure(.init(parameters: parameters, body: body)), at: location)
  }

  /// If a closure signature ending in `in` follows, consumes it and returns the parameter names;
  /// otherwise consumes nothing and returns [].
  private mutating func consumeClosureSignature() -> [String] {
    var index = position
    func token(_ at: Int) -> Token { tokens[min(at, tokens.count - 1)] }
    if token(index).isPunct("[") {
      var balance = 0
      repeat {
        if token(index).isPunct("[") { balance += 1 }
        if token(index).isPunct("]") { balance -= 1 }
        index += 1
      } while balance > 0 && token(index).kind != .end
    }
    var names: [String] = []
    if token(index).isPunct("(") {
      var balance = 0
      var expectingName = true
      repeat {
        let next = token(index)
        if next.isPunct("(") { balance += 1 }
        if next.isPunct(")") { balance -= 1 }
        if balance == 1 && expectingName, let name = next.identifier {
          names.append(name)
          expectingName = false
        }
        if balance == 1 && next.isPunct(",") { expectingName = true }
        index += 1
      } while balance > 0 && token(index).kind != .end
      while token(index).kind != .end && !token(index).isWord("in") && !token(index).isPunct("{")
        && !token(index).isPunct("}") && !token(index).startsLine
      {
        index += 1
      }
    } else {
      while let name = token(index).identifier, name != "in" {
        names.append(name)
        index += 1
        guard token(index).isPunct(",") else { break }
        index += 1
      }
    }
    guard token(index).isWord("in") else { return [] }
    position = index + 1
    return names
  }
}
