import MorphCore
import MorphViewTree
import Testing

@testable import MorphScene

/// `DisclosureGroup` as settings screens write it: collapsed at first (SwiftUI's default), its
/// row toggles the content with the system's animation, or follows an `isExpanded:` binding.
@Suite struct AppCodeDisclosureTests {
  typealias S = SceneTestSupport

  static let settings = """
    import SwiftUI

    struct OrderView: View {
        @State private var showsAdvanced = false

        var body: some View {
            VStack(spacing: 16) {
                DisclosureGroup("Details") {
                    Text("Shipping in 2 days").padding().glassEffect()
                }
                DisclosureGroup(isExpanded: $showsAdvanced) {
                    Text("Gift wrap").padding().glassEffect()
                } label: {
                    Label("More", systemImage: "gear")
                }
            }
        }
    }
    """

  @Test func eachGroupStartsCollapsedAndItsRowShowsItsContent() throws {
    let scene = try S.scene(Self.settings)
    let graph = StateGraph(exploring: scene)
    // Two independent groups, each collapsed or expanded: 2 × 2 states, reached by their rows.
    #expect(graph.nodes.count == 4)
    #expect(graph.nodes[0].buttons.map(\.name) == ["Details", "More"])
    #expect(graph.nodes.map(\.taps) == [[], ["Details"], ["More"], ["Details", "More"]])
    // Glass only inside an expanded group: none, Details', More's, both.
    #expect(S.glass(graph).map(\.count) == [0, 1, 1, 2])
    // The bound one writes the view's own @State; the other keeps a slot of its own.
    #expect(graph.nodes[2].state["showsAdvanced"] == .bool(true))
    #expect(graph.nodes[1].state["showsAdvanced"] == .bool(false))
    // Both expanded: Details' content comes before More's row, so its glass is higher.
    let both = S.glass(graph)[3]
    #expect(both[0].frame.minY < both[1].frame.minY)
    // The system animates the change (no withAnimation in the scene).
    let tap = try #require(graph.edges.first { $0.from == 0 && $0.button == "Details" })
    let animated = !tap.changes.isEmpty && tap.changes.allSatisfy { $0.isAnimated }
    #expect(animated)
    // The indicator points at the label's end, then down (the gear is part of More's label).
    func symbols(_ index: Int) -> [String] {
      S.nodes(graph.nodes[index].view.root).compactMap {
        if case .symbol(let name) = $0.kind { name } else { nil }
      }
    }
    #expect(symbols(0) == ["chevron.forward", "chevron.forward"])
    #expect(symbols(1) == ["chevron.down", "chevron.forward"])
  }

  @Test func inAListTheContentBecomesRowsAndAConstantBindingStaysAsWritten() throws {
    let scene = try S.scene(
      """
      struct Fruit: View {
          var body: some View {
              List {
                  DisclosureGroup("Fruits") {
                      Text("Apple")
                      Text("Pear")
                  }
                  DisclosureGroup("Always", isExpanded: .constant(true)) {
                      Text("Open")
                  }
                  Toggle("Sync", isOn: .constant(true))
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Only the first group changes: two states; the constant one is open in both.
    #expect(graph.nodes.count == 2)
    #expect(S.texts(graph.nodes[0].view.root) == ["Fruits", "Always", "Open", "Sync"])
    #expect(
      S.texts(graph.nodes[1].view.root) == ["Fruits", "Apple", "Pear", "Always", "Open", "Sync"])
    // `.constant(true)` is a binding (one that never changes), for the toggle as for the group:
    // shown on, with a note and no warning.
    let toggle = S.nodes(graph.nodes[0].view.root).first {
      if case .toggle = $0.kind { true } else { false }
    }
    guard case .toggle(let isOn, _)? = toggle?.kind else {
      Issue.record("no toggle")
      return
    }
    #expect(isOn)
    #expect(!graph.diagnostics.contains { $0.severity == .warning })
  }
}
