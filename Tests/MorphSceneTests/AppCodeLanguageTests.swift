import MorphCore
import MorphDiagnostics
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphScene

/// The Swift that app code uses around its views; expectations worked out by hand.
@Suite struct AppCodeLanguageTests {
  typealias S = SceneTestSupport

  @Test func conditionalCompilationIsEvaluatedAsIOS() throws {
    let body = try S.body(
      """
      struct V: View {
          var body: some View {
              VStack {
                  #if os(iOS)
                  Text("iOS")
                  #elseif os(macOS)
                  Text("macOS")
                  #else
                  Text("other")
                  #endif
                  #if DEBUG && canImport(UIKit)
                  Text("debug")
                  #endif
                  #if !DEBUG || os(watchOS)
                  Text("release")
                  #endif
                  Text("chain")
                  #if os(iOS)
                      .glassEffect()
                  #endif
              }
          }
      }

      #if canImport(AppKit)
      struct MacOnly: View { var body: some View { Text("never") } }
      #endif
      """)
    #expect(S.texts(body) == ["iOS", "debug", "chain"])
    let chain = S.nodes(body).first {
      if case .text("chain") = $0.kind { return true } else { return false }
    }
    #expect(
      chain?.modifiers.contains { if case .glassEffect = $0 { return true } else { return false } }
        == true)
  }

  @Test func ifAndSwitchExpressionsTuplesRangesAndRepeats() throws {
    let body = try S.body(
      """
      enum Size { case small, large }

      struct V: View {
          let size = Size.large
          let items = Array(repeating: "x", count: 3)
          var body: some View {
              let title = if items.count > 2 { "many" } else { "few" }
              let width: Double = switch size {
              case .small: 44
              case .large: 88
              }
              let (first, second) = ("a", "b")
              VStack {
                  Text(title)
                  Text("\\(width)")
                  Text(first + second)
                  ForEach(items[1...], id: \\.self) { Text($0) }
                  ForEach(Array(items[..<1]), id: \\.self) { Text($0.uppercased()) }
              }
          }
      }
      """)
    // 3 items ("many"), width 88 from the switch, the tuple's two names, items 1 and 2, item 0.
    #expect(S.texts(body) == ["many", "88.0", "ab", "x", "x", "X"])
  }

  @Test func namedPreviewsAndPreviewableState() throws {
    let source = """
      struct Lamp: View {
          @Binding var isOn: Bool
          var body: some View {
              Button(isOn ? "On" : "Off") { isOn.toggle() }
                  .glassEffect(isOn ? .regular.tint(.yellow) : .regular)
          }
      }

      #Preview("Off") {
          @Previewable @State var isOn = false
          Lamp(isOn: $isOn)
      }

      #Preview("On") {
          Lamp(isOn: .constant(true))
      }

      #Playground {
          let ignored = 1
      }
      """
    let off = try S.scene(source)
    let graph = StateGraph(exploring: off)
    // The first preview's own state makes the lamp switchable: two states.
    #expect(graph.nodes.map(\.state.description) == ["isOn = false", "isOn = true"])
    #expect(graph.nodes.map { $0.buttons.first?.name ?? "" } == ["Off", "On"])
    let on = try SceneProgram(
      source: SourceFile(path: "lamp.swift", text: source), viewName: nil, previewName: "On")
    #expect(StateGraph(exploring: on).nodes.count == 1)
    #expect(S.glass(on, on.initialState).first?.glass.tint != nil)
    #expect(throws: SceneLoadError.self) {
      try SceneProgram(
        source: SourceFile(path: "lamp.swift", text: source), viewName: nil, previewName: "Dim")
    }
  }

  @Test func tasksInActionsRunAtOnceWithANote() throws {
    let scene = try S.scene(
      """
      struct V: View {
          @State private var loaded = false
          var body: some View {
              Button("Load") {
                  Task {
                      let data = await fetch()
                      withAnimation { loaded = true }
                  }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let result = scene.tap(view.buttons[0], in: view.state)
    #expect(result.state["loaded"] == .bool(true))
    #expect(result.diagnostics.contains { $0.message.contains("This Task runs at once") })
    #expect(result.diagnostics.contains { $0.message.contains("Skipped 'fetch(…)'") })
  }

  @Test func keyPathsAsFunctionsAndDeferredBlocks() throws {
    let body = try S.body(
      """
      struct Item: Identifiable {
          let id: Int
          let name: String
          let isDone: Bool
      }

      struct Summary: View {
          private let items = [
              Item(id: 1, name: "Milk", isDone: true),
              Item(id: 2, name: "Eggs", isDone: false),
              Item(id: 3, name: "Bread", isDone: true),
          ]

          private func describe() -> String {
              var log = "start"
              defer { log += "+first" }
              defer { log += "+second" }
              log += "+body"
              return log
          }

          private func trace() -> [String] {
              var steps: [String] = []
              for item in items where item.isDone {
                  defer { steps.append("after " + item.name) }
                  steps.append(item.name)
              }
              return steps
          }

          var body: some View {
              VStack {
                  Text(items.map(\\.name).joined(separator: ","))
                  Text(items.filter(\\.isDone).map(\\Item.name).joined(separator: ","))
                  Text(describe())
                  Text(trace().joined(separator: ","))
              }
              .glassEffect()
          }
      }
      """)
    #expect(
      S.texts(body) == [
        "Milk,Eggs,Bread",
        // `filter(\.isDone)` keeps Milk and Bread.
        "Milk,Bread",
        // The returned value is worked out before the deferred blocks run, so it holds neither
        // (Swift's order); they run last-first on a copy the caller never sees.
        "start+body",
        // Each pass's defer runs as that pass ends.
        "Milk,after Milk,Bread,after Bread",
      ])
  }
}
