import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphScene

/// Navigation as app code writes it: links that push a destination view or a value, a path the
/// app owns, a destination bound to a flag, `dismiss()` and the back button, and a row pasted
/// without its stack. Expectations worked out by hand from each scene and from
/// Docs/SystemChrome.md §2 (the bar's row is y 62…116; a back button is its own 44 pt glass
/// circle at the leading margin, x 16).
@Suite struct AppCodeNavigationTests {
  typealias S = SceneTestSupport

  /// The glass of `state` laid out on the iPhone 16 Pro (402 × 874 pt, bar row at y 62).
  static func glass(_ scene: SceneProgram, _ state: SceneState) -> [GlassFrame] {
    layout(scene, state).glass
  }

  /// `state` laid out on the iPhone 16 Pro.
  static func layout(_ scene: SceneProgram, _ state: SceneState) -> LaidOutState {
    SceneLayout.layout(scene.evaluate(state).tree, canvas: .device(.iPhone16Pro))
  }

  static let library = """
    import SwiftUI

    struct AlbumDetail: View {
        let title: String
        var body: some View {
            Text(title)
                .padding()
                .glassEffect()
                .navigationTitle(title)
        }
    }

    struct Library: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Blue Train") { AlbumDetail(title: "Blue Train") }
                    NavigationLink(destination: AlbumDetail(title: "Kind of Blue")) {
                        Label("Kind of Blue", systemImage: "music.note")
                    }
                }
                .navigationTitle("Library")
            }
        }
    }
    """

  @Test func aLinkPushesItsDestinationAndBackPops() throws {
    let scene = try S.scene(Self.library)
    let graph = StateGraph(exploring: scene)
    // At the root, and one state for each album; Back from either returns to the root.
    #expect(graph.nodes.count == 3)
    #expect(graph.nodes[0].buttons.map(\.name) == ["Blue Train", "Kind of Blue"])
    for album in 1...2 {
      #expect(graph.nodes[album].buttons.map(\.name) == ["Back"])
      let back = try #require(graph.edges.first { $0.from == album && $0.button == "Back" })
      #expect(back.to == 0)
    }
    // The pushed page: its title in the large-title row, its glass under it, and the back
    // button's own glass circle at the bar's leading end.
    let pushed = Self.glass(scene, graph.nodes[1].state)
    let back = try #require(pushed.first { $0.frame.width == 44 })
    #expect(back.frame == Rect(x: 16, y: 62, width: 44, height: 44))
    #expect(back.shape == .capsule)
    #expect(pushed.count == 2)
    // The root has no glass of its own: the list rows are plain.
    #expect(Self.glass(scene, graph.nodes[0].state).isEmpty)
  }

  @Test func aPushIsAnimatedAndThePageComesFromTheTrailingEdge() throws {
    let scene = try S.scene(Self.library)
    let graph = StateGraph(exploring: scene)
    let push = try #require(graph.edges.first { $0.from == 0 && $0.button == "Blue Train" })
    // The app wrote no withAnimation; the system animates a push anyway.
    #expect(push.changes.first?.animation != nil)
    // The page fills the 402 pt wide screen, so its glass starts one screen width to the right.
    let layout = Self.layout(scene, graph.nodes[1].state)
    let page = try #require(layout.glass.firstIndex { $0.frame.width != 44 })
    #expect(layout.glassPlacements[page].slide.insertion == Point(x: 402, y: 0))
  }

  @Test func valueLinksPushOntoTheAppsPathThroughTheirDestination() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      enum Room: String, CaseIterable, Hashable {
          case kitchen, garden
      }

      struct RoomView: View {
          @Environment(\\.dismiss) private var dismiss
          let room: Room
          var body: some View {
              Button(room.rawValue.capitalized) { dismiss() }
                  .buttonStyle(.glass)
          }
      }

      struct Home: View {
          @State private var path: [Room] = []
          var body: some View {
              NavigationStack(path: $path) {
                  VStack {
                      ForEach(Room.allCases, id: \\.self) { room in
                          NavigationLink(room.rawValue, value: room)
                      }
                      Button("Garden") { path.append(.garden) }
                  }
                  .navigationDestination(for: Room.self) { room in RoomView(room: room) }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // The root, the kitchen and the garden (the link and the button both reach the garden).
    #expect(graph.nodes.count == 3)
    let kitchen = try #require(graph.edges.first { $0.from == 0 && $0.button == "kitchen" })
    #expect(kitchen.changes.map(\.name) == ["path"])
    #expect(kitchen.changes.map(\.value) == ["[.kitchen]"])
    let garden = try #require(graph.edges.first { $0.from == 0 && $0.button == "Garden" })
    #expect(garden.changes.map(\.value) == ["[.garden]"])
    // Both reach the same state.
    #expect(graph.edges.first { $0.from == 0 && $0.button == "garden" }?.to == garden.to)
    // The pushed room's button dismisses it: the path is empty again.
    let dismiss = try #require(
      graph.edges.first { $0.from == kitchen.to && $0.button == "Kitchen" })
    #expect(dismiss.to == 0)
    #expect(dismiss.changes.map(\.value) == ["[]"])
  }

