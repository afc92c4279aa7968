import MorphDiagnostics
import MorphViewTree
import Testing

@testable import MorphScene

/// `static let shared = Model()` as apps write singletons: Swift makes a static stored property
/// once, on first use, so every `Model.shared` is the same object — a change made through one read
/// is seen by the next.
@Suite struct AppCodeSingletonTests {
  typealias S = SceneTestSupport

  @Test func everyReadOfASingletonIsTheSameObject() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      @Observable
      final class Session {
          static let shared = Session()
          var isSignedIn = false
          private init() {}
      }

      struct AccountBar: View {
          var body: some View {
              HStack {
                  Button(Session.shared.isSignedIn ? "Sign out" : "Sign in") {
                      withAnimation(.bouncy) { Session.shared.isSignedIn.toggle() }
                  }
                  .buttonStyle(.glass)
                  if Session.shared.isSignedIn {
                      Image(systemName: "person.crop.circle")
                          .padding()
                          .glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Signed out → in → out: two states. Were each read a new Session, the toggle would change
    // an object nobody reads again, and the tap would change nothing on screen.
    #expect(graph.nodes.count == 2)
    #expect(graph.nodes.map { $0.buttons.map(\.name) } == [["Sign in"], ["Sign out"]])
    // The button's glass, then the button's and the avatar's.
    #expect(S.glass(graph).map(\.count) == [1, 2])
  }

  @Test func aSingletonMadeFirstInsideATapKeepsItsChanges() throws {
    // The body never reads the counter's object; only the tap does, twice.
    let scene = try S.scene(
      """
      import SwiftUI

      final class Counter {
          static let shared = Counter()
          var taps = 0
      }

      struct Tapper: View {
          @State private var shown = 0
          var body: some View {
              Button("Tap \\(shown)") {
                  Counter.shared.taps += 1
                  shown = Counter.shared.taps
              }
              .buttonStyle(.glass)
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    let first = try #require(graph.edges.first { $0.from == 0 })
    // 0 + 1, read back through a second `Counter.shared`: 1 (a new Counter would read 0).
    #expect(first.changes.map(\.name) == ["Counter.taps", "shown"])
    #expect(first.changes.map(\.value) == ["1", "1"])
  }

  @Test func aSingletonReadInsideItsOwnInitialiserEnds() throws {
    // Swift would wait for itself here (a static's first use re-entered); the simulator ends with
    // a located warning instead of making Loop again and again.
    let source = """
      import SwiftUI

      final class Loop {
          static let shared = Loop()
          var ready = false
          init() { ready = Loop.shared.ready }
      }

      struct Screen: View {
          var body: some View {
              Text(Loop.shared.ready ? "Ready" : "Waiting").padding().glassEffect()
          }
      }
      """
    let scene = try S.scene(source)
    #expect(S.texts(try S.body(source)) == ["Waiting"])
    let warning = try #require(scene.diagnostics.first { $0.message.contains("Loop.shared") })
    #expect(warning.severity == .warning)
    // Line 6, at `Loop.shared` inside the initialiser.
    #expect(warning.location.line == 6)
    #expect(!scene.diagnostics.contains { $0.id == DiagnosticID.nestingTooDeep.messageID })
  }

  @Test func aModelsPropertySetToAnImplicitSharedIsThatSingleton() throws {
    // `var settings: Settings = .shared` in a model: the implicit member is Settings' own static
    // property, made while the model is being made (the store is read then, not while it is
    // being written), and the model's button reads the singleton's title.
    let scene = try S.scene(
      """
      import SwiftUI

      @Observable
      final class Settings {
          static let shared = Settings()
          var title = "Shared"
      }

      @Observable
      final class Store {
          var settings: Settings = .shared
          var isOpen = false
      }

      struct Panel: View {
          @State private var store = Store()

          var body: some View {
              Button(store.settings.title) {
                  withAnimation(.bouncy) { store.isOpen.toggle() }
              }
              .frame(width: store.isOpen ? 200 : 100, height: 44)
              .glassEffect()
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.texts(scene.evaluate(scene.initialState).root) == ["Shared"])
    #expect(S.glass(graph).map { $0.map(\.frame.width) } == [[100], [200]])
    #expect(!scene.diagnostics.contains { $0.severity != .note })
  }
}
