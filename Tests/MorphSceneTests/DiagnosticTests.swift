import MorphDiagnostics
import MorphFrontend
import MorphViewTree
import Testing

@testable import MorphScene

/// Each class of problem: the exact location and message a user sees.
@Suite struct DiagnosticTests {
  typealias S = SceneTestSupport

  func only(_ diagnostics: [Diagnostic], _ severity: Diagnostic.Severity) -> [Diagnostic] {
    diagnostics.filter { $0.severity == severity }
  }

  @Test func unclosedBraceNamesWhereItOpened() {
    let errors = S.errors("struct V: View {\n    var body: some View {\n        Text(\"a\")\n")
    // Both errors are at the end of the file (line 3, after the 17 characters of
    // `        Text("a")`), each naming the brace it lacks: the getter's `{` is the 25th character
    // of `    var body: some View {`, the struct's the 16th of `struct V: View {`.
    #expect(errors.map(\.location.line) == [3, 3])
    #expect(errors.allSatisfy { $0.location.column == 18 && $0.id.id == "syntax.missing-nodes" })
    #expect(
      errors[0].message == "Expected '}' to end variable (to match this opening '{' at 2:25).")
    #expect(errors[1].message == "Expected '}' to end struct (to match this opening '{' at 1:16).")
  }

  @Test func unexpectedTokenInAnArgumentList() {
    let errors = S.errors(
      "struct V: View {\n    var body: some View {\n        Text(\"a\" \"b\")\n    }\n}")
    #expect(errors.count == 1)
    // `        Text("a" "b")`: the second string starts at column 18.
    #expect(errors[0].location.line == 3 && errors[0].location.column == 18)
    #expect(errors[0].message == "Unexpected code '\"b\"' in function call.")
    #expect(errors[0].id.id == "syntax.unexpected-nodes")
  }

  @Test func unterminatedString() {
    // Line 1 is 16 characters and a line break (offset 17); the string opens at column 32 of
    // line 2 (offset 17 + 31) and the line ends after column 39.
    let errors = S.errors("struct V: View {\n    var body: some View { Text(\"open) }\n}")
    let string = errors.first { $0.message.hasPrefix("Expected '\"' to end string literal") }
    #expect(string?.location == SourcePosition(line: 2, column: 40, offset: 56))
    #expect(string?.message.hasSuffix("(to match this opening '\"' at 2:32).") == true)
  }

  @Test func badCharacter() {
    // `€` cannot start a name or an operator, so the parser reads `Text("a")` and then a second
    // statement on the same line, at the space before `€` (column 34 of line 2).
    let errors = S.errors("struct V: View {\n  var body: some View { Text(\"a\") € }\n}")
    #expect(errors.first?.location.line == 2 && errors.first?.location.column == 34)
    #expect(errors.first?.id.id == "syntax.consecutive-statements-on-same-line")
  }

  @Test func noViewInTheFile() {
    let errors = S.errors("enum Mode { case a }")
    #expect(
      errors.map(\.message) == [
        "This file declares no 'struct … : View'; a scene needs a SwiftUI view to simulate. It declares 'Mode'."
      ])
  }

  /// A macOS target's file built for iOS when the user asks for iOS: its view is inside
  /// `#if os(macOS)`, false for iOS, and the error says that rather than "no view", and how to
  /// read it as the Mac build.
  @Test func viewsOnlyForAnotherPlatformAreNamedWithTheirCondition() {
    let errors = S.errors(
      """
      #if os(macOS)
      import SwiftUI

      struct Sidebar: View {
          var body: some View { Text("Mac").glassEffect() }
      }
      #endif
      """, platform: .iOS)
    #expect(errors.map(\.id.id) == ["no-view"])
    #expect(
      errors.first?.message.hasPrefix("This file's views ('Sidebar') are inside '#if os(macOS)'")
        == true)
    #expect(
      errors.first?.message.contains("which this build leaves out (they are built for macOS)")
        == true)
    #expect(errors.first?.remedy == .pickPlatform)
  }

  /// A view written against the app's own protocol (`struct Row: PlatformView`, a protocol
  /// refining View in another file) is named, with where to look.
  @Test func aTypeConformingToAnotherFilesProtocolIsNamed() {
    let errors = S.errors(
      """
      import SwiftUI

      struct Row: PlatformView, Identifiable {
          let id = 1
          var iOSView: some View { Text("Row").glassEffect() }
      }
      """)
    #expect(
      errors.first?.message.contains("'Row' conforms to 'PlatformView', declared in another file")
        == true)
  }

  @Test func unknownViewName() {
    let errors = S.errors(
      "struct V: View { var body: some View { EmptyView() } }\n#Preview { V() }")
    #expect(errors.isEmpty)
    do {
      _ = try SceneProgram(
        source: SourceFile(
          path: "t.swift", text: "struct V: View { var body: some View { EmptyView() } }"),
        viewName: "W")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.diagnostics.map(\.message) == [
          "There is no View named 'W' in this file; it declares V."
        ])
    }
  }

  @Test func unknownModifierIsAWarningWithItsName() throws {
    let scene = try S.scene(
      "struct V: View {\n    var body: some View {\n        Text(\"a\").shimmering(speed: 2)\n    }\n}"
    )
    let warnings = only(scene.evaluate(scene.initialState).diagnostics, .warning)
    #expect(warnings.count == 1)
    // Offsets: line 1 has 17 scalars with its break, line 2 has 26; column 18 of line 3 is 43 + 17.
    #expect(warnings[0].location == SourcePosition(line: 3, column: 18, offset: 60))
    #expect(warnings[0].message == "'.shimmering' is not simulated; it is ignored.")
  }

  @Test func unknownIdentifierBecomesAPlaceholderWithAWarning() throws {
    let scene = try S.scene(
      "struct V: View {\n    var body: some View {\n        ForEach(galleryImages, id: \\.self) { Text($0) }\n    }\n}"
    )
    let view = scene.evaluate(scene.initialState)
    let warnings = only(view.diagnostics, .warning)
    #expect(
      warnings.map(\.message) == [
        "'galleryImages' is not declared in this scene; a placeholder stands in for it."
      ])
    #expect(warnings[0].location.line == 3 && warnings[0].location.column == 17)
  }

  @Test func renderedDiagnosticHasFileLineColumnAndCaret() {
    let file = SourceFile(path: "Scenes/x.swift", text: "let a = 1\n    let b = €\n")
    let diagnostic = Diagnostic(
      id: MessageID(domain: "syntax", id: "syntax.unexpected-character"), severity: .error,
      at: SourcePosition(line: 2, column: 13, offset: 22),
      "Unexpected character '€'; scenes are Swift source.")
    #expect(
      diagnostic.rendered(in: file)
        == "Scenes/x.swift:2:13: error: Unexpected character '€'; scenes are Swift source. [syntax.unexpected-character]\n    let b = €\n            ^"
    )
  }

  @Test func linesAreReadByNumberWithoutTheirBreaks() {
    // Line 2 ends in "\r\n", line 3 is empty, line 4 has no break after it; 5 is past the end.
    let file = SourceFile(path: "x.swift", text: "one\ntwo\r\n\nfour")
    #expect((1...5).map { file.lineText($0) } == ["one", "two", "", "four", ""])
    #expect(file.lineText(0) == "")
    #expect(SourceFile(path: "e.swift", text: "").lineText(1) == "")
    #expect(SourceFile(path: "n.swift", text: "a\n").lineText(2) == "")
  }

  @Test func aLongLineIsShownAsAWindowAroundTheColumn() {
    // A 100,000-character line with the problem at column 50,001 ("X"): the window is 160
    // characters from column 50,001 − 80, between ellipses, the caret under the X — 80
    // characters plus the leading ellipsis in.
    let line = String(repeating: "a", count: 50_000) + "X" + String(repeating: "b", count: 49_999)
    let file = SourceFile(path: "long.swift", text: "first\n" + line + "\nlast\n")
    let diagnostic = Diagnostic(
      .unknownName, at: SourcePosition(line: 2, column: 50_001, offset: 50_006), "Here.")
    let rendered = diagnostic.rendered(in: file).split(separator: "\n").map(String.init)
    #expect(rendered.count == 3)
    let shown = String(repeating: "a", count: 80) + "X" + String(repeating: "b", count: 79)
    #expect(rendered[1] == "…" + shown + "…")
    #expect(rendered[2] == String(repeating: " ", count: 81) + "^")
  }

  @Test func runawayNestingAndRecursionAreErrorsNotCrashes() throws {
    // 200 parentheses: within the Swift parser's own limit, past the simulator's 150 levels.
    let deep =
      "struct V: View { var body: some View { Text(\"a\").padding("
      + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200) + ") } }"
    let errors = S.errors(deep)
    #expect(
      errors.contains {
        $0.message.contains("nested more than \(Frontend.maximumDepth) levels deep")
          && $0.id.id == "nesting-too-deep"
      })
    // 400: past the Swift parser's limit, which reports it first.
    let deeper =
      "struct V: View { var body: some View { Text(\"a\").padding("
      + String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400) + ") } }"
    #expect(S.errors(deeper).contains { $0.id.id == "syntax.maximum-nesting-level-overflow" })

    let recursive = try S.scene(
      "struct V: View {\n    var body: some View { item(1) }\n    func item(_ n: Int) -> some View { item(n + 1) }\n}"
    )
    let view = recursive.evaluate(recursive.initialState)
    #expect(
      view.diagnostics.contains {
        $0.severity == .error && $0.message.contains("does 'item' call itself without end?")
      })
  }

  @Test func stateWithoutInitialValue() throws {
    let scene = try S.scene(
      "struct V: View {\n    @State var count: Int\n    var body: some View { EmptyView() }\n}")
    #expect(scene.initialState.description == "count = 0")
    #expect(scene.diagnostics.map(\.message) == ["@State 'count' has no initial value; 0 is used."])
  }
}
