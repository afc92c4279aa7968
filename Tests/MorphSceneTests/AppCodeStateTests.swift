import MorphCore
import MorphLayout
import MorphMotion
import MorphViewTree
import Testing

@testable import MorphScene

/// Views made of views and models, written the way apps write them; the states, taps and frames
/// are worked out by hand from the code in each test.
@Suite struct AppCodeStateTests {
  typealias S = SceneTestSupport

  /// `@AppStorage` is state kept in the app's defaults: a fresh install starts at the declared
  /// value and a tap changes it, as `@State` (before: a constant, so the density button changed
  /// nothing). `@SceneStorage` likewise. Worked out: compact × showsHints, each toggled by its
  /// button — four states; the glass row is 44 pt tall when compact, 64 pt otherwise.
  @Test func appStorageAndSceneStorageAreStateATapChanges() throws {
    let scene = try S.scene(
      """
      struct ReaderSettings: View {
          @AppStorage("reader.compact") private var compact = false
          @SceneStorage("reader.hints") private var showsHints = true
          var body: some View {
              VStack {
                  Button(compact ? "Comfortable" : "Compact") {
                      withAnimation(.snappy) { compact.toggle() }
                  }
                  .frame(height: compact ? 44 : 64)
                  .glassEffect()
                  Button("Hints") { showsHints.toggle() }
              }
          }
      }
      """)
    #expect(scene.stateDeclarations.map(\.name) == ["compact", "showsHints"])
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 4)
    let heights = Set(S.glass(graph).compactMap { $0.first?.frame.height })
    #expect(heights == [44, 64])
    #expect(try scene.stateValue("true", for: "compact") == .bool(true))
  }

  @Test func eachChildInstanceKeepsItsOwnState() throws {
    let scene = try S.scene(
      """
      struct Card: View {
          let title: String
          @State private var isOpen = false
          var body: some View {
              Button(title) { withAnimation(.snappy) { isOpen.toggle() } }
                  .frame(width: isOpen ? 200 : 100, height: 44)
                  .glassEffect()
          }
      }

      struct Deck: View {
          var body: some View {
              VStack(spacing: 10) {
                  Card(title: "One")
                  Card(title: "Two")
              }
          }
      }
      """)
    #expect(scene.view.name == "Deck")
    let graph = StateGraph(exploring: scene)
    // Two independent cards, each open or closed: 2 × 2 = 4 states.
    #expect(graph.nodes.count == 4)
    #expect(graph.nodes[0].buttons.map(\.name) == ["One", "Two"])
    #expect(
      graph.nodes[0].state.description == "Card[0].isOpen = false, Card[1].isOpen = false")
    // Tapping "One" opens the first card only: widths 200 and 100.
    let afterOne = try #require(graph.edges.first { $0.from == 0 && $0.button == "One" })
    #expect(S.glass(graph)[afterOne.to].map(\.frame.width) == [200, 100])
    #expect(afterOne.changes.map(\.name) == ["Card.isOpen"])
    #expect(afterOne.changes.first?.animation == .snappy)
  }

  @Test func bindingsWriteThroughToTheParent() throws {
    let scene = try S.scene(
      """
      struct Header: View {
          @Binding var isExpanded: Bool
          var body: some View {
              Button("Toggle") { withAnimation { isExpanded.toggle() } }
          }
      }

      struct Panel: View {
          @State private var isExpanded = false
          var body: some View {
              VStack {
                  Header(isExpanded: $isExpanded)
                  if isExpanded { Text("Details").padding().glassEffect() }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.state.description) == ["isExpanded = false", "isExpanded = true"])
    #expect(S.glass(graph).map(\.count) == [0, 1])
  }

  @Test func aConstantBindingNeverChanges() throws {
    let scene = try S.scene(
      """
      struct Header: View {
          @Binding var isExpanded: Bool
          var body: some View {
              Button(isExpanded ? "Close" : "Open") { isExpanded.toggle() }
          }
      }

      struct Preview: View {
          var body: some View { Header(isExpanded: .constant(true)) }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 1)
    #expect(graph.nodes[0].buttons.map(\.name) == ["Close"])
    #expect(graph.diagnostics.contains { $0.message.contains(".constant(") })
  }

  @Test func observableModelsAreSharedAndTheirMethodsAreActions() throws {
    let scene = try S.scene(
      """
      @Observable final class Basket {
          var items: [String] = ["Apple"]
          func toggle() {
              if items.count > 1 { items.removeLast() } else { items.append("Pear") }
          }
      }

      struct Row: View {
          var basket: Basket
          var body: some View {
              Button("Toggle") { withAnimation(.bouncy) { basket.toggle() } }
          }
      }

      struct Shop: View {
          @State private var basket = Basket()
          var body: some View {
              VStack {
                  ForEach(basket.items, id: \\.self) { item in
                      Text(item).padding().glassEffect().glassEffectID(item, in: ns)
                  }
                  Row(basket: basket)
              }
          }
          @Namespace private var ns
      }
      """)
    let graph = StateGraph(exploring: scene)
    // The child's button calls the model the parent holds: one object, two states.
    #expect(graph.nodes.count == 2)
    #expect(S.glass(graph).map { $0.map { $0.id ?? "" } } == [["Apple"], ["Apple", "Pear"]])
    #expect(graph.edges.first?.changes.first?.name == "Basket.items")
    #expect(graph.edges.first?.changes.first?.animation == .bouncy)
    #expect(graph.nodes[1].state.description.contains("Basket(items: [\"Apple\", \"Pear\"])"))
  }

  @Test func observableObjectsWithStateObjectAndObservedObject() throws {
    let scene = try S.scene(
      """
      final class Settings: ObservableObject {
          @Published var isClear = false
      }

      struct Switcher: View {
          @ObservedObject var settings: Settings
          var body: some View {
              Button("Flip") { settings.isClear.toggle() }
                  .glassEffect(settings.isClear ? .clear : .regular)
          }
      }

      struct Root: View {
          @StateObject private var settings = Settings()
          var body: some View { Switcher(settings: settings) }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 2)
    #expect(S.glass(graph).map { $0.map(\.glass.variant) } == [[.regular], [.clear]])
    // Outside withAnimation the change is not animated.
    #expect(graph.edges.first?.changes.first?.isAnimated == false)
  }

  @Test func environmentModelsComeFromThePreview() throws {
    let scene = try S.scene(
      """
      @Observable class Store {
          var count = 0
      }

      struct Counter: View {
          @Environment(Store.self) private var store
          var body: some View {
              Button("Count \\(store.count)") { store.count = (store.count + 1) % 3 }
          }
      }

      #Preview {
          Counter().environment(Store())
      }
      """)
    let graph = StateGraph(exploring: scene)
    // 0 → 1 → 2 → 0: three states, the button renamed with the count.
    #expect(graph.nodes.count == 3)
    #expect(graph.nodes.map { $0.buttons.first?.name ?? "" } == ["Count 0", "Count 1", "Count 2"])
    #expect(!graph.diagnostics.contains { $0.message.contains("No 'Store'") })
  }

  @Test func eachWithAnimationBlockIsItsOwnStep() throws {
    let scene = try S.scene(
      """
      struct Two: View {
          @State private var a = false
          @State private var b = false
          @State private var c = 0
          var body: some View {
              Button("Go") {
                  c += 1
                  withAnimation(.bouncy) { a.toggle() }
                  withAnimation(.smooth) { b.toggle() }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let result = scene.tap(view.buttons[0], in: view.state)
    // Three transactions: the bare change jumps, then one per block with its own animation.
    #expect(result.steps.map { $0.changes.map(\.name) } == [["c"], ["a"], ["b"]])
    #expect(result.steps.map(\.isAnimated) == [false, true, true])
    #expect(result.steps[1].animation == .bouncy && result.steps[2].animation == .smooth)
    #expect(result.steps[0].state["c"] == .int(1) && result.steps[0].state["a"] == .bool(false))
    #expect(result.steps[2].state.description == "a = true, b = true, c = 1")
  }
}

extension AppCodeStateTests {
  /// Only an untyped implicit member (`@State private var mode = .grid`, which Swift rejects too)
  /// asks for a type annotation; SwiftUI's and CoreGraphics' values, typed or constructed, do not.
  @Test func onlyAnUntypedImplicitMemberAsksForATypeAnnotation() throws {
    let scene = try S.scene(
      """
      struct Drag: View {
          @State private var mode = .grid
          @State private var offset = CGSize(width: 30, height: 40)
          @State private var origin: CGPoint = .zero
          @State private var angle: Angle = .degrees(90)
          var body: some View {
              Text("W").padding().glassEffect()
          }
      }
      """)
    let asking = scene.diagnostics.filter { $0.message.contains("needs a type annotation") }
    // Line 2 only: `mode`.
    #expect(asking.map(\.location.line) == [2])
  }
}
