import MorphDiagnostics
import MorphFrontend
import MorphSyntax
import Testing

/// Reading Swift with the toolchain's parser: app code parses, `#if` is decided as an iOS 26 build,
/// operators fold by Swift's table, and the lowered tree says what the source says.
@Suite struct FrontendTests {
  static func parse(_ source: String, defines: Set<String> = []) -> Frontend.Result {
    Frontend.parse(SourceFile(path: "test.swift", text: source), defines: defines)
  }

  /// The body of `var body` in the first type, as lowered statements.
  static func body(_ result: Frontend.Result) -> [Statement] {
    result.syntax.types.first?.variables.first { $0.name == "body" }?.getter ?? []
  }

  @Test func appCodeTheFirstParserRefusedParses() throws {
    // Each construct that stopped the hand-written parser in public app code, in one file.
    let source = """
      import SwiftUI

      public struct Panel: View {
          @SwiftUI.Environment(\\.openWindow) private var openWindow
          @State private var phase = 0
          let items: [Int]
          public init<Root: View>(@ViewBuilder rootView: () -> Root, items: [Int] = []) {
              self.items = items
          }
          public var body: some View {
              VStack {
                  ForEach(items, id: \\.self) { Text("\\($0)") }
              }
              .task {
                  for await value in Store.shared.$phase.values { phase = value }
                  for item in items where item > 2 { phase += item }
              }
              .onAppear {
                  Task { @MainActor in phase = 1 }
                  phase > 0 ? (phase = 0) : (phase = 2)
                  _ = #selector(UIResponder.resignFirstResponder)
              }
          }
      }

      @available(iOS 26, *)
      #Preview { Panel(rootView: { EmptyView() }) }
      """
    let result = Self.parse(source)
    #expect(!result.diagnostics.contains { $0.id.id.hasPrefix("syntax") })
    let panel = try #require(result.syntax.types.first)
    #expect(panel.name == "Panel" && panel.isView)
    #expect(panel.variables.first?.attributes == ["Environment", "Environment:key:openWindow"])
    #expect(panel.initializers.map(\.parameters.count) == [2])
    #expect(result.syntax.previews.count == 1)
    // What is not simulated is said where it is written, by ID.
    let ids = Set(result.diagnostics.map(\.id.id))
    #expect(ids == ["unsupported-statement", "unsupported-expression"])
    let forAwait = try #require(result.diagnostics.first { $0.id.id == "unsupported-statement" })
    #expect(forAwait.location.line == 15 && forAwait.message.hasPrefix("'for await' loops"))
    let selector = try #require(result.diagnostics.first { $0.id.id == "unsupported-expression" })
    #expect(selector.location.line == 21 && selector.message.contains("'#selector'"))
  }

