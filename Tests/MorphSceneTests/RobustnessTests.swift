import Foundation
import MorphDiagnostics
import MorphFrontend
import MorphViewTree
import Testing

@testable import MorphScene

/// Mutated scenes never crash or hang: each either loads (and explores) or reports at least one
/// error at a location inside the file.
@Suite struct RobustnessTests {
  /// SplitMix64: a small seeded generator, so every run mutates the same way.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let mutationsPerScene = 300
  static let scenes = SceneFileTests.expectations.map(\.file)
  /// Characters that make good trouble when inserted.
  static let noise: [Unicode.Scalar] = [
    "{", "}", "(", ")", "\"", "\\", "$", "#", "@", ".", ",", ":", "?", "!", "/", "*", "é", "€",
    "\u{0}", "\u{7F}", "`", "[", "]", "\n", "=", "<", ">", "\u{0B}", "\u{0C}",
  ]

  @Test(.timeLimit(.minutes(5)), arguments: scenes)
  func mutatedScenesFailCleanly(_ name: String) throws {
    let url = SceneTestSupport.scenesDirectory.appendingPathComponent(name)
    let original = Array(try String(contentsOf: url, encoding: .utf8).unicodeScalars)
    // Where the Swift parser's tokens start (the structural sites, without the end of file).
    let parsed = Frontend.parse(
      SourceFile(path: name, text: String(String.UnicodeScalarView(original))))
    let starts = parsed.syntax.siteNames.keys.filter { $0 < original.count }.sorted()
    let tokens = starts
    let ends = starts.dropFirst().map { $0 } + [original.count]
    let seed = name.unicodeScalars.reduce(UInt64(7)) { $0 &* 31 &+ UInt64($1.value) }
    var random = SeededGenerator(state: seed)
    var loaded = 0
    for round in 0..<Self.mutationsPerScene {
      var text = original
      let pick = Int.random(in: 0..<tokens.count, using: &random)
      let range = starts[pick]..<ends[pick]
      switch round % 5 {
      case 0: text.removeSubrange(range)
      case 1: text.insert(contentsOf: Array(original[range]), at: range.lowerBound)
      case 2:
        let next = min(pick + 1, tokens.count - 1)
        let second = Array(original[starts[next]..<ends[next]])
        text.replaceSubrange(starts[next]..<ends[next], with: Array(original[range]))
        text.replaceSubrange(range, with: second)
      case 3: text = Array(text.prefix(Int.random(in: 0..<text.count, using: &random)))
      default:
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let at = Int.random(in: 0...text.count, using: &random)
          text.insert(Self.noise[Int.random(in: 0..<Self.noise.count, using: &random)], at: at)
        }
      }
      let source = String(String.UnicodeScalarView(text))
      let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
      do {
        let scene = try SceneProgram(source: SourceFile(path: name, text: source))
        _ = StateGraph(exploring: scene, limit: 8)
        loaded += 1
      } catch {
        let errors = error.diagnostics.filter { $0.severity == .error }
        // A mutant left with helpers and no view fails with only the note that says so.
        let helpersOnly = error.diagnostics.contains {
          $0.id == DiagnosticID.helpersOnly.messageID
        }
        #expect(
          !errors.isEmpty || helpersOnly,
          "round \(round): failed without an error: \(error.diagnostics.map(\.message))")
        for diagnostic in error.diagnostics {
          #expect(
            diagnostic.location.line >= 1 && diagnostic.location.line <= lineCount + 1,
            "round \(round): line \(diagnostic.location.line) of \(lineCount)")
          #expect(diagnostic.location.column >= 1)
          #expect(diagnostic.location.offset >= 0 && diagnostic.location.offset <= text.count)
        }
      }
    }
    // Some mutations (duplicated blank-ish tokens, harmless swaps) leave valid Swift; most break it.
    #expect(loaded < Self.mutationsPerScene)
  }
}

extension RobustnessTests {
  /// A stored property whose initial value reads the property itself (inside a closure given to
  /// an unknown helper) is a cycle Swift rejects; it ends as a placeholder instead of recursing
  /// (a fuzzed scene grew to 19 GB in a minute).
  @Test func aStoredValueThatReadsItselfEnds() throws {
    let scene = try SceneTestSupport.scene(
      """
      @Observable
      final class Model {
          var isOpen = helper(1) { isOpen.toggle() }
      }

      struct Screen: View {
          @State private var model = Model()
          var body: some View {
              Text("x").padding().glassEffect()
          }
      }
      """)
    #expect(SceneTestSupport.glass(scene, scene.initialState).count == 1)
  }