  @Test func aDestinationBoundToAFlagPushesWhileItIsTrue() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Checkout: View {
          @State private var showsReceipt = false
          var body: some View {
              NavigationStack {
                  Button("Pay") { showsReceipt = true }
                      .buttonStyle(.glassProminent)
                      .navigationDestination(isPresented: $showsReceipt) {
                          Text("Paid").padding().glassEffect(.regular.tint(.green))
                      }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 2)
    let pay = try #require(graph.edges.first { $0.button == "Pay" })
    #expect(pay.changes.map(\.name) == ["showsReceipt"])
    // Back sets the flag back to false.
    let back = try #require(graph.edges.first { $0.from == pay.to && $0.button == "Back" })
    #expect(back.to == 0)
    #expect(back.changes.map(\.value) == ["false"])
  }

  @Test func aRowPastedWithoutItsStackIsShownInOne() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct SettingsRow: View {
          var body: some View {
              NavigationLink {
                  Text("Notifications").padding().glassEffect()
              } label: {
                  Label("Notifications", systemImage: "bell")
              }
          }
      }
      """)
    // A note says the stack is assumed, at the link.
    let view = scene.evaluate(scene.initialState)
    let note = try #require(
      view.diagnostics.first { $0.id == DiagnosticID.assumedContext.messageID })
    #expect(note.location.line == 5)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 2)
    #expect(Self.glass(scene, graph.nodes[1].state).count == 2)
  }

  @Test func aValueNoDestinationShowsMakesAnInertLink() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Tags: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Swift", value: "swift")
                      .buttonStyle(.glass)
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // No destination shows a String: as in SwiftUI, the link does nothing, with a warning at it.
    #expect(graph.nodes.count == 1)
    let view = scene.evaluate(scene.initialState)
    let warning = try #require(
      view.diagnostics.first { $0.id == DiagnosticID.unknownArgument.messageID })
    #expect(warning.location.line == 5)
    #expect(warning.message.contains("navigationDestination(for: String.self)"))
  }

  /// `.constant(true)` pushes from the start, as a preview writes it; Back cannot change it.
  @Test func aConstantDestinationIsPushedFromTheStart() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Onboarding: View {
          var body: some View {
              NavigationStack {
                  Text("Welcome")
                      .navigationDestination(isPresented: .constant(true)) {
                          Text("Step 2").padding().glassEffect()
                      }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 1)
    // The pushed text's glass and the back button's.
    #expect(Self.glass(scene, scene.initialState).count == 2)
    #expect(S.texts(scene.evaluate(scene.initialState).tree.root).contains("Step 2"))
  }

  /// A preview's `NavigationStack(path: .constant([1, 2]))` shows the last value's page; its
  /// Back writes to a constant, which changes nothing (a note says so).
  @Test func aConstantPathShowsItsLastPage() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Steps: View {
          var body: some View {
              NavigationStack(path: .constant([1, 2])) {
                  Text("Start")
                      .navigationDestination(for: Int.self) { step in
                          Text("Step \\(step)").padding().glassEffect()
                      }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(S.texts(view.tree.root).contains("Step 2"))
    #expect(!S.texts(view.tree.root).contains("Start"))
    #expect(StateGraph(exploring: scene).nodes.count == 1)
  }

  /// A pushed view link is named in the state by its site and `ForEach` element, as the source
  /// reads (`[Emma]@NavigationLink#1`), not by its whole path in the view tree.
  @Test func aPushedLinkIsNamedByItsSiteAndElement() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Library: View {
          let books = ["Dune", "Emma"]
          var body: some View {
              NavigationStack {
                  List {
                      ForEach(books, id: \\.self) { book in
                          NavigationLink(book) { Text(book).padding().glassEffect() }
                      }
                      NavigationLink("Settings") { Text("Settings").padding().glassEffect() }
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    let links = graph.nodes.map { $0.state.description.components(separatedBy: ", ")[0] }
    #expect(
      links == [
        "NavigationStack.links = []", "NavigationStack.links = [\"[Dune]@NavigationLink#1\"]",
        "NavigationStack.links = [\"[Emma]@NavigationLink#1\"]",
        "NavigationStack.links = [\"NavigationLink#2\"]",
      ])
  }

  /// `.navigationBarBackButtonHidden()` on a pushed view takes its back button (a glass circle)
  /// off: the "Open" page shows only its own glass, the "Plain" page its glass and the button's.
  @Test func aPushedViewCanHideItsBackButton() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Home: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Open") {
                      Text("Detail").padding().glassEffect()
                          .navigationBarBackButtonHidden()
                  }
                  NavigationLink("Plain") {
                      Text("Other").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.taps) == [[], ["Open"], ["Plain"]])
    #expect(S.glass(graph).map(\.count) == [0, 1, 2])
  }
}
