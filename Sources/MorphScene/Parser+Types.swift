extension Parser {
  /// Parses a type as written: `some View`, `any Shape`, `Mode?`, `[String]`, `[K: V]`,
  /// `(Int, Bool)`, `() -> Void`, `@escaping (T) -> U`, `Binding<Bool>`, `A.B`.
  mutating func parseTypeReference() throws(Failure) -> TypeReference {
    try nested { (parser: inout Parser) throws(Failure) in
      var text = ""
      while case .attribute(let name) = parser.current.kind {
        text += "@\(name) "
        parser.advance()
      }
      while let word = parser.current.identifier,
        ["some", "any", "inout", "borrowing", "consuming", "sending"].contains(word)
      {
        text += word + " "
        parser.advance()
      }
      var baseName: String
      if parser.current.isPunct("[") {
        parser.advance()
        let element = try parser.parseTypeReference()
        if parser.consume(":") {
          let value = try parser.parseTypeReference()
          text += "[\(element.text):\(value.text)]"
          baseName = "Dictionary"
        } else {
          text += "[\(element.text)]"
          baseName = "Array"
        }
        try parser.expect("]", "to close the collection type")
      } else if parser.current.isPunct("(") {
        parser.advance()
        var elements: [String] = []
        while !parser.current.isPunct(")") {
          if parser.atEnd { throw parser.failure("Expected ')' to close the tuple type.") }
          if parser.current.identifier != nil && parser.peek(1).isPunct(":") {
            parser.advance()
            parser.advance()
          }
          elements.append(try parser.parseTypeReference().text)
          if !parser.consume(",") { break }
        }
        try parser.expect(")", "to close the tuple type")
        text += "(\(elements.joined(separator: ",")))"
        baseName = elements.count == 1 ? elements[0] : "Tuple"
      } else {
        guard let name = parser.current.identifier else {
          throw parser.failure("Expected a type; found \(parser.current.display).")
        }
        parser.advance()
        text += name
        baseName = name
        while parser.current.isPunct(".") && parser.peek(1).identifier != nil
          && !parser.current.spaceBefore
        {
          parser.advance()
          let member = parser.current.identifier ?? ""
          parser.advance()
          text += "." + member
          baseName = member == "Type" ? baseName : member
        }
        if parser.current.isOp("<") && !parser.current.spaceBefore {
          parser.advance()
          var arguments: [String] = []
          while !parser.current.isOp(">") {
            if parser.atEnd {
              throw parser.failure("Expected '>' to close the generic arguments of '\(name)'.")
            }
            arguments.append(try parser.parseTypeReference().text)
            if !parser.consume(",") { break }
          }
          guard parser.current.isOp(">") else {
            throw parser.failure(
              "Expected '>' to close the generic arguments of '\(name)'; found \(parser.current.display)."
            )
          }
          parser.advance()
          text += "<\(arguments.joined(separator: ","))>"
        }
      }
      var isOptional = false
      while (parser.current.isOp("?") || parser.current.isOp("!")) && !parser.current.spaceBefore {
        isOptional = true
        text += parser.current.isOp("?") ? "?" : "!"
        parser.advance()
      }
      while parser.current.isWord("throws") || parser.current.isWord("async") {
        parser.advance()
      }
      if parser.current.isOp("->") {
        parser.advance()
        let result = try parser.parseTypeReference()
        text += "->" + result.text
        baseName = "Function"
      }
      if baseName == "Optional" { isOptional = true }
      return TypeReference(text: text.trimmingSpaces(), baseName: baseName, isOptional: isOptional)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
