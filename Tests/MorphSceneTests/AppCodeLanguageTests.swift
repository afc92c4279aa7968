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

  /// Loops as Swift runs them: `continue` and `break` in a `for`, a `guard … else { continue }`
  /// (before, the guard's else ended the whole getter), `break` inside a `switch` ending only
  /// the switch, `while` and `repeat`-`while` (before, skipped with a warning). Worked out by
  /// hand: the first of 3, 8, 12, 20, 40 above 5 that divides by 4 is 8; 123456 has 6 digits;
  /// 100 is halved while above 10: 50, 25, 12, 6 — four times; the switch counts 1…5's odd
  /// numbers, 3, and does not stop the loop at 2's `break`.
  @Test func loopsBreakContinueWhileAndRepeatRunAsSwiftDoes() throws {
    let body = try S.body(
      """
      struct Stats: View {
          private var firstBig: Int {
              var found = -1
              for n in [3, 8, 12, 20, 40] {
                  guard n > 5 else { continue }
                  if n % 4 == 0 {
                      found = n
                      break
                  }
              }
              return found
          }
          private var digitCount: Int {
              var n = 123456
              var count = 0
              repeat {
                  n /= 10
                  count += 1
              } while n > 0
              return count
          }
          private var halvings: Int {
              var value = 100
              var count = 0
              while value > 10 {
                  value /= 2
                  count += 1
              }
              return count
          }
          private var odds: Int {
              var count = 0
              for n in 1...5 {
                  switch n % 2 {
                  case 0: break
                  default: count += 1
                  }
              }
              return count
          }
          var body: some View {
              Text("\\(firstBig) \\(digitCount) \\(halvings) \\(odds)")
                  .padding()
                  .glassEffect()
          }
      }
      """)
    #expect(S.texts(body) == ["8 6 4 3"])
  }

  /// A task that loops forever, waiting between passes (a pulsing glass): one pass per run of
  /// its event — `appear` toggles the glass, and tapping `appear` again toggles it back — with
  /// a note; a `while true` without waiting stops at the element limit with a warning.
  @Test func aLoopThatWaitsMakesOnePassPerEvent() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Pulse: View {
          @State private var isExpanded = false
          var body: some View {
              Circle()
                  .frame(width: isExpanded ? 120 : 60, height: isExpanded ? 120 : 60)
                  .glassEffect()
                  .task {
                      while !Task.isCancelled {
                          try? await Task.sleep(for: .seconds(1.5))
                          isExpanded.toggle()
                      }
                  }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map { $0.state["isExpanded"] } == [.bool(false), .bool(true)])
    #expect(S.glass(graph).map { $0.map(\.frame.width) } == [[60], [120]])
    let view = scene.evaluate(scene.initialState)
    let once = scene.tap(view.buttons[0], in: view.state)
    #expect(once.diagnostics.contains { $0.message.contains("one pass runs each time") })
    let twice = scene.tap(view.buttons[0], in: once.state)
    #expect(twice.state["isExpanded"] == .bool(false))

    let endless = try S.scene(
      """
      struct Counter: View {
          private var spins: Int {
              var n = 0
              while true { n += 1 }
              return n
          }
          var body: some View { Text("\\(spins)") }
      }
      """)
    #expect(
      S.texts(endless.evaluate(endless.initialState).root) == ["\(Evaluator.maximumElements)"])
    #expect(
      endless.evaluate(endless.initialState).diagnostics.contains {
        $0.id == DiagnosticID.elementLimit.messageID
      })
  }

  /// Implicit members against a declared system type and optional lengths given `nil`, as Swift
  /// reads them (each was "Expected a number…, found '.init'/'.zero'/nil" or "Expected a Bool,
  /// found '.constant'", and ignored): the icon is 24 × 30, the stack's spacing 0 puts the
  /// second row right under the first (its top at the first's bottom), `height: nil` leaves the
  /// height alone, and the constant binding's `false` hides "Loading".
  @Test func implicitMembersOfSystemTypesAndNilLengthsReadAsSwiftReadsThem() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Badge: View {
          private let iconSize: CGSize = .init(width: 24, height: 30)
          private let inset: CGFloat = .zero
          var isLoading: Binding<Bool> = .constant(false)
          var body: some View {
              VStack(spacing: .zero) {
                  if isLoading.wrappedValue {
                      Text("Loading")
                  }
                  Color.red.frame(width: iconSize.width, height: iconSize.height)
                  Color.blue.frame(width: 10 + inset, height: 20).frame(height: nil)
              }
              .glassEffect()
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(S.texts(view.root).isEmpty)
    #expect(!view.diagnostics.contains { $0.id == DiagnosticID.wrongValue.messageID })
    let frames = SceneLayout.layout(view.tree, canvas: .size(Size(width: 400, height: 300)))
      .content.map(\.frame)
    let red = try #require(frames.first { $0.width == 24 })
    let blue = try #require(frames.first { $0.width == 10 })
    #expect(red.height == 30 && blue.height == 20)
    #expect(blue.minY == red.maxY)
  }

  /// An implicit member beside a number is the number type's (`Double(i) / 8 * 2 * .pi` is
  /// `Double.pi`), as Swift infers it from the other operand (before: "'*' between a Double and
  /// '.pi' is not supported", a placeholder). Worked out: 10 × 2π = 62.83 pt wide; 3 + .zero = 3
  /// items.
  @Test func implicitNumberMembersInArithmeticTakeTheOtherOperandsType() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Dial: View {
          var body: some View {
              HStack {
                  ForEach(0..<(3 + .zero), id: \\.self) { _ in
                      Text("•").frame(width: Double(10) * 2 * .pi, height: 44).glassEffect()
                  }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(!view.diagnostics.contains { $0.id == DiagnosticID.unsupportedOperator.messageID })
    let widths = S.glass(scene, scene.initialState).map(\.frame.width)
    #expect(widths.count == 3)
    #expect(widths.allSatisfy { abs($0 - 10 * 2 * Double.pi) < 1e-9 })
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
