import MorphCore
import MorphMotion
import Testing

@testable import MorphScene

/// Gestures as apps attach them (`.gesture(DragGesture().onEnded { … })`): a drag is explored as
/// four swipes of 120 pt ending at 1000 pt/s, a tap gesture as a tap, a long press as a long
/// press. Expectations worked out by hand from each `onEnded`.
@Suite struct AppCodeGestureTests {
  typealias S = SceneTestSupport

  static let pager = """
    import SwiftUI
    struct Pager: View {
        @State private var page = 0
        @State private var dragOffset: CGFloat = 0
        @State private var showsSheet = true
        @State private var liked = false
        @State private var isEditing = false
        var body: some View {
            VStack {
                Text("Page")
                    .padding()
                    .glassEffect()
                    .offset(x: dragOffset)
                    .gesture(
                        DragGesture()
                            .onChanged { value in dragOffset = value.translation.width }
                            .onEnded { value in
                                withAnimation(.snappy) {
                                    if value.translation.width < -50 { page += 1 }
                                    dragOffset = 0
                                }
                            }
                    )
                if showsSheet {
                    Capsule().frame(width: 200, height: 60).glassEffect()
                        .simultaneousGesture(DragGesture(minimumDistance: 10).onEnded { value in
                            if value.predictedEndTranslation.height > 100 { showsSheet = false }
                        })
                }
                Image(systemName: "heart")
                    .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
                    .highPriorityGesture(
                        LongPressGesture(minimumDuration: 0.5).onEnded { _ in isEditing = true })
            }
        }
    }
    """

  @Test func aDragIsFourSwipesAndTheOthersAreTapsAndPresses() throws {
    let scene = try S.scene(Self.pager)
    let view = scene.evaluate(scene.initialState)
    #expect(
      view.buttons.prefix(8).map(\.name) == [
        "drag left", "drag right", "drag up", "drag down",
        "drag left 2", "drag right 2", "drag up 2", "drag down 2",
      ])
    #expect(view.buttons.map(\.kind).suffix(2) == [.tapGesture, .longPress])
    #expect(view.buttons.count == 10)
  }

  /// A swipe left travels −120 pt: `onChanged` moves the text with the finger (−120, not
  /// animated); at the release, past −50, the page turns and the offset goes back to 0, both in
  /// `.snappy`. A swipe right (+120) turns nothing and ends at offset 0: no change.
  @Test func aSwipeLeftTurnsThePage() throws {
    let graph = StateGraph(exploring: try S.scene(Self.pager))
    let left = try #require(graph.edges.first { $0.from == 0 && $0.button == "drag left" })
    #expect(left.changes.map(\.name) == ["dragOffset", "page", "dragOffset"])
    #expect(left.changes.map(\.value) == ["-120.0", "1", "0.0"])
    #expect(left.changes.map(\.animation) == [nil, .snappy, .snappy])
    let right = graph.edges.first { $0.from == 0 && $0.button == "drag right" }
    #expect(right == nil || right?.to == 0)
  }

  /// The sheet's flick down is predicted to end 2 × 120 = 240 pt below: more than 100, so it is
  /// dismissed; a flick up (−240) is not.
  @Test func aFlickDownDismissesTheSheet() throws {
    let scene = try S.scene(Self.pager)
    let graph = StateGraph(exploring: scene)
    let down = try #require(graph.edges.first { $0.from == 0 && $0.button == "drag down 2" })
    #expect(down.changes.map(\.name) == ["showsSheet"])
    #expect(S.glass(scene, graph.nodes[down.to].state).count == 1)
    let up = graph.edges.first { $0.from == 0 && $0.button == "drag up 2" }
    #expect(up == nil || up?.to == 0)
  }
}
