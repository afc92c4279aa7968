import MorphCore
import MorphFrame
import MorphLayout
import MorphMotion
import MorphViewTree
import Testing

@testable import MorphScene

/// Controls, gestures, styles and helpers as apps write them; expectations worked out by hand.
@Suite struct AppCodeControlTests {
  typealias S = SceneTestSupport

  @Test func togglesPickersSteppersAndGesturesAreTaps() throws {
    let scene = try S.scene(
      """
      enum Speed: String, CaseIterable, Identifiable {
          case slow, fast
          var id: Self { self }
      }

      struct Settings: View {
          @State private var isOn = false
          @State private var speed: Speed = .slow
          @State private var count = 1
          @State private var tapped = false
          var body: some View {
              VStack {
                  Toggle("Wi-Fi", isOn: $isOn)
                  Picker("Speed", selection: $speed) {
                      ForEach(Speed.allCases) { Text($0.rawValue.capitalized) }
                  }
                  .pickerStyle(.segmented)
                  Stepper("Count", value: $count, in: 0...2)
                  Text("Hello").onTapGesture { tapped.toggle() }
                  Text("Hold").onLongPressGesture { tapped = false }
                  Button("Off") {}.disabled(true)
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(
      view.buttons.map(\.name) == [
        "Wi-Fi", "Slow", "Fast", "Count −", "Count +", "Hello", "Hold",
      ])
    #expect(
      view.buttons.map(\.kind) == [
        .toggle, .pickerOption, .pickerOption, .stepperDecrement, .stepperIncrement, .tapGesture,
        .longPress,
      ])
    func tapping(_ name: String, in state: SceneState) -> SceneState {
      let buttons = scene.evaluate(state).buttons
      guard let button = buttons.first(where: { $0.name == name }) else { return state }
      return scene.evaluate(scene.tap(button, in: state).state).state
    }
    var state = view.state
    state = tapping("Wi-Fi", in: state)
    #expect(state["isOn"] == .bool(true))
    state = tapping("Fast", in: state)
    #expect(state["speed"] == .enumCase(type: "Speed", name: "fast", associated: []))
    // The stepper stays within 0…2: 1 → 2 → 2.
    state = tapping("Count +", in: state)
    state = tapping("Count +", in: state)
    #expect(state["count"] == .int(2))
    state = tapping("Hello", in: state)
    #expect(state["tapped"] == .bool(true))
    // 2 toggle × 2 speeds × 3 counts × 2 tapped values = 24 states.
    #expect(StateGraph(exploring: scene).nodes.count == 24)
  }

  /// A tap gesture on a button's label takes the taps on that view before the button does (a
  /// child's gesture takes precedence over its parent's: Apple's `gesture(_:including:)`). With
  /// `.plain`, the label is all there is to tap, so the empty action never runs; a glass button
  /// draws its capsule around the label, whose rim still reaches the button's own action.
  @Test func aTapGestureInsideAButtonsLabelTakesItsTaps() throws {
    let scene = try S.scene(
      """
      struct FavouriteBar: View {
          @State private var isFavourite = false
          @State private var bookmarkGroup = 2
          @State private var shares = 0
          @Namespace private var bar
          var body: some View {
              GlassEffectContainer {
                  HStack {
                      Image(systemName: "heart")
                          .frame(width: 60, height: 60)
                          .glassEffect()
                          .glassEffectUnion(id: 1, namespace: bar)
                      Image(systemName: "bookmark")
                          .frame(width: 60, height: 60)
                          .glassEffect()
                          .glassEffectUnion(id: bookmarkGroup, namespace: bar)
                      Button {} label: {
                          Image(systemName: isFavourite ? "star.fill" : "star")
                              .frame(width: 60, height: 60)
                              .glassEffect(.regular.interactive())
                              .onTapGesture {
                                  withAnimation(.bouncy) {
                                      isFavourite.toggle()
                                      isFavourite ? (bookmarkGroup = 1) : (bookmarkGroup = 2)
                                  }
                              }
                      }
                      .buttonStyle(.plain)
                      Button { shares += 1 } label: {
                          Text("Share").onTapGesture { shares = 0 }
                      }
                      .buttonStyle(.glass)
                  }
              }
          }
      }
      """)
    let start = scene.evaluate(scene.initialState)
    // The star: its label's gesture only. Share: the button (its glass rim) and the label's text.
    #expect(start.buttons.map(\.kind) == [.tapGesture, .button, .tapGesture])
    #expect(start.buttons.map(\.symbol) == ["star", nil, nil])
    let tapped = scene.evaluate(scene.tap(start.buttons[0], in: start.state).state)
    #expect(tapped.state["isFavourite"] == .bool(true))
    // The ternary's assignment ran: the bookmark joins the heart's union.
    #expect(tapped.state["bookmarkGroup"] == .int(1))
    let groups = S.placements(scene, tapped.state).compactMap(\.unionID)
    #expect(groups == ["1", "1"])
  }

  @Test func controlsAreLaidOutAsIOSDrawsThem() throws {
    let scene = try S.scene(
      """
      struct Controls: View {
          @State private var isOn = true
          var body: some View {
              VStack(spacing: 0) {
                  Toggle(isOn: $isOn) { EmptyView() }
              }
          }
      }
      """)
    let layout = SceneLayout.layout(
      scene.evaluate(scene.initialState).tree, canvas: .size(Size(width: 400, height: 300)))
    // A bare toggle is its 63 × 28 switch, centred on the 400 × 300 canvas: x = 168.5, y = 136;
    // on, the 37 × 24 knob sits 2 pt from the trailing end: x = 168.5 + 63 − 2 − 37 = 192.5.
    let track = try #require(layout.content.first { $0.key.hasSuffix("#track") })
    let knob = try #require(layout.content.first { $0.key.hasSuffix("#knob") })
    #expect(track.frame == Rect(x: 168.5, y: 136, width: 63, height: 28))
    #expect(knob.frame == Rect(x: 192.5, y: 138, width: 37, height: 24))
  }

  @Test func customButtonStylesWrapTheLabel() throws {
    let scene = try S.scene(
      """
      struct GlassyStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              configuration.label
                  .padding(10)
                  .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 8))
          }
      }

      extension ButtonStyle where Self == GlassyStyle {
          static var glassy: GlassyStyle { GlassyStyle() }
      }

      struct Bar: View {
          @State private var count = 0
          var body: some View {
              HStack {
                  Button("A") { count = 1 }.buttonStyle(GlassyStyle())
                  Button("B") { count = 2 }.buttonStyle(.glassy)
              }
          }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.count == 2)
    #expect(glass.allSatisfy { $0.shape == .roundedRectangle(cornerRadius: 8, continuous: true) })
    #expect(glass.allSatisfy { $0.glass.isInteractive })
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 3)
  }

  /// A design system's button styles made by static functions of a constrained extension (as a
  /// wallet app writes its `.blue()`, `.gray(cornerRadius:)` presets): `.buttonStyle(.pill())`
  /// calls the function with its defaults, `.pill(tint: .green)` with the tint given. Both are
  /// glass, and a file with only this view and the style shows the view (it reaches glass through
  /// `.pill`), not stand-ins for the style. Tints: SwiftUI's red by default, then its green.
  @Test func aButtonStyleMadeByAStaticFunctionIsThatStyle() throws {
    let source = """
      import SwiftUI

      struct PillStyle: ButtonStyle {
          let tint: Color
          func makeBody(configuration: Configuration) -> some View {
              configuration.label
                  .padding()
                  .glassEffect(.regular.tint(tint).interactive())
          }
      }

      extension ButtonStyle where Self == PillStyle {
          static func pill(tint: Color = .red) -> PillStyle { PillStyle(tint: tint) }
      }

      struct Actions: View {
          var body: some View {
              VStack {
                  Button("Send") {}.buttonStyle(.pill())
                  Button("Keep") {}.buttonStyle(.pill(tint: .green))
              }
          }
      }
      """
    let scene = try S.scene(source)
    #expect(scene.view.name == "Actions")
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.count == 2)
    #expect(glass.first?.glass.tint == Color.red)
    #expect(glass.last?.glass.tint == Color.named["green"])
    #expect(glass.allSatisfy { $0.glass.isInteractive })
  }

  /// A preset that returns `Self` and builds it with an implicit `.init` (as a wallet app's
  /// `static func primary(_ state:) -> Self { .init(.primary(state)) }` does): in `extension
  /// ButtonStyle where Self == PillStyle`, `Self` is `PillStyle`, so `.init(tint: .orange)` makes
  /// one — one glass button tinted SwiftUI's orange.
  @Test func aStylePresetReturningSelfIsTheConstrainedType() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct PillStyle: ButtonStyle {
          let tint: Color
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.padding().glassEffect(.regular.tint(tint))
          }
      }

      extension ButtonStyle where Self == PillStyle {
          static func warning() -> Self { .init(tint: .orange) }
      }

      struct Alert: View {
          var body: some View { Button("Retry") {}.buttonStyle(.warning()) }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.count == 1)
    #expect(glass.first?.glass.tint == Color.named["orange"])
  }

  /// Static functions of the app's `extension Animation` and `extension Color`, called where an
  /// animation and a colour are expected: `.quick(0.3)` is `.spring(duration: 0.3, bounce: 0.2)`,
  /// whose response is the duration, 0.3 s, and damping fraction 1 − bounce = 0.8 (SwiftUI's
  /// `Animation.spring(duration:bounce:)`); `.brand(opacity: 0.5)` is red at half opacity.
  @Test func staticFunctionsOfAnimationAndColorExtensionsAreCalled() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      extension Animation {
          static func quick(_ duration: Double) -> Animation { .spring(duration: duration, bounce: 0.2) }
      }

      extension Color {
          static func brand(opacity: Double = 1) -> Color { Color(red: 1, green: 0, blue: 0).opacity(opacity) }
      }

      struct Nudge: View {
          @State private var moved = false
          var body: some View {
              Button("Go") { withAnimation(.quick(0.3)) { moved.toggle() } }
                  .padding()
                  .glassEffect(.regular.tint(.brand(opacity: 0.5)))
                  .offset(x: moved ? 40 : 0)
          }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.first?.glass.tint == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
    let button = try #require(scene.evaluate(scene.initialState).buttons.first)
    let animation = scene.tap(button, in: scene.initialState).changes.first?.animation
    #expect(animation == .spring(response: 0.3, dampingFraction: 0.8))
  }

  /// A style with a stored `tint` and a `tint(_:)` method returning a tinted copy (as design
  /// libraries write them), and a shape enum from another file matched with `let` bindings:
  /// the call is the method, and the case's argument is bound.
  @Test func aStyleMethodNamedLikeItsPropertyAndAnotherFilesEnumCase() throws {
    let scene = try S.scene(
      """
      struct PillStyle: ButtonStyle {
          private var shape: BackgroundShape
          private var tint: Color?
          init(shape: BackgroundShape = .roundedRect(cornerRadius: 16)) { self.shape = shape }
          func tint(_ tint: Color?) -> Self {
              var copy = self
              copy.tint = tint
              return copy
          }
          func makeBody(configuration: Configuration) -> some View {
              switch shape {
              case .roundedRect(let cornerRadius):
                  configuration.label.padding(12)
                      .glassEffect(.regular.tint(tint), in: .rect(cornerRadius: cornerRadius))
              case .capsule:
                  configuration.label.padding(12).glassEffect(.regular.tint(tint))
              }
          }
      }

      struct Bar: View {
          var body: some View {
              Button("Save") {}.buttonStyle(PillStyle().tint(.blue))
          }
      }
      """)
    let diagnostics = scene.diagnostics + scene.evaluate(scene.initialState).diagnostics
    #expect(!diagnostics.contains { $0.severity != .note })
    let glass = try #require(S.glass(scene, scene.initialState).first)
    #expect(glass.shape == .roundedRectangle(cornerRadius: 16, continuous: true))
    #expect(glass.glass.tint == Color.named["blue"])
  }

  /// Inside a `ButtonStyle`, `configuration.label.buttonStyle(.glass)` styles the buttons in the
  /// label — there are none, so SwiftUI draws no glass; the simulator says so where it is written.
  @Test func aButtonStyleOnAStylesOwnLabelChangesNothingAndSaysSo() throws {
    let scene = try S.scene(
      """
      struct SystemGlassStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              configuration.label
                  .buttonStyle(.glass)
          }
      }

      struct Bar: View {
          var body: some View {
              Button("Save") {}.buttonStyle(SystemGlassStyle())
          }
      }
      """)
    #expect(S.glass(scene, scene.initialState).isEmpty)
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    let warning = try #require(diagnostics.first { $0.id.id == "no-effect" })
    #expect(warning.location.line == 4)
  }

  /// `extension Button` helpers (an app's `glassEffect(size:)` that puts glass of a `CGSize` behind
  /// the button) are found like `extension View` ones, and a `CGSize`'s `width`/`height` read
  /// back what it was made with: 44 × 44 glass, corner radius 44 / 2 = 22.
  @Test func buttonExtensionsAndSizeComponents() throws {
    let scene = try S.scene(
      """
      extension Button {
          func glassEffect(size: CGSize = CGSize(width: 40, height: 40)) -> some View {
              self.background {
                  Color.white.opacity(0.001).frame(width: size.width, height: size.height)
                      .glassEffect(.regular, in: .rect(cornerRadius: size.height / 2))
              }
          }
      }

      struct Bar: View {
          var body: some View {
              HStack(spacing: 20) {
                  Button {} label: { Image(systemName: "star") }
                      .glassEffect(size: CGSize(width: 44, height: 44))
                  Button {} label: { Image(systemName: "heart") }
                      .glassEffect()
              }
          }
      }
      """)
    let diagnostics = scene.diagnostics + scene.evaluate(scene.initialState).diagnostics
    #expect(!diagnostics.contains { $0.severity != .note })
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.map(\.frame.width) == [44, 40])
    #expect(glass.map(\.frame.height) == [44, 40])
    #expect(
      glass.map(\.shape) == [
        .roundedRectangle(cornerRadius: 22, continuous: true),
        .roundedRectangle(cornerRadius: 20, continuous: true),
      ])
  }

  @Test func viewExtensionsModifiersAndOverloads() throws {
    let scene = try S.scene(
      """
      extension View {
          func pill(_ padding: CGFloat = 12) -> some View {
              self.padding(padding).glassEffect()
          }
          var card: some View { padding(20).glassEffect(in: .rect(cornerRadius: 16)) }
      }

      struct Badge: ViewModifier {
          var tint: Color
          func body(content: Content) -> some View {
              content.padding(4).glassEffect(.regular.tint(tint))
          }
      }

      struct Helpers: View {
          var body: some View {
              VStack {
                  label(3)
                  label("Three")
                  Text("Pill").pill()
                  Text("Card").card
                  Text("Badge").modifier(Badge(tint: .red))
              }
          }
          func label(_ value: Int) -> some View { Text("Number \\(value)") }
          func label(_ value: String) -> some View { Text("Word \\(value)") }
      }
      """)
    let body = try S.body(S.source(of: scene))
    #expect(S.texts(body) == ["Number 3", "Word Three", "Pill", "Card", "Badge"])
    let glass = S.glass(scene, scene.initialState)
    #expect(
      glass.map(\.shape) == [
        .capsule, .roundedRectangle(cornerRadius: 16, continuous: true), .capsule,
      ])
    #expect(glass[2].glass.tint == Color.red)
    // "Pill": 17 pt body text is 22 tall; padding 12 all round makes the capsule 46 tall.
    #expect(glass[0].frame.height == 46)
  }
}

