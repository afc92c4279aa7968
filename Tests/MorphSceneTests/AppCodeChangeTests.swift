import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphMotion
import Testing

@testable import MorphScene

/// `.onChange(of:)` as apps use it: a derived flag kept in step with a selection, a chain of
/// them, and a pair that chase each other. Expectations worked out by hand from the sources.
@Suite struct AppCodeChangeTests {
  typealias S = SceneTestSupport

  static let filters = """
    struct Filters: View {
        @State private var selection = 0
        @State private var showsClear = false
        var body: some View {
            VStack(spacing: 20) {
                Picker("Filter", selection: $selection) {
                    Text("All").tag(0)
                    Text("Unread").tag(1)
                }
                .pickerStyle(.segmented)
                if showsClear {
                    Button("Clear") { withAnimation(.bouncy) { selection = 0 } }
                        .buttonStyle(.glass)
                }
            }
            .onChange(of: selection) { oldValue, newValue in
                showsClear = newValue != 0
            }
        }
    }
    """

  /// Picking "Unread" sets `selection`; its `.onChange` then shows the glass "Clear" button.
  /// "Clear" sets `selection` back inside `withAnimation(.bouncy)`, and the action it sets off
  /// hides the button in that same transaction: both changes are `.bouncy`.
  /// `withAnimation(…) { … } completion: { … }`: the completion runs once the animation is
  /// done, outside its transaction (before: skipped, so the lap count never moved). Worked out:
  /// "Start" sets running and the work phase in the spring's transaction, then the completion
  /// counts a lap with no animation — running, `.work`, 1 lap.
  @Test func aWithAnimationCompletionRunsAfterItsBodyWithoutItsAnimation() throws {
    let scene = try S.scene(
      """
      @Observable final class IntervalTimer {
          var isRunning = false
          var laps = 0
          var phase: Phase = .idle
          enum Phase { case idle, work }

          func start() {
              withAnimation(.spring(duration: 0.4)) {
                  isRunning = true
                  phase = .work
              } completion: {
                  self.laps += 1
              }
          }
      }

      struct TimerScreen: View {
          @State private var timer = IntervalTimer()
          var body: some View {
              Button(timer.isRunning ? "Running" : "Start") { timer.start() }
                  .buttonStyle(.glassProminent)
                  .disabled(timer.isRunning)
          }
      }
      """)
    let start = scene.evaluate(scene.initialState)
    let tapped = scene.tap(try #require(start.buttons.first), in: start.state)
    let byName = Dictionary(tapped.changes.map { ($0.name, $0) }) { first, _ in first }
    #expect(byName["IntervalTimer.isRunning"]?.value == "true")
    #expect(byName["IntervalTimer.isRunning"]?.isAnimated == true)
    #expect(byName["IntervalTimer.laps"]?.value == "1")
    #expect(byName["IntervalTimer.laps"]?.isAnimated == false)
  }

  @Test func anOnChangeActionFollowsTheTapThatChangedItsValue() throws {
    let scene = try S.scene(Self.filters)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.taps) == [[], ["Unread"]])
    #expect(S.glass(graph).map(\.count) == [0, 1])
    let filtered = try #require(graph.nodes.last)
    let clear = try #require(filtered.view.buttons.first { $0.name == "Clear" })
    let result = scene.tap(clear, in: filtered.state)
    #expect(result.changes.map(\.name) == ["selection", "showsClear"])
    #expect(result.changes.map(\.value) == ["0", "false"])
    #expect(result.changes.allSatisfy { $0.animation == .bouncy })
    #expect(result.state["showsClear"] == .bool(false))
  }

  /// One action's change sets off the next (`count` → `isEven` → `label`): two rounds; the
  /// one-parameter form gets the new value.
  @Test func changeActionsChainUntilNothingMoreChanges() throws {
    let scene = try S.scene(
      """
      struct Counter: View {
          @State private var count = 0
          @State private var isEven = true
          @State private var label = "even"
          var body: some View {
              Button(label) { count += 1 }
                  .buttonStyle(.glass)
                  .onChange(of: count) { newValue in isEven = newValue % 2 == 0 }
                  .onChange(of: isEven) { label = isEven ? "even" : "odd" }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let result = scene.tap(view.buttons[0], in: view.state)
    #expect(result.changes.map(\.name) == ["count", "isEven", "label"])
    #expect(result.state["label"] == .string("odd"))
    // Nothing was animated: no transaction to inherit.
    #expect(result.changes.allSatisfy { !$0.isAnimated })
  }

  /// A flag of a service from another module (`bleService.isPeripheralConnected`) changes though
  /// no tap here changes it: the `.onChange` watching it is an event, `change …`, that flips the
  /// unknown and runs the action — which copies it into state, showing the glass "next" button.
  /// The same event again flips it back to the state it started from.
  @Test func aValueFromAnotherModuleChangesByAnEvent() throws {
    let scene = try S.scene(
      """
      struct SetupView: View {
          @Environment(BLEService.self) private var bleService
          @State private var isConnected = false
          @Namespace private var namespace
          var body: some View {
              GlassEffectContainer {
                  HStack {
                      Button(isConnected ? "Disconnect" : "Connect") { bleService.toggle() }
                          .buttonStyle(.glass)
                      if isConnected {
                          Image(systemName: "arrow.forward")
                              .frame(width: 44, height: 44)
                              .glassEffect(.regular.tint(.pink).interactive())
                              .glassEffectID("next", in: namespace)
                      }
                  }
              }
              .onChange(of: bleService.isPeripheralConnected) {
                  withAnimation { isConnected = bleService.isPeripheralConnected }
              }
          }
      }
      """)
    let event = "change bleService.isPeripheralConnected"
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.first?.view.buttons.map(\.name) == [event, "Connect"])
    let connected = try #require(graph.nodes.firstIndex { $0.taps == [event] })
    #expect(graph.nodes[connected].state["isConnected"] == .bool(true))
    #expect(S.glass(graph)[connected].compactMap(\.id) == ["next"])
    #expect(graph.edges.contains { $0.from == connected && $0.button == event && $0.to == 0 })
  }

  /// A notification named by a string, with `object:` after it: the event is named for the
  /// string (it was cut at the first `)`, "receive NSNotification.Name(\"PollVoteChanged\"").
  @Test func aNotificationNamedByAStringIsNamedForTheString() throws {
    let scene = try S.scene(
      """
      struct PollBadge: View {
          @State private var votes = 0
          var body: some View {
              Text("\\(votes) votes")
                  .padding()
                  .glassEffect()
                  .onReceive(NotificationCenter.default.publisher(
                      for: NSNotification.Name("PollVoteChanged"), object: nil)) { _ in
                      votes += 1
                  }
          }
      }
      """)
    #expect(scene.evaluate(scene.initialState).buttons.map(\.name) == ["receive PollVoteChanged"])
    // Posted under the same string by a button, it is delivered in the same tap: 0 → 1 vote.
    let posting = try S.scene(
      S.source(of: scene).replacingOccurrences(
        of: ".glassEffect()",
        with: """
          .glassEffect()
          .onTapGesture {
              NotificationCenter.default.post(name: Notification.Name("PollVoteChanged"), object: nil)
          }
          """))
    let tap = try #require(
      posting.evaluate(posting.initialState).buttons.first { !$0.kind.isEvent })
    #expect(posting.tap(tap, in: posting.initialState).state["votes"] == .int(1))
  }

  /// `.onReceive` of a timer and of a notification: each an event of its own, named for its
  /// publisher, that runs the action once a tap. The timer's steps the message (index + 1) mod 3;
  /// the notification sets a badge: 3 indices × 2 badges = 6 states.
  @Test func aTimerAndANotificationAreEventsOfTheirOwn() throws {
    let scene = try S.scene(
      """
      struct Ticker: View {
          let messages = ["Syncing", "Almost there", "Done"]
          @State private var index = 0
          @State private var badge = false
          let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
          var body: some View {
              Text(messages[index])
                  .padding()
                  .glassEffect()
                  .onReceive(timer) { _ in
                      withAnimation(.smooth) { index = (index + 1) % messages.count }
                  }
                  .onReceive(NotificationCenter.default.publisher(for: .profileDidChange)) { _ in
                      badge = true
                  }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(view.buttons.map(\.name) == ["receive timer", "receive .profileDidChange"])
    #expect(view.buttons.allSatisfy { $0.kind.isEvent })
    var state = view.state
    var indices: [StateValue?] = []
    for _ in 0..<3 {
      let tick = scene.evaluate(state).buttons[0]
      let result = scene.tap(tick, in: state)
      #expect(result.changes.first?.animation == .smooth)
      state = result.state
      indices.append(state["index"])
    }
    #expect(indices == [.int(1), .int(2), .int(0)])
    #expect(StateGraph(exploring: scene).nodes.count == 6)
  }

  /// Two actions that keep changing what the other watches stop after 8 rounds with a located
  /// warning, as SwiftUI warns of an onChange "tried to update multiple times per frame".
  @Test func actionsThatChaseEachOtherStopWithAWarning() throws {
    let scene = try S.scene(
      """
      struct Loop: View {
          @State private var a = 0
          @State private var b = 0
          var body: some View {
              Button("Go") { a += 1 }
                  .onChange(of: a) { b += 1 }
                  .onChange(of: b) { a += 1 }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let result = scene.tap(view.buttons[0], in: view.state)
    // The tap (a = 1), then 8 rounds of one action each: 1 + 8 changes; a = 1 + 4, b = 4.
    #expect(result.changes.count == 9)
    #expect(result.state["a"] == .int(5) && result.state["b"] == .int(4))
    let warning = try #require(result.diagnostics.first { $0.id.id == "element-limit" })
    #expect(warning.location.line == 6)
  }

  /// A button in one view posts a notification another view receives (Noctowl's profile button
  /// asks the tab bar to push its settings): NotificationCenter delivers before `post` returns,
  /// so the tap runs the receiver's action — here the settings panel's glass appears, in the
  /// receiver's `.bouncy`. The names match however each side spells them: `.openSettings` and
  /// `Notification.Name("openSettings")`.
  @Test func aPostedNotificationRunsItsReceiversInTheSameTap() throws {
    let scene = try S.scene(
      """
      extension Notification.Name {
          static let openSettings = Notification.Name("openSettings")
      }

      struct ProfileButton: View {
          var body: some View {
              Button {
                  NotificationCenter.default.post(name: .openSettings, object: nil)
              } label: {
                  Image(systemName: "person.crop.circle")
              }
              .buttonStyle(.glass)
          }
      }

      struct Home: View {
          @State private var showsSettings = false
          var body: some View {
              VStack {
                  ProfileButton()
                  if showsSettings {
                      Text("Settings").padding().glassEffect()
                  }
              }
              .onReceive(NotificationCenter.default.publisher(for: Notification.Name("openSettings"))) { _ in
                  withAnimation(.bouncy) { showsSettings = true }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let profile = try #require(view.buttons.first { $0.kind == .button })
    let result = scene.tap(profile, in: scene.initialState)
    #expect(result.changes.map(\.name) == ["showsSettings"])
    #expect(result.changes.first?.animation == .bouncy)
    #expect(!result.diagnostics.contains { $0.message.contains("post") })
    let graph = StateGraph(exploring: scene)
    #expect(graph.edges.contains { $0.from == 0 && $0.button == profile.name && $0.to != 0 })
  }

  /// Noctowl's profile button posts `Notification.Name("RequestPushSettings")`, made in the
  /// action: Foundation's name for a string, not app code to skip (it was noted "Skipped
  /// 'Notification.Name(…)'"); the tab bar receives it under the same name.
  @Test func aNotificationNameMadeInTheActionIsItsString() throws {
    let scene = try S.scene(
      """
      struct Home: View {
          @State private var showsSettings = false
          var body: some View {
              VStack {
                  Button("Profile") {
                      NotificationCenter.default.post(name: Notification.Name("RequestPushSettings"), object: nil)
                  }
                  if showsSettings { Text("Settings").padding().glassEffect() }
              }
              .onReceive(NotificationCenter.default.publisher(for: .init("RequestPushSettings"))) { _ in
                  showsSettings = true
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let profile = try #require(view.buttons.first { $0.name == "Profile" })
    let result = scene.tap(profile, in: scene.initialState)
    #expect(result.changes.map(\.name) == ["showsSettings"])
    let skipped = result.diagnostics.contains { $0.id == DiagnosticID.skippedCall.messageID }
    #expect(!skipped)
  }
}
