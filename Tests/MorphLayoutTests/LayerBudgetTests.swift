import MorphCore
import MorphDiagnostics
import MorphViewTree
import Testing

@testable import MorphLayout

/// A group's modifiers apply to every view inside it, so views in nested modified groups carry
/// the modifiers of every level: layout counts those layers against a budget and cuts the tree
/// short with a located error instead of laying out millions of them. The trees are built as
/// values: `levels` groups nested in one another, group `d` (line `d`, column 1) holding ten
/// `.padding(1)`, fifteen texts `"d.j"` (line `d`, column `10 + j`) and group `d + 1` — nested
/// 10 · 60 = 600 modifiers deep at most, inside the 1,000 the evaluator allows.
@Suite struct LayerBudgetTests {
  static let paddingsPerGroup = 10
  static let textsPerGroup = 15

  /// The nested groups, inside a custom view `V`.
  static func nestedGroups(levels: Int) -> ViewTree {
    var inner: ViewNode?
    for level in stride(from: levels, through: 1, by: -1) {
      let texts = (1...textsPerGroup).map { index in
        ViewNode(
          kind: .text("\(level).\(index)"), identity: "text\(level).\(index)",
          location: SourcePosition(line: level, column: 10 + index, offset: 0))
      }
      inner = ViewNode(
        kind: .group, children: texts + (inner.map { [$0] } ?? []),
        modifiers: Array(repeating: .padding(.all, 1), count: paddingsPerGroup),
        identity: "group\(level)", location: SourcePosition(line: level, column: 1, offset: 0))
    }
    let root = ViewNode(
      kind: .custom(name: "V"), children: inner.map { [$0] } ?? [], identity: "V",
      location: SourcePosition(line: 1, column: 1, offset: 0))
    return ViewTree(root: root, preview: nil, rootName: "V")
  }

  /// The texts laid out, in order.
  static func texts(_ state: LaidOutState) -> [String] {
    state.content.compactMap { if case .text(let text, _) = $0.kind { text } else { nil } }
  }

  /// The texts "d.j" of levels 1...`levels`, and the first `extra` of the next level.
  static func labels(levels: Int, extra: Int = 0) -> [String] {
    (1...levels).flatMap { level in (1...textsPerGroup).map { "\(level).\($0)" } }
      + (0..<extra).map { "\(levels + 1).\($0 + 1)" }
  }

  /// The scene laid out on a 400 × 300 pt canvas (on the large stack the pipeline lays out on).
  static func layout(levels: Int) -> LaidOutState {
    SceneLayout.layout(nestedGroups(levels: levels), canvas: .size(Size(width: 400, height: 300)))
  }

  @Test func treesUnderTheBudgetAreLaidOutWhole() throws {
    // A text of level d carries 10·d paddings: 1 + 10·d layers. 40 levels of 15 texts hold
    // 15 · Σ (1 + 10·d) = 15 · (40 + 5 · 40 · 41) = 123,600 layers, under 200,000.
    let state = Self.layout(levels: 40)
    #expect(Self.texts(state) == Self.labels(levels: 40))
    #expect(!state.diagnostics.contains { $0.severity == .error })
  }

  @Test func aTreeOverTheBudgetStopsWithALocatedError() throws {
    #expect(LayoutNodeBuilder.maximumLayers == 200_000)
    // After level d, 15 · (d + 5·d·(d + 1)) layers are built: 199,665 after level 51. Level 52's
    // first text (521 layers) is still allowed — 199,665 ≤ 200,000 — and makes 200,186, so the
    // tree stops at level 52's second text: line 52, column 12.
    let state = Self.layout(levels: 60)
    #expect(Self.texts(state) == Self.labels(levels: 51, extra: 1))
    let errors = state.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    let error = try #require(errors.first)
    #expect(error.id.id == "resource-limit")
    #expect([error.location.line, error.location.column] == [52, 12])
    #expect(error.message.contains("more than 200000 view-and-modifier layers"))
  }
}
