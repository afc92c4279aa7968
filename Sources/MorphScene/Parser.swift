import MorphDiagnostics
import MorphViewTree

/// A hand-written recursive-descent parser for the Swift subset of Docs/SceneLanguage.md
///
/// It reports every error it finds with a location and recovers at the next statement or
/// declaration, so one run lists all problems. Nesting deeper than `maximumDepth` is an error
/// (never a stack overflow), and every loop consumes a token, so it cannot hang.
struct Parser {
  /// A parse failure: the diagnostic that explains it.
  struct Failure: Error {
    let diagnostic: Diagnostic
  }

  /// The deepest nesting of expressions and blocks accepted.
  static let maximumDepth = 150
  /// Words that start statements or declarations and so can never be an expression's name.
  static let reservedWords: Set<String> = [
    "if", "else", "guard", "switch", "case", "default", "for", "in", "while", "repeat", "return",
    "let", "var", "func", "struct", "enum", "class", "protocol", "extension", "import", "break",
    "continue", "where", "do", "catch", "defer", "throw", "fallthrough", "typealias", "init",
  ]
  /// Declaration modifiers that change nothing in the simulator.
  static let ignoredModifiers: Set<String> = [
    "private", "fileprivate", "package", "internal", "open", "final", "nonisolated", "mutating",
    "override", "lazy", "weak", "unowned", "indirect", "dynamic", "required", "convenience",
    "package", "consuming", "borrowing",
  ]

  var tokens: [Token]
  var position = 0
  var depth = 0
  var diagnostics: [Diagnostic] = []

  /// Lexes `file` and prepares to parse it.
  init(file: SourceFile) {
    var lexer = Lexer(file.scalars)
    var conditions = CompilationConditions()
    tokens = conditions.apply(to: lexer.tokenize())
    diagnostics = lexer.diagnostics + conditions.diagnostics
  }

  /// Lexes `source` that starts at `start` (used for string interpolations).
  init(source: String, start: SourcePosition) {
    var lexer = Lexer(Array(source.unicodeScalars), start: start)
    tokens = lexer.tokenize()
    diagnostics = lexer.diagnostics
  }

  // MARK: Cursor

  var current: Token { tokens[min(position, tokens.count - 1)] }

  func peek(_ ahead: Int) -> Token { tokens[min(position + ahead, tokens.count - 1)] }

  var atEnd: Bool { current.kind == .end }

  mutating func advance() {
    if position < tokens.count - 1 { position += 1 }
  }

  /// Consumes the punctuation `character` if it is next.
  mutating func consume(_ character: Character) -> Bool {
    guard current.isPunct(character) else { return false }
    advance()
    return true
  }

  /// Consumes the word `name` if it is next.
  mutating func consumeWord(_ name: String) -> Bool {
    guard current.isWord(name) else { return false }
    advance()
    return true
  }

  /// Requires the punctuation `character`, explaining what it closes or starts.
  mutating func expect(_ character: Character, _ purpose: String) throws(Failure) {
    guard consume(character) else {
      throw failure("Expected '\(character)' \(purpose); found \(current.display).")
    }
  }

  /// Requires an identifier and returns it.
  mutating func expectIdentifier(_ purpose: String) throws(Failure) -> String {
    guard let name = current.identifier, !Parser.reservedWords.contains(name) else {
      throw failure("Expected \(purpose); found \(current.display).")
    }
    advance()
    return name
  }

  func failure(_ message: String, at location: SourcePosition? = nil) -> Failure {
    Failure(
      diagnostic: Diagnostic(
        id: .legacySyntax, severity: .error, at: location ?? current.location, message))
  }

  mutating func warn(_ message: String, at location: SourcePosition) {
    diagnostics.append(Diagnostic(.unsupportedDeclaration, at: location, message))
  }