extension AppCodeControlTests {
  /// `.onAppear` and `.task` run when the view appears: each is an event named "appear" (then
  /// "appear 2", …) that exploring takes like a tap, so what a view shows once it has appeared
  /// — controls revealed by a task, a fade-in — is a state of its own. Awaited calls are skipped;
  /// `await MainActor.run { … }` runs its body where it stands.
  @Test func appearingIsAnEventThatRevealsWhatOnAppearAndTaskShow() throws {
    let scene = try S.scene(
      """
      struct Loader: View {
          @State private var hasAppeared = false
          @State private var showsControls = false
          var body: some View {
              ZStack {
                  Text("Loading")
                  if showsControls {
                      Button("Settings") {}.glassEffect()
                  }
              }
              .opacity(hasAppeared ? 1 : 0)
              .onAppear { withAnimation(.smooth) { hasAppeared = true } }
              .task {
                  try? await Task.sleep(for: .seconds(5))
                  await MainActor.run { showsControls = true }
              }
          }
      }
      """)
    let initial = scene.evaluate(scene.initialState)
    // Two events in modifier order, neither tappable by a finger (no glass, no label).
    #expect(initial.buttons.map(\.name) == ["appear", "appear 2"])
    #expect(initial.buttons.allSatisfy { $0.kind == .appear && $0.glassID == nil })
    let graph = StateGraph(exploring: scene)
    // initial, appeared, controls shown, both: 2 × 2 states; the Settings glass in the last two.
    #expect(graph.nodes.count == 4)
    #expect(S.glass(graph).map(\.count) == [0, 0, 1, 1])
    #expect(graph.nodes[3].taps == ["appear", "appear 2"])
  }
}

