import Foundation
import GlassMorphTestSupport
import MorphMotion
import Testing

/// The one preset table: the code's, the docs', and what the names resolve to.
@Suite struct AnimationPresetTests {
  @Test func theDocsListTheSameTable() throws {
    // Docs/Motion.md §4.4 writes the table out by hand; it must say what the code does.
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent("Docs/Motion.md"), encoding: .utf8)
    var documented: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2, cells[0].hasPrefix("`") else { continue }
      documented[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
    }
    for preset in MorphAnimation.presets {
      let expected = preset.forms.map(\.signature).joined(separator: " or ")
      #expect(documented[preset.name] == expected, "Docs/Motion.md §4.4: \(preset.name)")
    }
    #expect(documented.count == MorphAnimation.presets.count)
  }

  @Test func namesResolveToSwiftUIsDefaults() {
    // Docs/Motion.md §4.4: .bouncy is duration 0.5, bounce 0.3 → ζ = 0.7.
    #expect(
      MorphAnimation.preset(named: "bouncy")?.animation == .spring(duration: 0.5, bounce: 0.3))
    // Labels choose the overload: response/dampingFraction is the second form of .spring.
    let spring = MorphAnimation.preset(named: "spring")
    #expect(
      spring?.animation(labelled: ["response": 0.3])
        == .spring(response: 0.3, dampingFraction: 0.825))
    #expect(spring?.animation(labelled: ["duration": 0.3]) == .spring(duration: 0.3, bounce: 0))
    #expect(spring?.animation(labelled: ["mass": 1]) == nil)
    // An unlabelled number fills the first parameter: .easeIn(0.2) lasts 0.2 s.
    #expect(
      MorphAnimation.preset(named: "easeIn")?.animation(labelled: [:], unlabelled: [0.2])
        == .easeIn(duration: 0.2))
  }
}