  /// Counts one more link of an operator or member chain as a level of depth (a chain builds a
  /// tree as deep as it is long, and evaluating it recurses as deep); failing past `maximumDepth`.
  /// The caller gives the levels back when the chain ends.
  mutating func deepenChain() throws(Failure) {
    depth += 1
    guard depth <= Parser.maximumDepth else {
      throw failure(
        "This expression is more than \(Parser.maximumDepth) levels deep (nesting and chained operators or modifiers together); split it into smaller views or steps."
      )
    }
  }

  /// Runs `body` one level deeper, failing past `maximumDepth`.
  mutating func nested<T>(_ body: (inout Parser) throws(Failure) -> T) throws(Failure) -> T {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Parser.maximumDepth else {
      throw failure("This is nested more than \(Parser.maximumDepth) levels deep; simplify it.")
    }
    return try body(&self)
  }

  /// Skips to where the next statement or declaration can start: a token on a new line outside
  /// any brackets opened since, or a `}` that closes the enclosing block (not consumed).
  mutating func synchronize(from start: Int) {
    if position == start { advance() }
    var balance = 0
    while !atEnd {
      let token = current
      if balance == 0 && token.isPunct("}") { return }
      if balance == 0 && token.startsLine && position > start { return }
      if token.isPunct("{") || token.isPunct("(") || token.isPunct("[") { balance += 1 }
      if token.isPunct("}") || token.isPunct(")") || token.isPunct("]") {
        balance = max(0, balance - 1)
      }
      advance()
    }
  }

  // MARK: File

  /// Parses the whole file.
  mutating func parseFile() -> SourceSyntax {
    var syntax = SourceSyntax()
    syntax.siteNames = StructuralSite.names(of: tokens)
    var extensions: [TypeDeclaration] = []
    while !atEnd {
      let start = position
      do throws(Failure) {
        try parseTopLevel(into: &syntax, extensions: &extensions)
      } catch {
        diagnostics.append(error.diagnostic)
        synchronize(from: start)
        if current.isPunct("}") && position == start { advance() }
        if current.isPunct("}") {
          diagnostics.append(
            Diagnostic(
              id: .legacySyntax, severity: .error, at: current.location,
              "This '}' closes nothing; remove it or add the '{' it belongs to."))
          advance()
        }
      }
    }
    for addition in extensions {
      if let index = syntax.types.firstIndex(where: { $0.name == addition.name }) {
        syntax.types[index].variables += addition.variables
        syntax.types[index].functions += addition.functions
        syntax.types[index].nestedTypes += addition.nestedTypes
        syntax.types[index].inheritedTypes += addition.inheritedTypes
      } else if Parser.extensibleBuiltinTypes.contains(addition.name) {
        if var existing = syntax.builtinExtensions[addition.name] {
          existing.variables += addition.variables
          existing.functions += addition.functions
          syntax.builtinExtensions[addition.name] = existing
        } else {
          syntax.builtinExtensions[addition.name] = addition
        }
      } else {
        warn(
          "'extension \(addition.name)' extends a type this scene does not declare; it is ignored.",
          at: addition.location)
      }
    }
    return syntax
  }

  private mutating func parseTopLevel(
    into syntax: inout SourceSyntax, extensions: inout [TypeDeclaration]
  ) throws(Failure) {
    if consume(";") { return }
    if current.isWord("import") {
      advance()
      while !atEnd && !current.startsLine { advance() }
      return
    }
    if case .pound(let name) = current.kind {
      if name == "Preview" {
        syntax.previews.append(try parsePreview())
        return
      }
      if name == "Playground" {
        // `#Playground { … }` is for Xcode's playground canvas; it shows nothing in a preview.
        advance()
        if current.isPunct("(") { try skipBalanced() }
        if current.isPunct("{") { try skipBalanced() }
        return
      }
    }
    let declaration = try parseDeclarationHead()
    switch declaration {
    case .type(let type):
      if type.inheritedTypes.contains("PreviewProvider"),
        let previews = type.variables.first(where: { $0.name == "previews" })
      {
        syntax.previews.append(
          PreviewDeclaration(title: nil, body: previews.getter ?? [], location: type.location))
      } else {
        syntax.types.append(type)
      }
    case .extensionBlock(let type): extensions.append(type)
    case .function(let function): syntax.functions.append(function)
    case .variables(let variables): syntax.variables += variables
    case .enumCases(let cases, let location):
      _ = cases
      throw failure("'case' belongs inside an enum.", at: location)
    case .skipped: break
    }
  }

