import MorphDiagnostics
import MorphViewTree
import Testing

@testable import MorphScene

/// Views nested deeper than a thread's stack would hold end in a located error, not a crash:
/// evaluation and layout run on large stacks, and layout is cut at `maximumLayoutDepth`.
@Suite struct DeepNestingTests {
  typealias S = SceneTestSupport

  /// A view that contains itself 70 times, each level wrapping the next in a `Group` with 40
  /// modifiers: the debug build overflowed 8 MiB evaluating it (found by fuzzing's neighbour).
  static let source = """
    struct Deep: View {
        let level: Int
        var body: some View {
            Group {
                if level < 70 {
                    Deep(level: level + 1)
                } else {
                    Text("end").glassEffect()
                }
            }
    \(String(repeating: "        .padding(1)\n", count: 40))    }
    }

    #Preview {
        Deep(level: 0)
    }
    """

  @Test func viewsNestedPastTheLayoutDepthAreAnErrorAtTheDeepestView() throws {
    let scene = try S.scene(Self.source)
    let errors = scene.evaluate(scene.initialState).diagnostics.filter { $0.severity == .error }
    // Each level is at least its Group and 40 modifiers (41 > 1000 / 64), so the 64 levels the
    // call-depth guard lets through are 64 × 41 = 2 624 levels or more: past the limit.
    let tooDeep = try #require(
      errors.first { $0.message.contains("levels deep through here") }, "\(errors.map(\.message))")
    #expect(tooDeep.id.id == "nesting-too-deep")
    // The deepest view is the innermost `Deep(level: level + 1)` the guard stopped: line 6,
    // column 17 (after 16 spaces).
    #expect([tooDeep.location.line, tooDeep.location.column] == [6, 17])
  }

  @Test func aTreeIsCutToTheDepthLayoutWalks() {
    // A text inside nine groups, two modifiers each: 9 × 3 + 1 = 28 levels.
    var node = ViewNode(kind: .text("0"), identity: "0", location: .start)
    for index in 1..<10 {
      node = ViewNode(
        kind: .group, children: [node], modifiers: [.opacity(1), .hidden], identity: "\(index)",
        location: .start)
    }
    #expect(node.layoutDepth == 9 * 3 + 1)
    // Cut at 10: the outer three groups (3 levels each) fit 9, the fourth group does not.
    let cut = node.limited(toDepth: 10)
    #expect(cut.layoutDepth == 10)
    #expect(cut.children[0].children[0].children[0].kind == .empty)
  }
}