extension AppCodeControlTests {
  /// A splash that moves on by itself: `DispatchQueue.main.asyncAfter` in `.onAppear` changes
  /// the step, in its own `withAnimation`. The closure runs at once when the view appears (a note
  /// says its delay is not simulated), so the onboarding page with its glass button is the state
  /// after "appear"; the deadline `.now() + 1.5` is an unknown time, not an operator error.
  @Test func workDispatchedToTheMainQueueRunsWhenItsActionDoes() throws {
    let scene = try S.scene(
      """
      enum Step { case splash, welcome }

      struct Onboarding: View {
          @State private var step: Step = .splash
          var body: some View {
              ZStack {
                  switch step {
                  case .splash:
                      Text("Loading")
                  case .welcome:
                      Button("Continue") {}.buttonStyle(.glassProminent)
                  }
              }
              .onAppear {
                  DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                      withAnimation(.easeInOut(duration: 0.8)) { step = .welcome }
                  }
              }
          }
      }
      """)
    let appear = try #require(scene.evaluate(scene.initialState).buttons.first)
    let result = scene.tap(appear, in: scene.initialState)
    #expect(result.changes.map(\.name) == ["step"])
    #expect(result.changes.first?.animation == .easeInOut(duration: 0.8))
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [0, 1])
    #expect(result.diagnostics.contains { $0.message.contains("delay before it is not simulated") })
    #expect(!result.diagnostics.contains { $0.id.id == "unsupported-operator" })
  }

  /// A "Copied" checkmark that clears itself 1.2 s later: the delayed closure only puts back what
  /// the tap set, so the tap's state (checkmark shown, `copied` = true) is kept — the feedback
  /// the app shows until then — rather than a tap that ends where it began.
  @Test func aDelayedResetKeepsTheFeedbackItClears() throws {
    let scene = try S.scene(
      """
      struct CopyButton: View {
          @State private var copied = false
          var body: some View {
              HStack {
                  if copied { Image(systemName: "checkmark") }
                  Button("Copy") {
                      withAnimation(.easeInOut(duration: 0.15)) { copied = true }
                      DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                          withAnimation { copied = false }
                      }
                  }
                  .buttonStyle(.glass)
              }
          }
      }
      """)
    let copy = try #require(scene.evaluate(scene.initialState).buttons.first)
    let result = scene.tap(copy, in: scene.initialState)
    #expect(result.changes.map(\.value) == ["true"])
    #expect(result.state["copied"] == .bool(true))
    #expect(
      result.diagnostics.contains { $0.message.contains("only puts back what its action set") })
  }

  /// The reverse order is not a reset: a menu hidden at once (it is already hidden: false →
  /// false) and shown again 750 ms later, once navigation settles, ends at a value the menu did
  /// not have before the event (false → true), so the delayed closure runs and the event shows
  /// the menu (before, it was taken for a reset and the event changed nothing).
  @Test func aDelayedChangePastTheActionsValueRuns() throws {
    let scene = try S.scene(
      """
      struct SearchBar: View {
          @State private var isMenuShown = false
          var body: some View {
              HStack {
                  Text("3 of 12")
                  if isMenuShown {
                      Image(systemName: "ellipsis").padding().glassEffect()
                  }
              }
              .onAppear {
                  withAnimation(nil) { isMenuShown = false }
                  DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(750)) {
                      withAnimation(nil) { isMenuShown = true }
                  }
              }
          }
      }
      """)
    let appear = try #require(scene.evaluate(scene.initialState).buttons.first)
    let result = scene.tap(appear, in: scene.initialState)
    #expect(result.changes.map(\.value) == ["false", "true"])
    #expect(result.state["isMenuShown"] == .bool(true))
    #expect(S.glass(scene, result.state).count == 1)
  }
}