  /// A declaration found in a file or a type body.
  enum DeclarationHead {
    case type(TypeDeclaration)
    case extensionBlock(TypeDeclaration)
    case function(FunctionDeclaration)
    case variables([VariableDeclaration])
    case enumCases([TypeDeclaration.EnumCase], SourcePosition)
    case skipped
  }

  /// Parses attributes, modifiers and one declaration.
  mutating func parseDeclarationHead() throws(Failure) -> DeclarationHead {
    var attributes: [String] = []
    var isStatic = false
    while true {
      if case .attribute(let name) = current.kind {
        attributes.append(name)
        advance()
        if current.isPunct("(") && !current.spaceBefore {
          // `@Environment(Model.self)` / `@Environment(\.colorScheme)`: keep what it reads.
          var words: [String] = []
          var index = 1
          while !peek(index).isPunct(")") && !peek(index).isPunct("{") && index < 12 {
            if let word = peek(index).identifier { words.append(word) }
            index += 1
          }
          if name == "Environment" || name == "EnvironmentObject", let last = words.last {
            attributes.append(
              last == "self" && words.count >= 2
                ? "\(name):type:\(words[words.count - 2])" : "\(name):key:\(last)")
          }
          try skipBalanced()
        }
        continue
      }
      if let word = current.identifier, Parser.ignoredModifiers.contains(word) {
        advance()
        if current.isPunct("(") { try skipBalanced() }  // private(set)
        continue
      }
      if current.isWord("static")
        || current.isWord("class")
          && (peek(1).isWord("var") || peek(1).isWord("func") || peek(1).isWord("let"))
      {
        isStatic = true
        advance()
        continue
      }
      break
    }
    let location = current.location
    guard let keyword = current.identifier else {
      throw failure(
        "Expected a declaration (struct, enum, func, let, var or #Preview); found \(current.display)."
      )
    }
    switch keyword {
    case "struct", "enum":
      return .type(try parseType(kind: keyword == "struct" ? .structure : .enumeration))
    case "class", "actor":
      return .type(try parseType(kind: .classType))
    case "protocol":
      // A protocol declares requirements only; extensions of it are read where they are used.
      advance()
      while !atEnd && !current.isPunct("{") && !current.startsLine { advance() }
      if current.isPunct("{") { try skipBalanced() }
      return .skipped
    case "extension":
      advance()
      let name = try parseTypeReference().baseName
      var inherited: [String] = []
      if consume(":") { inherited = try parseInheritance() }
      if current.isWord("where") { while !atEnd && !current.isPunct("{") { advance() } }
      var type = TypeDeclaration(
        kind: .structure, name: name, inheritedTypes: inherited, variables: [], functions: [],
        cases: [], nestedTypes: [], location: location)
      try parseMembers(into: &type)
      return .extensionBlock(type)
    case "func":
      return .function(try parseFunction(attributes: attributes, isStatic: isStatic))
    case "let", "var":
      return .variables(try parseVariables(attributes: attributes, isStatic: isStatic))
    case "case":
      return .enumCases(try parseEnumCases(), location)
    case "init":
      advance()
      if current.isOp("?") || current.isOp("!") { advance() }
      try skipBalanced()
      if current.isWord("throws") { advance() }
      if current.isPunct("{") { try skipBalanced() }
      warn(
        "Custom initialisers are not run; properties take their declared initial values and call arguments.",
        at: location)
      return .skipped
    case "typealias", "associatedtype", "subscript", "deinit",
      "macro", "operator", "precedencegroup":
      warn("'\(keyword)' declarations are not simulated and are skipped.", at: location)
      advance()
      while !atEnd && !current.isPunct("{") && !current.startsLine { advance() }
      if current.isPunct("{") { try skipBalanced() }
      return .skipped
    default:
      throw failure(
        "Expected a declaration (struct, enum, func, let, var or #Preview); found \(current.display)."
      )
    }
  }

