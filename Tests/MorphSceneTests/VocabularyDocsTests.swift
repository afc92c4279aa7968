import Foundation
import GlassMorphTestSupport
import Testing

@testable import MorphScene

/// Docs/SceneLanguage.md's lists of views and modifiers are the interpreter's own tables, so the
/// docs and the behaviour cannot drift. `GLASSMORPH_RECORD=all swift test --filter
/// VocabularyDocsTests` rewrites them after a table changes.
@Suite(.serialized) struct VocabularyDocsTests {
  static let document = Repository.root.appendingPathComponent("Docs/SceneLanguage.md")

  /// The text between `<!-- NAME:begin … -->` and `<!-- NAME:end -->`.
  static func block(_ name: String, in text: String) -> Range<String.Index>? {
    guard let begin = text.range(of: "<!-- \(name):begin"),
      let close = text.range(of: "-->\n", range: begin.upperBound..<text.endIndex),
      let end = text.range(of: "<!-- \(name):end -->", range: close.upperBound..<text.endIndex)
    else { return nil }
    return close.upperBound..<end.lowerBound
  }

  @Test(arguments: ["views", "modifiers"])
  func theListsAreTheTables(_ name: String) throws {
    let generated = (name == "views" ? ViewVocabulary.markdown : ModifierVocabulary.markdown) + "\n"
    var text = try String(contentsOf: Self.document, encoding: .utf8)
    let range = try #require(Self.block(name, in: text), "no '\(name)' block in SceneLanguage.md")
    if text[range] != generated, ProcessInfo.processInfo.environment["GLASSMORPH_RECORD"] == "all" {
      text.replaceSubrange(range, with: generated)
      try text.write(to: Self.document, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      String(text[range]) == generated,
      "Docs/SceneLanguage.md's \(name) list is stale: GLASSMORPH_RECORD=all swift test --filter VocabularyDocsTests"
    )
  }

  @Test func everyNameIsInOneRuleAndRulesSayWhatTheyDo() {
    // The tables' lookups were built without a name in two families (a precondition), and each
    // rule has a summary for the docs.
    #expect(
      ModifierVocabulary.rules.count
        == ModifierVocabulary.families.flatMap { $0.rules.flatMap(\.names) }.count)
    #expect(
      ViewVocabulary.rules.count
        == ViewVocabulary.families.flatMap { $0.rules.flatMap(\.names) }.count)
    for rule in ModifierVocabulary.families.flatMap(\.rules) {
      #expect(!rule.summary.isEmpty, "\(rule.names)")
    }
    for rule in ViewVocabulary.families.flatMap(\.rules) {
      #expect(!rule.summary.isEmpty, "\(rule.names)")
    }
    // Nothing is both simulated and accepted quietly.
    #expect(ModifierVocabulary.quiet.isDisjoint(with: ModifierVocabulary.rules.keys))
  }
}