  /// Loops that never end, nested: each stops at 500 passes with a warning, and the evaluation
  /// at the step budget with a located `resource-limit` error — and what the cut-short work left
  /// (`… >= 0`) is not taken for an unknown condition to explore.
  @Test func endlessNestedLoopsEndAtTheBudget() throws {
    let scene = try SceneTestSupport.scene(
      """
      // fuzz-seeds: skip (it runs to the step budget on purpose)
      struct Spin: View {
          private var spins: Int {
              var n = 0
              while true {
                  repeat {
                      while n >= 0 { n += 1 }
                  } while true
              }
              return n
          }
          var body: some View {
              Text("\\(spins)").padding().glassEffect()
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let limit = view.diagnostics.first { $0.id == DiagnosticID.resourceLimit.messageID }
    #expect(limit?.severity == .error)
    #expect(limit?.location.line == 7)
    #expect(view.diagnostics.contains { $0.id == DiagnosticID.elementLimit.messageID })
    #expect(!view.diagnostics.contains { $0.id == DiagnosticID.unknownCondition.messageID })
  }
}

extension RobustnessTests {
  /// A stroke's width from any source ends in a finite band: an infinite `StrokeStyle` width is
  /// a warning and 1 pt (it would make the band's frame infinite), a negative one draws nothing,
  /// `.init(lineWidth:)` is a StrokeStyle, dashes are drawn solid with a note.
  @Test func aStrokeWidthIsFiniteOrAWarning() throws {
    let root = try SceneTestSupport.body(
      """
      import SwiftUI
      struct Rings: View {
          var body: some View {
              VStack {
                  Circle().stroke(.red, style: StrokeStyle(lineWidth: .infinity, dash: [4]))
                  Circle().strokeBorder(lineWidth: -5)
                  Circle().stroke(.blue, style: .init(lineWidth: 3))
                  Text("a").glassEffect()
              }
          }
      }
      """)
    let widths = SceneTestSupport.nodes(root).flatMap { node in
      node.modifiers.compactMap { modifier -> Double? in
        if case .stroke(_, let width, _) = modifier { return width }
        return nil
      }
    }
    #expect(widths == [1, 0, 3])
    let scene = try SceneTestSupport.scene(
      "struct V: View { var body: some View { Circle().stroke(style: StrokeStyle(lineWidth: .infinity, dash: [2])) } }"
    )
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    #expect(diagnostics.map(\.id.id).sorted() == ["approximation", "wrong-value"])
  }
}

extension RobustnessTests {
  /// A shadow with an infinite radius or offset would have no finite frame: a warning, and the
  /// view is drawn without it; a negative radius is no blur.
  @Test func aShadowIsFiniteOrAWarning() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      struct Card: View {
          var body: some View {
              VStack {
                  Circle().fill(.red).shadow(radius: .infinity)
                  Circle().fill(.red).shadow(radius: 4, y: .infinity)
                  Circle().fill(.red).shadow(radius: -3)
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let radii = SceneTestSupport.nodes(view.root).flatMap { node in
      node.modifiers.compactMap { modifier -> Double? in
        if case .shadow(_, let radius, _, _) = modifier { return radius }
        return nil
      }
    }
    #expect(radii == [0])
    #expect(view.diagnostics.filter { $0.id.id == "wrong-value" }.count == 2)
  }
}

extension RobustnessTests {
  /// `.background(.bar, in: Circle())` fills the circle, as a colour `in:` a shape does; the
  /// material was drawn over the whole square frame (seen on Noctowl's profile button).
  @Test func aMaterialInAShapeFillsTheShape() throws {
    let root = try SceneTestSupport.body(
      """
      import SwiftUI
      struct Avatar: View {
          var body: some View {
              Image(systemName: "person")
                  .frame(width: 44, height: 44)
                  .background(.bar, in: Circle())
                  .glassEffect(in: .circle)
          }
      }
      """)
    let backgrounds = SceneTestSupport.nodes(root).flatMap { node in
      node.modifiers.compactMap { modifier -> ViewNode? in
        if case .background(let decoration, _) = modifier { return decoration }
        return nil
      }
    }
    #expect(backgrounds.count == 1)
    if case .shape(let shape)? = backgrounds.first?.kind {
      #expect(shape == .circle)
    } else {
      Issue.record("the material's background is \(String(describing: backgrounds.first?.kind))")
    }
  }
}