  /// SwiftUI types whose extensions a scene may call: view helpers (`extension View`), shape and
  /// style helpers, and static members of styles (`extension ButtonStyle where Self == …`).
  static let extensibleBuiltinTypes: Set<String> = [
    "View", "Shape", "InsettableShape", "Text", "Image", "Color", "ShapeStyle", "ButtonStyle",
    "PrimitiveButtonStyle", "ViewModifier", "Animation", "Font", "LabelStyle", "ToggleStyle",
  ]

  /// The closing bracket of each opening bracket.
  static let closingBrackets: [Character: Character] = ["(": ")", "[": "]", "{": "}"]

  /// Skips a balanced `( … )`, `[ … ]` or `{ … }` group starting at the current token.
  mutating func skipBalanced() throws(Failure) {
    let open = current
    guard case .punct(let opening) = open.kind, let closing = Parser.closingBrackets[opening] else {
      return
    }
    advance()
    var stack: [Character] = [closing]
    while let expected = stack.last {
      if atEnd {
        throw failure(
          "'\(opening)' at \(open.location.line):\(open.location.column) is never closed; add '\(closing)'.",
          at: open.location)
      }
      if case .punct(let character) = current.kind {
        if let close = Parser.closingBrackets[character] {
          stack.append(close)
        } else if character == expected {
          stack.removeLast()
        } else if character == ")" || character == "]" || character == "}" {
          throw failure(
            "Expected '\(expected)' to close '\(opening)' at \(open.location.line):\(open.location.column); found '\(character)'."
          )
        }
      }
      advance()
    }
  }

  private mutating func parsePreview() throws(Failure) -> PreviewDeclaration {
    let location = current.location
    advance()
    var title: String? = nil
    if current.isPunct("(") && !current.startsLine {
      let arguments = try parseArgumentList()
      if let first = arguments.first, first.label == nil, case .string(let parts) = first.value.kind
      {
        title = parts.map { part -> String in
          if case .text(let text) = part { return text }
          return ""
        }.joined()
      }
    }
    guard current.isPunct("{") else {
      throw failure("Expected '{' to start the #Preview body; found \(current.display).")
    }
    let body = try parseBlock("the #Preview body")
    return PreviewDeclaration(title: title, body: body, location: location)
  }

  // MARK: Types

  private mutating func parseType(kind: TypeDeclaration.Kind) throws(Failure) -> TypeDeclaration {
    let location = current.location
    advance()
    let name = try expectIdentifier("the type's name")
    if current.isOp("<") { try skipGenericClause() }
    var inherited: [String] = []
    if consume(":") { inherited = try parseInheritance() }
    if current.isWord("where") { while !atEnd && !current.isPunct("{") { advance() } }
    var type = TypeDeclaration(
      kind: kind, name: name, inheritedTypes: inherited, variables: [], functions: [], cases: [],
      nestedTypes: [], location: location)
    try parseMembers(into: &type)
    return type
  }

  private mutating func parseInheritance() throws(Failure) -> [String] {
    var names: [String] = []
    repeat {
      names.append(try parseTypeReference().baseName)
    } while consume(",")
    return names
  }

  mutating func skipGenericClause() throws(Failure) {
    var balance = 0
    repeat {
      if current.isOp("<") { balance += 1 }
      if current.isOp(">") { balance -= 1 }
      if atEnd || current.isPunct("{") {
        throw failure("A generic clause '<…>' is never closed; add '>'.")
      }
      advance()
    } while balance > 0
  }

