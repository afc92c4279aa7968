import MorphViewTree
import Testing

@testable import MorphScene

/// Sheets presented from app code: the states they make, the taps inside them, and bindings the
/// file cannot see (worked out by hand from each scene).
@Suite struct AppCodePresentationTests {
  typealias S = SceneTestSupport

  @Test func aSheetIsAStateAndDismissReturns() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct ComposeSheet: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
              Button("Cancel", role: .cancel) { dismiss() }
                  .buttonStyle(.glass)
          }
      }

      struct Inbox: View {
          @State private var isComposing = false
          var body: some View {
              Button("Compose") { isComposing = true }
                  .buttonStyle(.glassProminent)
                  .sheet(isPresented: $isComposing) { ComposeSheet() }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Closed, then open; Cancel (dismiss) goes back to the first state, as does pulling the
    // sheet down (it has no text outside its button, so the swipe is named for the modifier).
    #expect(graph.nodes.count == 2)
    #expect(
      graph.nodes.map { $0.buttons.map(\.name) } == [["Compose"], ["Cancel", "swipe down sheet"]])
    let cancel = try #require(graph.edges.first { $0.from == 1 && $0.button == "Cancel" })
    #expect(cancel.to == 0)
    #expect(cancel.changes.map(\.name) == ["isComposing"])
  }

  @Test func aSheetBoundIntoAnUnknownModelIsExplored() throws {
    // `Store` lives in another file: whether its paywall shows is an explored assumption.
    let scene = try S.scene(
      """
      import SwiftUI

      struct Settings: View {
          @Environment(Store.self) private var store
          var body: some View {
              @Bindable var store = store
              Text("Settings")
                  .sheet(isPresented: $store.showsPaywall) {
                      Text("Go Pro").padding().glassEffect()
                  }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 2)
    // Each side once: without the sheet no glass; with it, the sheet's content's.
    let glass = S.glass(graph).map(\.count).sorted()
    #expect(glass == [0, 1])
    #expect(graph.nodes.contains { $0.state.description.contains("assumed store.showsPaywall") })
  }

  @Test func aConstantTrueSheetShowsFromTheStart() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct Welcome: View {
          var body: some View {
              Color.clear.sheet(isPresented: .constant(true)) {
                  Text("Sign in").padding().glassEffect()
              }
          }
      }
      """)
    #expect(S.texts(root) == ["Sign in"])
  }
}

extension AppCodePresentationTests {
  @Test func alertButtonsRunThenDismissAndNoButtonsMeansOK() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Saver: View {
          @State private var showsSaved = false
          @State private var saves = 0
          var body: some View {
              Button("Save \\(saves)") { saves += 1; showsSaved = true }
                  .buttonStyle(.glass)
                  .alert("Saved", isPresented: $showsSaved) { }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Save (alert up, the button underneath untappable) → OK → Save again …: the alert's own
    // OK is the only tap while it shows, and it closes it.
    let shown = try #require(graph.edges.first { $0.from == 0 && $0.button == "Save 0" })
    #expect(graph.nodes[shown.to].buttons.map(\.name) == ["OK"])
    let ok = try #require(graph.edges.first { $0.from == shown.to && $0.button == "OK" })
    #expect(ok.changes.map(\.name) == ["showsSaved"])
    #expect(graph.nodes[ok.to].buttons.map(\.name) == ["Save 1"])
  }
}

/// Exploring many unknowns: their combinations grow as 2^n and may fill only three quarters of
/// the state limit, so a button that shows only when several unknowns hold is still tapped.
@Suite struct ExplorationShareTests {
  @Test func tapsBehindSeveralUnknownsAreStillExplored() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      struct Dashboard: View {
          @Environment(Store.self) private var store
          @State private var started = false
          var body: some View {
              VStack {
                  if store.a && store.b && store.c {
                      Button(started ? "Running" : "Go") { started = true }.buttonStyle(.glass)
                  }
                  if store.d { Text("d") }
                  if store.e { Text("e") }
                  if store.f { Text("f") }
                  if store.g { Text("g") }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Seven unknowns: 1 + 7 + 21 states through two assumptions, then three-assumption states
    // from (a, b, c) on; combinations stop at 48 of the 64 states.
    #expect(graph.nodes.filter(\.taps.isEmpty).count <= 48)
    #expect(graph.nodes.contains { $0.taps == ["Go"] })
  }
}

extension ExplorationShareTests {
  /// A tap that finds a new state every time (a search field pushing a route onto the app's
  /// stack: `path.append(.search)`, one element more per tap) would take all 64 states before the
  /// unknown `model.hasRecents` was assumed, and the glass behind it would never show. Taps fill
  /// half the limit first: states 0–31 are the initial state and 31 pushes (no assumption); then
  /// the waiting assumption goes first, so state 32 is `model.hasRecents` assumed true, showing
  /// the recents card — one glass element.
  @Test func aTapThatNeverEndsLeavesRoomForTheUnknownBehindTheGlass() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      enum Route: Hashable { case search }
      struct HomeSheet: View {
          @Environment(HomeModel.self) private var model
          @State private var path: [Route] = []
          var body: some View {
              VStack {
                  Button("Search") { path.append(.search) }
                  if model.hasRecents {
                      Text("Recent stops").padding().glassEffect(.regular, in: .rect(cornerRadius: 16))
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 64)
    #expect(graph.nodes.prefix(32).allSatisfy { $0.assumed.isEmpty })
    #expect(graph.nodes[31].taps.count == 31)
    #expect(graph.nodes[32].assumed == ["model.hasRecents"])
    #expect(graph.nodes[32].taps.isEmpty)
    #expect(SceneTestSupport.glass(scene, graph.nodes[32].state).count == 1)
    #expect(SceneTestSupport.glass(scene, graph.nodes[0].state).isEmpty)
  }
}
