import MorphDiagnostics
import Testing

@testable import MorphScene

/// A view that shows itself with no condition is an error at once, at the inner instance; one
/// that shows itself behind a condition is an ordinary view whose inner instance has state of
/// its own, as every SwiftUI instance does.
@Suite struct SelfContainmentTests {
  typealias S = SceneTestSupport

  /// The errors of evaluating a source's initial state.
  static func errors(_ source: String) throws -> [Diagnostic] {
    let scene = try S.scene(source)
    return scene.evaluate(scene.initialState).diagnostics.filter { $0.severity == .error }
  }

  @Test func aViewBesideItselfInAStackIsAnErrorAtTheInnerInstance() throws {
    let errors = try Self.errors(
      """
      struct Row: View {
          var body: some View {
              VStack {
                  Text("Row").glassEffect()
                  Row()
              }
          }
      }
      """)
    // One error, at `Row()`: line 5, column 13 — not the 64-levels guard after building the
    // rows beside it 64 times over.
    #expect(errors.count == 1, "\(errors.map(\.message))")
    let error = try #require(errors.first)
    #expect(error.id.id == "nesting-too-deep")
    #expect([error.location.line, error.location.column] == [5, 13])
    #expect(error.message.contains("'Row' shows another 'Row' in its body with no condition"))
  }

  @Test func aCycleThroughAnotherViewAndAHelperPropertyNamesTheWay() throws {
    let errors = try Self.errors(
      """
      struct Chip: View {
          var body: some View {
              HStack {
                  Text("Chip")
                  Badge()
              }
              .glassEffect()
          }
      }

      struct Badge: View {
          var body: some View {
              content.overlay { Button("More") {} }
          }
          private var content: some View {
              ZStack { Chip() }
          }
      }
      """)
    let error = try #require(errors.first, "no error")
    // Chip is evaluated first; its cycle starts at its own `Badge()` (line 5, column 13).
    #expect([error.location.line, error.location.column] == [5, 13])
    #expect(error.message.contains("(through 'Badge')"), "\(error.message)")
  }

  @Test func aViewBehindAConditionIsNotAnError() throws {
    // `if`, a sheet's content and a `ForEach` are conditions: the inner view may never be shown.
    let scene = try S.scene(
      """
      struct Tree: View {
          @State private var showsChild = false
          var body: some View {
              VStack {
                  Button("Grow") { showsChild.toggle() }.glassEffect()
                  if showsChild { Tree() }
                  ForEach(0..<0) { _ in Tree() }
              }
              .sheet(isPresented: .constant(false)) { Tree() }
          }
      }
      """)
    #expect(!scene.diagnostics.contains { $0.id.id == "nesting-too-deep" })
  }

  @Test func anInnerInstanceOfTheSimulatedViewHasStateOfItsOwn() throws {
    let scene = try S.scene(
      """
      struct Node: View {
          @State private var isOpen = false
          var body: some View {
              VStack {
                  Button("Open") { isOpen.toggle() }.glassEffect()
                  if isOpen { Node() }
              }
          }
      }
      """)
    let initial = scene.evaluate(scene.initialState)
    #expect(S.glass(scene, initial.state).count == 1)
    // Opening the outer node shows a new inner node, closed: two buttons with glass. (Sharing
    // the outer node's slot opened every inner node too, 64 of them, until the depth guard.)
    let opened = scene.tap(initial.buttons[0], in: initial.state).state
    #expect(S.glass(scene, opened).count == 2)
  }
}

extension SelfContainmentTests {
  @Test func aStateCutShortAtTheViewLimitIsNotExploredFurther() throws {
    // Each instance starts open and shows three more: 3 + 9 + 27 + … views, past the 5 000-view
    // limit at the eighth level (3⁸ = 6 561). SwiftUI would never finish building it either.
    let scene = try S.scene(
      """
      struct Fan: View {
          @State private var isOpen = true
          var body: some View {
              VStack {
                  if isOpen {
                      ForEach(0..<3) { _ in Fan() }
                  }
                  Button("Toggle") { isOpen.toggle() }.glassEffect()
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene, limit: 16)
    #expect(graph.nodes[0].view.isCut)
    #expect(graph.diagnostics.contains { $0.id.id == "resource-limit" && $0.severity == .error })
    // Its thousands of buttons are not tapped: the tree they belong to is cut short.
    #expect(graph.nodes.count == 1)
    #expect(graph.edges.isEmpty)
  }
}