  /// Parses `{ members }` of a struct, enum or extension.
  private mutating func parseMembers(into type: inout TypeDeclaration) throws(Failure) {
    let open = current.location
    guard consume("{") else {
      throw failure("Expected '{' to start the body of '\(type.name)'; found \(current.display).")
    }
    try nested { (parser: inout Parser) throws(Failure) in
      while !parser.current.isPunct("}") {
        if parser.atEnd {
          throw parser.failure(
            "The body of '\(type.name)' that starts at \(open.line):\(open.column) is never closed; add '}'.",
            at: open)
        }
        if parser.consume(";") { continue }
        let start = parser.position
        do throws(Failure) {
          if case .pound(let name) = parser.current.kind {
            parser.warn(
              "'#\(name)' is not evaluated inside a type; the line is skipped.",
              at: parser.current.location)
            parser.advance()
            while !parser.atEnd && !parser.current.startsLine { parser.advance() }
            continue
          }
          switch try parser.parseDeclarationHead() {
          case .type(let nested): type.nestedTypes.append(nested)
          case .extensionBlock(let block):
            throw parser.failure(
              "'extension' must be at the top level of the file.", at: block.location)
          case .function(let function): type.functions.append(function)
          case .variables(let variables): type.variables += variables
          case .enumCases(let cases, let location):
            guard type.kind == .enumeration else {
              throw parser.failure(
                "'case' declarations belong in an enum; '\(type.name)' is a struct.", at: location)
            }
            type.cases += cases
          case .skipped: break
          }
        } catch {
          parser.diagnostics.append(error.diagnostic)
          parser.synchronize(from: start)
        }
      }
      parser.advance()
    }
  }

  private mutating func parseEnumCases() throws(Failure) -> [TypeDeclaration.EnumCase] {
    advance()
    var cases: [TypeDeclaration.EnumCase] = []
    repeat {
      let location = current.location
      let name = try expectIdentifier("an enum case name")
      var associated: [String] = []
      if current.isPunct("(") {
        advance()
        var index = 0
        while !current.isPunct(")") {
          if atEnd { throw failure("Expected ')' to close the associated values of '\(name)'.") }
          if let label = current.identifier, peek(1).isPunct(":") {
            associated.append(label)
            advance()
            advance()
          } else {
            associated.append("\(index)")
          }
          _ = try parseTypeReference()
          if consume("=") { _ = try parseExpression() }
          index += 1
          if !consume(",") { break }
        }
        try expect(")", "to close the associated values of '\(name)'")
      }
      var raw: ExpressionSyntax? = nil
      if current.isOp("=") {
        advance()
        raw = try parseExpression()
      }
      cases.append(
        TypeDeclaration.EnumCase(
          name: name, rawValue: raw, associatedValues: associated, location: location))
    } while consume(",")
    return cases
  }

  // MARK: Functions and variables

  mutating func parseFunction(attributes: [String], isStatic: Bool) throws(Failure)
    -> FunctionDeclaration
  {
    let location = current.location
    advance()
    let name: String
    if case .op(let op) = current.kind {
      name = op
      advance()
    } else {
      name = try expectIdentifier("the function's name")
    }
    if current.isOp("<") { try skipGenericClause() }
    try expect("(", "to start the parameters of '\(name)'")
    var parameters: [FunctionDeclaration.Parameter] = []
    while !current.isPunct(")") {
      if atEnd { throw failure("Expected ')' to close the parameters of '\(name)'.") }
      while case .attribute = current.kind { advance() }
      let first = try expectParameterName()
      var label: String? = first == "_" ? nil : first
      var internalName = first
      if !current.isPunct(":") {
        internalName = try expectParameterName()
        if first == "_" { label = nil }
      }
      try expect(":", "after the parameter name '\(internalName)'")
      let type = try parseTypeReference()
      if current.isOp("...") { advance() }
      var defaultValue: ExpressionSyntax? = nil
      if current.isOp("=") {
        advance()
        defaultValue = try parseExpression()
      }
      parameters.append(
        .init(label: label, name: internalName, type: type, defaultValue: defaultValue))
      if !consume(",") { break }
    }
    try expect(")", "to close the parameters of '\(name)'")
    while current.isWord("throws") || current.isWord("async") || current.isWord("rethrows") {
      advance()
    }
    var returnType: TypeReference? = nil
    if current.isOp("->") {
      advance()
      returnType = try parseTypeReference()
    }
    if current.isWord("where") { while !atEnd && !current.isPunct("{") { advance() } }
    var body: [Statement] = []
    if current.isPunct("{") { body = try parseBlock("the body of '\(name)'") }
    return FunctionDeclaration(
      name: name, parameters: parameters, returnType: returnType, attributes: attributes,
      isStatic: isStatic, body: body, location: location)
  }

