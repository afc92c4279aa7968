import MorphDiagnostics
import MorphViewTree
import Testing

@testable import MorphScene

@Suite struct LexerTests {
  func kinds(_ source: String) -> [Token.Kind] {
    var lexer = Lexer(Array(source.unicodeScalars))
    return lexer.tokenize().map(\.kind)
  }

  @Test func unicodeIdentifiersAreOrdinaryNames() {
    #expect(
      kinds("@State private var ärExpanderad = false") == [
        .attribute("State"), .identifier("private"), .identifier("var"),
        .identifier("ärExpanderad"),
        .op("="), .identifier("false"), .end,
      ])
    #expect(
      kinds("let 名前 = 1") == [.identifier("let"), .identifier("名前"), .op("="), .integer(1), .end])
  }

  @Test func numbers() {
    #expect(
      kinds("1_000 0.5 1e3 2.5e-1 0x1F") == [
        .integer(1000), .float(0.5), .float(1000), .float(0.25), .integer(31), .end,
      ])
    // `0..<3` is a range, not the float "0." followed by garbage.
    #expect(kinds("0..<3") == [.integer(0), .op("..<"), .integer(3), .end])
    #expect(kinds("1...5") == [.integer(1), .op("..."), .integer(5), .end])
  }

  @Test func stringsWithEscapesAndInterpolation() {
    let tokens = kinds(#""a\tb\"c\u{E9}" "x\(count + 1)y""#)
    #expect(tokens[0] == .string([.text("a\tb\"cé")]))
    guard case .string(let parts) = tokens[1] else {
      Issue.record("expected a string")
      return
    }
    #expect(parts.count == 3)
    #expect(parts[0] == .text("x"))
    if case .interpolation(let source, let location) = parts[1] {
      #expect(source == "count + 1")
      // The first literal spans columns 1–15 (`"a\tb\"c\u{E9}"` is 15 characters), a space, then
      // `"x\(` at 17–20: the interpolated source starts at column 21.
      #expect(location.column == 21)
    } else {
      Issue.record("expected an interpolation")
    }
    #expect(parts[2] == .text("y"))
  }

  @Test func multilineStringsDropTheIndentation() {
    let source = "let s = \"\"\"\n    Hello\n      World\n    \"\"\""
    #expect(kinds(source)[3] == .string([.text("Hello\n  World")]))
  }

  @Test func commentsNestAndDisappear() {
    #expect(
      kinds("a /* x /* y */ z */ b // c\nd") == [
        .identifier("a"), .identifier("b"), .identifier("d"), .end,
      ])
  }

  @Test func operatorsAndPunctuation() {
    #expect(
      kinds("a == b && !c || d -> e ?? f") == [
        .identifier("a"), .op("=="), .identifier("b"), .op("&&"), .op("!"), .identifier("c"),
        .op("||"),
        .identifier("d"), .op("->"), .identifier("e"), .op("??"), .identifier("f"), .end,
      ])
    #expect(
      kinds("#Preview $0 \\.self") == [
        .pound("Preview"), .dollar("0"), .punct("\\"), .punct("."), .identifier("self"), .end,
      ])
  }

  @Test func locationsCountLinesAndColumns() {
    var lexer = Lexer(Array("a\n  bb\n\tc".unicodeScalars))
    let tokens = lexer.tokenize()
    #expect(tokens[0].location == SourcePosition(line: 1, column: 1, offset: 0))
    #expect(tokens[1].location == SourcePosition(line: 2, column: 3, offset: 4))
    #expect(tokens[1].startsLine)
    #expect(tokens[2].location == SourcePosition(line: 3, column: 2, offset: 8))
  }

  @Test func badInputBecomesDiagnosticsNotCrashes() {
    var lexer = Lexer(Array("let a = \"open\nlet b = € /* never".unicodeScalars))
    _ = lexer.tokenize()
    let messages = lexer.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("never closed on its line") })
    #expect(messages.contains { $0.contains("Unexpected character '€'") })
    #expect(messages.contains { $0.contains("/* comment is never closed") })
  }
}
