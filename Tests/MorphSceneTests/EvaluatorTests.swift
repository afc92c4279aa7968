import MorphCore
import MorphMotion
import MorphViewTree
import Testing

@testable import MorphScene

@Suite struct EvaluatorTests {
  typealias S = SceneTestSupport

  @Test func stateValuesOfEveryKind() throws {
    let scene = try S.scene(
      """
      enum Mode { case a, b }
      struct V: View {
          @State private var flag = true
          @State private var count: Int = 3
          @State private var scale: Double = 2
          @State private var name = "Ada"
          @State private var mode: Mode = .b
          @State private var selected: Int? = nil
          var body: some View { EmptyView() }
      }
      """)
    #expect(
      scene.initialState.description
        == "flag = true, count = 3, scale = 2.0, name = \"Ada\", mode = .b, selected = nil")
  }

  @Test func unicodeNamesAndInterpolation() throws {
    let scene = try S.scene(
      """
      struct Väljare: View {
          @State private var ärExpanderad = false
          @State private var antal = 2
          var body: some View {
              Button("Visa \\(antal * 2) \\(ärExpanderad ? "mer" : "mindre")") {
                  withAnimation(.smooth) { ärExpanderad.toggle() }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(view.buttons.map(\.name) == ["Visa 4 mindre"])
    let result = scene.tap(view.buttons[0], in: scene.initialState)
    #expect(result.state.description == "ärExpanderad = true, antal = 2")
  }

  @Test func enumsRawValuesAllCasesAndComputedProperties() throws {
    let body = try S.body(
      """
      enum Size: Int, CaseIterable {
          case small = 10, medium, large = 30
          var label: String {
              switch self {
              case .small: "S"
              case .medium: return "M"
              default: return "L"
              }
          }
      }
      struct V: View {
          var body: some View {
              ForEach(Size.allCases, id: \\.self) { size in
                  Text("\\(size.label)\\(size.rawValue)")
              }
          }
      }
      """)
    // Implicit Int raw values count up from the previous one: small 10, medium 11, large 30.
    #expect(S.texts(body) == ["S10", "M11", "L30"])
  }

  @Test func helperFunctionsWithParametersAndClosures() throws {
    let body = try S.body(
      """
      struct V: View {
          let names = ["a", "b"]
          var body: some View {
              VStack { row("x", times: 2) { Text("tail") } }
          }
          @ViewBuilder
          private func row(_ title: String, times: Int = 1, @ViewBuilder trailing: () -> some View) -> some View {
              Text(title + String(times * 10))
              trailing()
          }
      }
      """)
    #expect(S.texts(body) == ["x20", "tail"])
  }

  @Test func conditionalsSwitchForEachAndTernaries() throws {
    let body = try S.body(
      """
      struct V: View {
          @State private var on = false
          @State private var n = 2
          var body: some View {
              if on { Text("on") } else if n > 1 { Text("big") } else { Text("small") }
              ForEach(0..<n) { i in Text(i == 0 ? "zero" : "one") }
              switch n { case 0..<2: Text("low") default: Text("high") }
          }
      }
      """)
    #expect(S.texts(body) == ["big", "zero", "one", "high"])
  }

  @Test func ifLetAndOptionals() throws {
    let body = try S.body(
      """
      struct V: View {
          @State private var picked: String? = "b"
          var body: some View {
              if let picked { Text(picked) }
              Text(picked ?? "none")
          }
      }
      """)
    #expect(S.texts(body) == ["b", "b"])
  }

  @Test func glassModifiersBecomeGlassElements() throws {
    let source =
      """
      struct V: View {
          @Namespace private var ns
          var body: some View {
              GlassEffectContainer(spacing: 24) {
                  Text("a")
                      .glassEffect(.clear.tint(.blue.opacity(0.5)).interactive(), in: .rect(cornerRadius: 12))
                      .glassEffectID("a", in: ns)
                      .glassEffectUnion(id: "u", namespace: ns)
                      .glassEffectTransition(.materialize)
                  Text("b").glassEffect(isEnabled: false)
              }
          }
      }
      """
    let body = try S.body(source)
    // The shape as written (layout later clamps the radius to the text's size).
    #expect(S.declaredGlassShape(body) == .roundedRectangle(cornerRadius: 12, continuous: true))
    let glass = try S.glass(source)
    #expect(glass.count == 1)  // isEnabled: false is no glass
    let a = try #require(glass.first)
    let placed = try #require(try S.placements(source).first)
    #expect(a.id == "a" && placed.namespace == "ns" && a.key == "ns/a")
    #expect(a.container == 0 && placed.containerSpacing == 24)
    #expect(placed.unionID == "u" && placed.transition == .materialize)
    #expect(a.glass.variant == .clear && a.glass.isInteractive)
    // .blue.opacity(0.5): systemBlue (0, 122/255, 1) at half opacity.
    #expect(a.glass.tint == Color(red: 0, green: 122 / 255, blue: 1, opacity: 0.5))
  }

  @Test func glassButtonStylesInheritFromTheEnvironment() throws {
    let source =
      """
      struct V: View {
          var body: some View {
              HStack {
                  Button("One") {}
                  Button("Two") {}.buttonBorderShape(.circle)
              }
              .buttonStyle(.glassProminent)
              .tint(.red)
          }
      }
      """
    let glass = try S.glass(source)
    #expect(glass.map(\.shape) == [.capsule, .circle])
    #expect(try S.placements(source).allSatisfy(\.isButtonStyle))
    #expect(glass.allSatisfy { $0.glass.tint == Color.red && $0.glass.isInteractive })
  }

  @Test func layoutModifiersAreRecordedInOrder() throws {
    let body = try S.body(
      """
      struct V: View {
          var body: some View {
              Image(systemName: "plus")
                  .font(.title2)
                  .padding(.horizontal, 14)
                  .frame(width: 44, height: 44, alignment: .leading)
                  .frame(maxWidth: .infinity)
                  .offset(x: 3, y: -4)
                  .accessibilityLabel("Add")
          }
      }
      """)
    let image = try #require(
      S.nodes(body).first { if case .symbol = $0.kind { return true } else { return false } })
    #expect(
      image.modifiers == [
        .font(FontSpec(style: "title2", size: 22, weight: "regular", lineHeight: 28)),
        .padding(.horizontal, 14),
        .frame(
          width: 44, height: 44, alignment: Alignment(horizontal: .leading, vertical: .center)),
        .flexibleFrame(
          minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
          maxHeight: nil, alignment: .center),
        .offset(x: 3, y: -4),
        .ignored("accessibilityLabel"),
      ])
  }

  @Test func structuralIdentityIsStableAcrossStates() throws {
    let scene = try S.scene(
      """
      struct V: View {
          @State private var on = false
          var body: some View {
              VStack {
                  if on { Text("new").glassEffect() }
                  Text("kept").glassEffect()
              }
          }
      }
      """)
    let before = S.glass(scene, scene.initialState)
    let button = SceneState([("on", .bool(true))])
    let after = S.glass(scene, button)
    #expect(before.count == 1 && after.count == 2)
    #expect(after[1].key == before[0].key)
    #expect(after[0].key != before[0].key)
  }

  // MARK: Actions

  @Test func withAnimationMakesATransactionWithItsAnimation() throws {
    let scene = try S.scene(
      """
      enum Mode { case a, b, c }
      struct V: View {
          @State private var on = false
          @State private var count = 0
          @State private var mode: Mode = .a
          var body: some View {
              Button("go") {
                  withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                      on.toggle()
                      count += 2
                  }
                  withAnimation { mode = .c }
                  if count > 1 { count -= 1 }
                  save()
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let result = scene.tap(try #require(view.buttons.first), in: scene.initialState)
    #expect(result.state.description == "on = true, count = 1, mode = .c")
    #expect(result.changes.map(\.name) == ["on", "count", "mode", "count"])
    #expect(result.changes[0].animation == .spring(response: 0.3, dampingFraction: 0.8))
    #expect(result.changes[2].animation == .default)  // withAnimation with no argument
    #expect(result.changes[3].animation == nil && !result.changes[3].isAnimated)
    #expect(
      result.diagnostics.contains {
        $0.severity == .note && $0.message.contains("Skipped 'save(…)'")
      })
  }

  @Test func nestedAndExplicitlyUnanimatedTransactions() throws {
    let scene = try S.scene(
      """
      struct V: View {
          @State private var a = 0
          @State private var b = 0
          @State private var c = 0
          var body: some View {
              Button("go") {
                  withAnimation(.bouncy) {
                      a = 1
                      withAnimation(.easeIn) { b = 1 }
                      withAnimation(nil) { c = 1 }
                  }
              }
          }
      }
      """)
    let result = scene.tap(
      try #require(scene.evaluate(scene.initialState).buttons.first), in: scene.initialState)
    #expect(result.changes.map { $0.animation } == [.bouncy, .easeIn, nil])
  }

  @Test func reachableStatesAreExploredBreadthFirst() throws {
    let scene = try S.scene(
      """
      struct V: View {
          @State private var step = 0
          var body: some View {
              Button("next") { withAnimation { step = (step + 1) % 3 } }
              Button("reset") { step = 0 }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map { $0.state.description } == ["step = 0", "step = 1", "step = 2"])
    #expect(graph.nodes.map(\.taps) == [[], ["next"], ["next", "next"]])
    #expect(!graph.isTruncated)
  }

  /// A message list with a row of buttons per message, each toggling its own row: a listing
  /// asks only whether some tap changes the state, so it taps rows in order until one does —
  /// the first, here — instead of all 300; asked for every tap, it taps all 300.
  @Test func aListingTapsOnlyUntilATapChangesTheState() throws {
    let scene = try S.scene(
      """
      struct Row: View {
          let number: Int
          @State private var isRead = false
          var body: some View { Button("Message \\(number)") { isRead.toggle() }.opacity(isRead ? 0.5 : 1) }
      }
      struct Inbox: View {
          var body: some View { VStack { ForEach(0..<300, id: \\.self) { Row(number: $0) } } }
      }
      """, view: "Inbox")
    let listed = scene.buttonsAndTaps(in: scene.initialState, untilAChange: true)
    #expect(listed.buttons.count == 300)
    #expect(listed.taps.count == 1)
    #expect(listed.taps.first?.changes.isEmpty == false)
    #expect(scene.buttonsAndTaps(in: scene.initialState).taps.count == 300)
  }

  /// What a tap keeps is charged to the work budget by its size: the state after tapping "Add"
  /// holds an array of 400 numbers, so the tap costs at least 401 steps (the array and its
  /// elements, StateValue.size) besides running its action.
  @Test func aTapIsChargedForTheStateItKeeps() throws {
    let scene = try S.scene(
      """
      struct Readings: View {
          @State private var values: [Int] = Array(0..<400)
          @State private var count = 0
          var body: some View { Button("Add") { count += 1 } }
      }
      """)
    let tapped = scene.buttonsAndTaps(in: scene.initialState)
    #expect(tapped.taps.count == 1)
    #expect((tapped.taps.first?.work ?? 0) >= 401)
  }

  @Test func explorationStopsAtTheLimit() throws {
    let scene = try S.scene(
      """
      struct V: View {
          @State private var n = 0
          var body: some View { Button("more") { n += 1 } }
      }
      """)
    let graph = StateGraph(exploring: scene, limit: 64)
    #expect(graph.nodes.count == 64)
    #expect(graph.isTruncated)
  }

  @Test func childViewsBindingsAndPreview() throws {
    let scene = try S.scene(
      """
      struct Badge: View {
          let count: Int
          @Binding var isOn: Bool
          var body: some View {
              Button("\\(count)") { isOn.toggle() }
          }
      }
      struct V: View {
          @State private var on = false
          var body: some View { Badge(count: 3, isOn: $on) }
      }
      #Preview { ZStack { Color.blue; V() } }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(view.buttons.map(\.name) == ["3"])
    let result = scene.tap(view.buttons[0], in: scene.initialState)
    #expect(result.state.description == "on = true")
    let preview = try #require(view.preview)
    #expect(preview.children.count == 2)
    #expect(preview.children[0].kind == .paint(.color(.blue)))
  }

  @Test func animationExpressions() throws {
    #expect(try AnimationExpression.parse(".bouncy") == .bouncy)
    #expect(
      try AnimationExpression.parse(".spring(response: 0.35, dampingFraction: 0.85)")
        == .spring(response: 0.35, dampingFraction: 0.85))
    #expect(
      try AnimationExpression.parse(".easeInOut(duration: 0.3).delay(0.1)")
        == .easeInOut(duration: 0.3).delay(0.1))
    #expect(
      try AnimationExpression.parse("Animation.snappy(duration: 0.4, extraBounce: 0.1).speed(2)")
        == .snappy(duration: 0.4, extraBounce: 0.1).speed(2))
    #expect(
      try AnimationExpression.parse(".linear(duration: 1).repeatCount(3, autoreverses: false)")
        == .linear(duration: 1).repeatCount(3, autoreverses: false))
    #expect(throws: SceneLoadError.self) { try AnimationExpression.parse(".bounsy") }
  }

  @Test func aSpringOfDurationZeroIsAnImmediateChange() throws {
    // App code keeps a duration in state that starts at 0 and is measured later; Swift runs it,
    // so it is not an error. (2π/0)² is an infinite stiffness: the spring's limit as d → 0 jumps.
    let scene = try SceneTestSupport.scene(
      """
      struct V: View {
          @State private var duration: CGFloat = 0
          @State private var open = false
          var body: some View {
              Button("go") { open.toggle() }
                  .frame(width: open ? 200 : 100, height: 44)
                  .glassEffect()
                  .animation(.interpolatingSpring(duration: duration, bounce: 0), value: open)
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(!view.diagnostics.contains { $0.severity == .error })
    #expect(
      view.diagnostics.contains {
        $0.id.id == "approximation" && $0.message.contains("duration 0 settles at once")
          && $0.location.line == 8
      })
  }
}