  @Test func integerLiteralsAboveIntMaxKeepTheirBitPattern() throws {
    // A hash constant is a UInt64 in Swift; 0xD1B54A32D192ED03 as a signed 64-bit pattern is
    // 0xD1B54A32D192ED03 − 2⁶⁴ = 15111065706836454659 − 18446744073709551616 = −3335678366873096957.
    let result = Self.parse(
      "struct V: View { var body: some View { EmptyView() }\n func f() { let a = 0xD1B54A32D192ED03; let b = 0x1_0000_0000_0000_0000 } }"
    )
    let function = try #require(result.syntax.types.first?.functions.first)
    guard case .variable(let declaration) = function.body.first?.kind,
      case .integer(let pattern) = declaration.initialValue?.kind
    else {
      Issue.record("expected let a = <integer>")
      return
    }
    #expect(pattern == -3_335_678_366_873_096_957)
    #expect(result.diagnostics.map(\.id.id) == ["wide-integer", "number-too-large"])
    // Line 2, where each literal starts: `let a = ` ends at column 20, `; let b = ` at column 48.
    #expect(
      result.diagnostics.map { [$0.location.line, $0.location.column] } == [[2, 21], [2, 49]])
  }

  @Test func strayInvisibleCharactersAreLocatedErrorsNotACrash() {
    // The parser's diagnostics generator stops the process on these before an operator (fuzzing
    // found `d \u{FFFD}= `); each is reported where it is, by its code point.
    for (character, code) in [("\u{FFFD}", "U+FFFD"), ("\u{01}", "U+0001"), ("\u{2028}", "U+2028")]
    {
      let result = Self.parse("let a = 1\nd \(character)= 2\n")
      #expect(result.diagnostics.map(\.id.id) == ["syntax.invalid-character"])
      #expect(result.diagnostics.first?.message.contains(code) == true)
      #expect(result.diagnostics.first.map { [$0.location.line, $0.location.column] } == [2, 3])
    }
  }

  @Test func verticalTabsAndFormFeedsAreWhitespaceNotACrash() {
    // Swift reads U+000B and U+000C as whitespace; the diagnostics generator stopped the process
    // on one beside an operator (fuzzing found `s =\u{0B} ` and `d \u{0C}= `). Beside a
    // complete statement they are plain whitespace: no diagnostic, the constant declared.
    for character in ["\u{0B}", "\u{0C}"] {
      let fine = Self.parse("let s =\(character) 1\n")
      #expect(fine.diagnostics.isEmpty)
      #expect(fine.syntax.variables.map(\.name) == ["s"])
      // An incomplete one is the parser's located error, as with a space: `d = ` lacks its
      // value, which would start at column 6.
      let broken = Self.parse("d \(character)= ")
      #expect(broken.diagnostics.map(\.id.id) == ["syntax.missing-nodes"])
      #expect(broken.diagnostics.first.map { [$0.location.line, $0.location.column] } == [1, 6])
    }
  }

  @Test func squareBracketsNestAtMostTwelveDeep() {
    // Each nested '[' doubles the parser's time; the thirteenth is refused where it is written.
    // Brackets inside comments and strings are not code and do not count.
    let twelve = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
    let ok = Self.parse("// [[[[[[[[[[[[[[\nlet s = \"[[[[[[[[[[[[[[\"\nlet a = \(twelve)\n")
    #expect(!ok.diagnostics.contains { $0.id.id == "nesting-too-deep" })
    let deep = Self.parse("let a = " + String(repeating: "[", count: 40))
    #expect(deep.diagnostics.map(\.id.id) == ["nesting-too-deep"])
    // `let a = ` is 8 columns; the thirteenth '[' is at column 8 + 13 = 21.
    #expect(deep.diagnostics.first.map { [$0.location.line, $0.location.column] } == [1, 21])
    // An interpolation is code inside a string: its brackets count (this hung the parser).
    // `let s = "\(a` is 12 columns; the thirteenth '[' is at column 12 + 13 = 25.
    let interpolated = Self.parse("let s = \"\\(a" + String(repeating: "[", count: 40) + "\"\n")
    #expect(interpolated.diagnostics.map(\.id.id) == ["nesting-too-deep"])
    #expect(
      interpolated.diagnostics.first.map { [$0.location.line, $0.location.column] } == [1, 25])
    // …and after it closes, the rest of the string is text again.
    let closed = Self.parse("let s = \"\\(a[0]) [[[[[[[[[[[[[[\"\n")
    #expect(!closed.diagnostics.contains { $0.id.id == "nesting-too-deep" })
  }

  @Test func forWhereRunsItsBodyForTheElementsThatPass() throws {
    let result = Self.parse(
      "struct V: View { var body: some View { ForEach(0..<1) { _ in EmptyView() } }\n func f() { for x in xs where x > 2 { use(x) } } }"
    )
    let function = try #require(result.syntax.types.first?.functions.first)
    guard case .forIn(let name, _, let body) = function.body.first?.kind,
      case .conditional(let conditions, let inner, nil) = body.first?.kind,
      case .expression(let condition) = conditions.first,
      case .binary(">", _, _) = condition.kind
    else {
      Issue.record("expected for … { if x > 2 { … } }")
      return
    }
    #expect(name == "x" && inner.count == 1)
  }

  @Test func aTernaryChoosingAssignmentsRunsAsAnIf() throws {
    let result = Self.parse("func f() { flag ? (a = 1) : (b += 2) }")
    let function = try #require(result.syntax.functions.first)
    guard case .conditional(_, let whenTrue, let whenFalse?) = function.body.first?.kind,
      case .assignment(_, "=", _) = whenTrue.first?.kind,
      case .assignment(_, "+=", _) = whenFalse.first?.kind
    else {
      Issue.record("expected if flag { a = 1 } else { b += 2 }")
      return
    }
  }

  @Test func ifConfigIsDecidedAsAnIOS26DebugBuild() {
    let source = """
      #if os(iOS)
      let platform = "iOS"
      #elseif os(macOS)
      let platform = "macOS"
      #endif
      #if canImport(UIKit) && !canImport(AppKit)
      let kit = "UIKit"
      #endif
      #if DEBUG
      let debug = true
      #endif
      #if targetEnvironment(simulator)
      let simulator = true
      #endif
      #if swift(>=6) && compiler(>=6.0)
      let modern = true
      #endif
      #if swift(<5)
      let ancient = true
      #endif
      #if DEMO
      let demo = true
      #else
      let demo = false
      #endif
      """
    let plain = Self.parse(source).syntax.variables
    #expect(plain.map(\.name) == ["platform", "kit", "debug", "modern", "demo"])
    #expect(plain.first.flatMap { Self.text($0.initialValue) } == "iOS")
    #expect(plain.last.map { Self.isFalse($0.initialValue) } == true)
    // `--define DEMO` takes the other branch.
    let defined = Self.parse(source, defines: ["DEMO"]).syntax.variables
    #expect(defined.last.map { Self.isFalse($0.initialValue) } == false)
  }

  @Test func aConditionalInsideAModifierChainAppliesItsActiveBranch() throws {
    let source = """
      let view = Text("a")
          #if os(iOS)
          .padding()
          #else
          .bold()
          #endif
          .opacity(0.5)
      """
    let value = try #require(Self.parse(source).syntax.variables.first?.initialValue)
    // opacity(padding(Text("a"))): the iOS branch's modifier, then the one after `#endif`.
    guard case .call(let opacity, _) = value.kind,
      case .member(let inner, "opacity") = opacity.kind,
      case .call(let padding, _) = inner.kind, case .member(let text, "padding") = padding.kind,
      case .call(let callee, _) = text.kind, case .identifier("Text") = callee.kind
    else {
      Issue.record("expected Text(\"a\").padding().opacity(0.5), got \(value.kind)")
      return
    }
  }

  @Test func operatorsFoldBySwiftsPrecedence() throws {
    func folded(_ expression: String) -> String {
      let value = Self.parse("let x = \(expression)").syntax.variables.first?.initialValue
      return value.map(Self.shape) ?? "?"
    }
    // && binds tighter than ||; * than +; ?? is right-associative; comparison above &&.
    #expect(folded("a || b && c") == "(a || (b && c))")
    #expect(folded("1 + 2 * 3") == "(1 + (2 * 3))")
    #expect(folded("a ?? b ?? c") == "(a ?? (b ?? c))")
    #expect(folded("a < b && c == d") == "((a < b) && (c == d))")
    #expect(folded("0..<n + 1") == "(0 ..< (n + 1))")
  }

  @Test func stringsResolveEscapesIndentationAndInterpolation() throws {
    func value(_ literal: String) -> ExpressionSyntax? {
      Self.parse("let s = " + literal).syntax.variables.first?.initialValue
    }
    #expect(value(#""a\tb\"c\u{E9}""#).flatMap(Self.text) == "a\tb\"cé")
    // A raw string keeps its backslashes.
    #expect(value(##"#"a\nb"#"##).flatMap(Self.text) == #"a\nb"#)
    // The closing delimiter's indentation (4 spaces) is removed from every line.
    #expect(
      value("\"\"\"\n    Hello\n      World\n    \"\"\"").flatMap(Self.text) == "Hello\n  World")
    // `\(value, specifier: "%.1f")` is `String(format: "%.1f", value)`.
    guard case .string(let parts) = value(#""v = \(x, specifier: "%.1f")!""#)?.kind,
      parts.count == 3, case .interpolation(let inner) = parts[1],
      case .call(let callee, let arguments) = inner.kind,
      case .identifier("String") = callee.kind, arguments.map(\.label) == ["format", nil],
      case .identifier("x") = arguments[1].value.kind
    else {
      Issue.record("expected text, String(format: …, x), text")
      return
    }
    // `\(value, format: .number)` is `value.formatted(.number)`.
    guard case .string(let styled) = value(#""n: \(n, format: .number)""#)?.kind,
      let call = styled.lazy.compactMap({ part -> ExpressionSyntax? in
        if case .interpolation(let inner) = part { return inner } else { return nil }
      }).first,
      case .call(let member, _) = call.kind,
      case .member(let base, "formatted") = member.kind, case .identifier("n") = base.kind
    else {
      Issue.record("expected n.formatted(.number)")
      return
    }
  }

  @Test func siteNamesCountTokensAsWritten() throws {
    // Offsets in Unicode scalars: `@State` 0, `var` 7, `é` 11, `=` 13, `1` 15, line 2 starts at 17:
    // `Text` 17, `(` 21, the string 22 (`"x \(é)"`, 8 scalars), `)` 30, `.` 31, `padding` 32,
    // `(` 39, `)` 40, end of file 41.
    let source = "@State var é = 1\nText(\"x \\(é)\").padding()"
    let names = Self.parse(source).syntax.siteNames
    #expect(
      names == [
        0: "@State#1", 7: "var#1", 11: "é#1", 13: "=#1", 15: "number#1", 17: "Text#1", 21: "(#1",
        22: "string#1", 30: ")#1", 31: ".#1", 32: "padding#1", 39: "(#2", 40: ")#2", 41: "end#1",
      ])
    // A version reads as digits: `26.0.1` is a number, a `.` and a number, as ever.
    let version = Self.parse("@available(iOS 26.0.1, *)\nstruct A {}").syntax.siteNames
    #expect(version.values.filter { $0.hasPrefix("number") }.count == 2)
    #expect(version.values.contains(".#1"))
    // The tokens of an inactive branch and of the directives are not counted.
    let conditional = Self.parse("#if os(macOS)\nlet a = 1\n#endif\nlet b = 2").syntax.siteNames
    #expect(Set(conditional.values) == ["let#1", "b#1", "=#1", "number#1", "end#1"])
  }

  @Test func positionsCountUnicodeScalars() throws {
    // `let café = (` then the end: the missing expression is after the 12 scalars of the line
    // (the é is one scalar, two UTF-8 bytes).
    let result = Self.parse("let café = (")
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.location.line == 1 && error.location.column == 13 && error.location.offset == 12)
    #expect(error.id.id.hasPrefix("syntax."))
  }

  @Test func aMegabyteChainIsRefusedNotACrash() {
    // 100,000 links: far past the 150 levels followed, on the frontend's own large stack.
    let source = "let v = Text(\"a\")" + String(repeating: ".padding()", count: 100_000)
    let result = Self.parse(source)
    #expect(result.diagnostics.contains { $0.id.id == "nesting-too-deep" })
  }

  // MARK: Helpers

  /// The text of a plain string literal.
  static func text(_ expression: ExpressionSyntax?) -> String? {
    guard case .string(let parts) = expression?.kind else { return nil }
    return parts.map { part -> String in
      if case .text(let text) = part { return text }
      return "\\(…)"
    }.joined()
  }

  static func isFalse(_ expression: ExpressionSyntax?) -> Bool {
    if case .boolean(false) = expression?.kind { return true }
    return false
  }

  /// Binary operators parenthesised, names and numbers as written.
  static func shape(_ expression: ExpressionSyntax) -> String {
    switch expression.kind {
    case .binary(let op, let left, let right): return "(\(shape(left)) \(op) \(shape(right)))"
    case .identifier(let name): return name
    case .integer(let value): return String(value)
    default: return "…"
    }
  }
}