  private mutating func expectParameterName() throws(Failure) -> String {
    guard let name = current.identifier else {
      throw failure("Expected a parameter name; found \(current.display).")
    }
    advance()
    return name
  }

  /// Parses `let`/`var` with one or more comma-separated bindings.
  mutating func parseVariables(attributes: [String], isStatic: Bool) throws(Failure)
    -> [VariableDeclaration]
  {
    let isConstant = current.isWord("let")
    advance()
    var result: [VariableDeclaration] = []
    repeat {
      let location = current.location
      if current.isPunct("(") {
        // `let (a, b) = pair`: a hidden tuple, then each name from its element.
        advance()
        var names: [String] = []
        while !current.isPunct(")") {
          if atEnd { throw failure("Expected ')' to close the names of the tuple.") }
          names.append(try expectIdentifier("a name in the tuple"))
          if !consume(",") { break }
        }
        try expect(")", "to close the names of the tuple")
        if consume(":") { _ = try parseTypeReference() }
        guard current.isOp("=") else {
          throw failure("Expected '=' after the tuple's names; found \(current.display).")
        }
        advance()
        let value = try parseExpression()
        let hidden = "__tuple\(location.line)_\(location.column)"
        result.append(
          VariableDeclaration(
            name: hidden, isConstant: true, attributes: [], isStatic: isStatic, type: nil,
            initialValue: value, getter: nil, location: location))
        for (index, name) in names.enumerated() where name != "_" {
          let element = ExpressionSyntax(
            .member(ExpressionSyntax(.identifier(hidden), at: location), String(index)),
            at: location)
          result.append(
            VariableDeclaration(
              name: name, isConstant: isConstant, attributes: [], isStatic: isStatic, type: nil,
              initialValue: element, getter: nil, location: location))
        }
        continue
      }
      let name = try expectIdentifier("a variable name")
      var type: TypeReference? = nil
      if consume(":") { type = try parseTypeReference() }
      var initial: ExpressionSyntax? = nil
      var getter: [Statement]? = nil
      if current.isOp("=") {
        advance()
        initial = try parseExpression()
      } else if current.isPunct("{") {
        getter = try parseAccessorBlock(name)
      }
      if current.isPunct("{") && initial != nil && getter == nil {
        // `var x = 1 { didSet { … } }`: observers are skipped.
        try skipBalanced()
      }
      result.append(
        VariableDeclaration(
          name: name, isConstant: isConstant, attributes: attributes, isStatic: isStatic,
          type: type, initialValue: initial, getter: getter, location: location))
    } while consume(",")
    return result
  }

  /// `{ statements }`, `{ get { … } set { … } }`, or `{ didSet { … } }` (no getter → empty).
  private mutating func parseAccessorBlock(_ name: String) throws(Failure) -> [Statement]? {
    let first = peek(1)
    let accessorWords: Set<String> = ["get", "set", "didSet", "willSet", "_read", "_modify"]
    if let word = first.identifier, accessorWords.contains(word),
      peek(2).isPunct("{") || peek(2).isPunct("}") || peek(2).startsLine || peek(2).isPunct("(")
    {
      advance()
      var getter: [Statement]? = nil
      while !current.isPunct("}") {
        if atEnd { throw failure("The accessors of '\(name)' are never closed; add '}'.") }
        let word = current.identifier ?? ""
        advance()
        if current.isPunct("(") { try skipBalanced() }
        if current.isPunct("{") {
          if word == "get" {
            getter = try parseBlock("the getter of '\(name)'")
          } else {
            try skipBalanced()
          }
        }
      }
      advance()
      return getter ?? []
    }
    return try parseBlock("the getter of '\(name)'")
  }
}
