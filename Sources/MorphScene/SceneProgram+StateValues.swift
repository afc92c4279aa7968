extension SceneProgram {
  /// Reads `text` as a value for the `@State` property `name`, by the property's type: `true`,
  /// `3`, `0.5`, `"text"` (quotes optional for String), `.case` or `case` (enum), `nil` — or
  /// for an unknown the scene explores (`assumed store.showsBanner`, see `assumedValue`).
  /// Throws a message saying what the property accepts.
  package func stateValue(_ text: String, for name: String) throws(StateValueError) -> StateValue {
    guard let declaration = stateDeclarations.first(where: { $0.name == name }),
      let current = initialState[name]
    else {
      return try assumedValue(text, for: name)
    }
    let trimmed = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    if trimmed == "nil" {
      guard declaration.type?.isOptional == true || current == .none else {
        throw StateValueError("'\(name)' is not optional; it cannot be nil.")
      }
      return .none
    }
    let typeName = declaration.type?.baseName ?? SceneProgram.typeName(of: current)
    switch typeName {
    case "Bool":
      guard let value = Bool(trimmed) else {
        throw StateValueError("'\(name)' is a Bool: write true or false, not '\(text)'.")
      }
      return .bool(value)
    case "Int":
      guard let value = Int(trimmed) else {
        throw StateValueError("'\(name)' is an Int: write a whole number, not '\(text)'.")
      }
      return .int(value)
    case "Double", "CGFloat", "Float":
      guard let value = Double(trimmed), value.isFinite else {
        throw StateValueError("'\(name)' is a Double: write a number, not '\(text)'.")
      }
      return .double(value)
    case "String":
      var value = trimmed
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      return .string(value)
    default:
      if let type = syntax.type(named: typeName), type.kind == .enumeration {
        let caseName = trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed
        guard type.cases.contains(where: { $0.name == caseName }) else {
          throw StateValueError(
            "'\(name)' is a \(type.name): write one of \(type.cases.map { "." + $0.name }.joined(separator: ", ")), not '\(text)'."
          )
        }
        return .enumCase(type: type.name, name: caseName, associated: [])
      }
      // A type declared in another file or module (`Page`): `.lyrics` is that member, as an
      // action's `page = .lyrics` sets it.
      let member = trimmed.dropFirst()
      if syntax.type(named: typeName) == nil, trimmed.hasPrefix("."), !member.isEmpty,
        member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      {
        return .member(name: String(member), arguments: [], labels: [])
      }
      throw StateValueError(
        "'\(name)' has the type \(declaration.type?.text ?? "?"), which cannot be set from the command line."
      )
    }
  }

  package static func typeName(of value: StateValue) -> String {
    switch value {
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .enumCase(let type, _, _): return type
    default: return "?"
    }
  }
}
