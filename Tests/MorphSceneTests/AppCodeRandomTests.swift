import MorphViewTree
import Testing

@testable import MorphScene

/// `random(in:)` as app code uses it (confetti, a shuffled angle): values inside the range Swift
/// would draw from, different per place and per draw, and the same on every run.
@Suite struct AppCodeRandomTests {
  typealias S = SceneTestSupport

  static let confetti = """
    import SwiftUI

    struct Confetti: View {
        @State private var angle: Double = 80

        var body: some View {
            VStack {
                ForEach(0..<6, id: \\.self) { _ in
                    Text("\\(CGFloat.random(in: 0.5...1.5))")
                }
                Text("\\(Int.random(in: 1..<4))")
                Button("Spin") {
                    withAnimation { angle = Double(Int.random(in: -90...270)) }
                }
                .buttonStyle(.glass)
                .rotationEffect(.degrees(angle))
            }
        }
    }
    """

  @Test func drawsLieInTheirRangesAndDifferPerDraw() throws {
    let texts = S.texts(try S.body(Self.confetti))
    let scales = texts.prefix(6).compactMap(Double.init)
    #expect(scales.count == 6)
    // `0.5...1.5` holds each draw; six draws from one place are not all one value.
    #expect(scales.allSatisfy { (0.5...1.5).contains($0) })
    #expect(Set(scales).count > 1)
    // `1..<4` is 1, 2 or 3.
    let whole = try #require(Int(texts[6]))
    #expect((1..<4).contains(whole))
  }

  @Test func everyRunDrawsTheSameValues() throws {
    #expect(S.texts(try S.body(Self.confetti)) == S.texts(try S.body(Self.confetti)))
  }

  @Test func aTapDrawsAWholeNumberInTheClosedRange() throws {
    let scene = try S.scene(Self.confetti)
    let graph = StateGraph(exploring: scene)
    let spin = try #require(graph.edges.first { $0.from == 0 && $0.button == "Spin" })
    let angle = try #require(Double(spin.changes[0].value))
    // `-90...270` includes both ends; the draw is whole, converted to a Double.
    #expect((-90...270).contains(angle) && angle == angle.rounded())
    // Tapping again from the same state draws the same value: exploring stays finite.
    #expect(graph.nodes.count == 2)
    let notes = (scene.diagnostics + graph.diagnostics).filter { $0.id.id == "approximation" }
    #expect(notes.count == 3 && notes.allSatisfy { $0.severity == .note })
  }
}
