import Foundation
import GlassMorph
import GlassMorphTestSupport
import Testing

/// Glass without an ID is keyed by its structural path (the views that made it, each by type and
/// ordinal), so goldens survive edits that change no code.
@Suite struct StableKeyTests {
  /// The glass keys of every state of `source`'s default timeline.
  static func keys(_ source: String) throws -> [String] {
    let scene = try GlassScene(source: source, path: "scene.swift")
    return try scene.defaultTimeline().layouts.flatMap { $0.glass.map(\.key) }
  }

  @Test func blankLinesAndCommentsChangeNoKey() throws {
    // A shipped app-style scene whose glass has no IDs (buttons in a glass button style).
    let source = try String(contentsOfFile: Repository.scene("glass-buttons"), encoding: .utf8)
    let original = try Self.keys(source)
    #expect(original.count >= 3)
    var lines = source.components(separatedBy: "\n")
    // A comment at the top, blank lines and a comment inside the body, a trailing comment.
    lines.insert("// A note for the reader.\n", at: 0)
    let body = try #require(lines.firstIndex { $0.contains("var body") })
    lines.insert("\n\n        // spacing chosen by design\n", at: body + 1)
    lines[body] += "  // the footer"
    let edited = lines.joined(separator: "\n")
    #expect(edited != source)
    #expect(try Self.keys(edited) == original)
  }

  @Test func keysReadAsThePathOfViews() throws {
    let source = try String(contentsOfFile: Repository.scene("glass-buttons"), encoding: .utf8)
    let keys = try Self.keys(source)
    // The first glass button of the footer: Preview's ZStack → the footer view → container →
    // stack → its first Button.
    #expect(
      keys.first == "Preview/ZStack#1/CheckoutFooter#2/GlassEffectContainer#1/HStack#1/Button#1")
    #expect(keys.allSatisfy { !$0.contains(where: \.isWhitespace) })
  }
}