extension AppCodeControlTests {
  /// What runs on appearing is often app code the simulator cannot run: its errors become
  /// warnings and the state it would reach is not explored (a button's would stay errors).
  @Test func anAppearWhoseCodeFailsIsAWarningNotAnError() throws {
    let scene = try S.scene(
      """
      struct Counter: View {
          @State private var count = 0
          var body: some View {
              Text("\\(count)").padding().glassEffect()
                  .onAppear { let zero = 0; count = 10 / zero }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 1)
    #expect(!graph.diagnostics.contains { $0.severity == .error }, "\(graph.diagnostics)")
    #expect(graph.diagnostics.contains { $0.severity == .warning && $0.message.contains("zero") })
  }

  /// A `Slider` over a `Double` range (`0.0...10.0`) with a label: its track filled to
  /// 4 / 10 = 0.4, 34 pt tall, and two taps, `Volume min` (0.0) and `Volume max` (10.0) — past 8,
  /// so the "Loud" glass shows; `onEditingChanged(false)` runs after each, as a release.
  @Test func aSliderSlidesToEitherEndOfItsRange() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Mixer: View {
          @State private var volume = 4.0
          @State private var released = false
          var body: some View {
              VStack {
                  Slider(value: $volume, in: 0.0...10.0, onEditingChanged: { editing in
                      released = !editing
                  }) { Text("Volume") }
                  if volume > 8 { Text("Loud").padding().glassEffect() }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(view.buttons.map(\.name) == ["Volume min", "Volume max"])
    let slider = try #require(
      S.nodes(view.tree.root).first { if case .progress = $0.kind { true } else { false } })
    #expect(slider.kind == ViewKind.progress(fraction: 0.4))
    #expect(slider.modifiers.contains { $0 == .frame(width: nil, height: 34, alignment: .center) })
    let graph = StateGraph(exploring: scene)
    let max = try #require(graph.edges.first { $0.from == 0 && $0.button == "Volume max" })
    #expect(max.changes.map(\.name) == ["volume", "released"])
    #expect(max.changes.map(\.value) == ["10.0", "true"])
    #expect(S.glass(scene, graph.nodes[max.to].state).count == 1)
    let min = try #require(graph.edges.first { $0.from == 0 && $0.button == "Volume min" })
    #expect(min.changes.first?.value == "0.0")
    #expect(S.glass(scene, graph.nodes[min.to].state).isEmpty)
  }
}
