import GlassMorph
import Testing

/// The states `check` reaches by assuming what a file does not declare (`assumed …`) can be
/// played: a `.set` of the unknown, as `--set` writes it, and the default timeline of a scene
/// whose only changes or glass lie behind one. Frames are worked out by hand on a fixed canvas.
@Suite struct AssumedStatesTests {
  /// A keypad whose guard compares with a limit from another file: as written, the tap stops at
  /// the guard; with `0 < PinPolicy.length` assumed true it types "1" and the Clear glass appears.
  static let keypad = """
    import SwiftUI

    struct PinPad: View {
        @State private var pin = ""
        @Namespace private var glass

        var body: some View {
            VStack(spacing: 20) {
                Button("1") {
                    guard pin.count < PinPolicy.length else { return }
                    withAnimation(.bouncy) { pin += "1" }
                }
                .frame(width: 60, height: 60)
                .glassEffect()
                .glassEffectID("one", in: glass)
                if !pin.isEmpty {
                    Button("Clear") { withAnimation { pin = "" } }
                        .frame(width: 100, height: 40)
                        .glassEffect()
                        .glassEffectID("clear", in: glass)
                }
            }
        }
    }
    """

  /// A banner that exists only while the app's store says so, and expands when tapped.
  static let banner = """
    import SwiftUI

    struct Banner: View {
        @Environment(Store.self) private var store
        @State private var expanded = false
        @Namespace private var glass

        var body: some View {
            if store.showsBanner {
                Text("New messages")
                    .frame(width: 200, height: expanded ? 120 : 60)
                    .glassEffect(in: .rect(cornerRadius: 20))
                    .glassEffectID("banner", in: glass)
                    .onTapGesture { withAnimation(.bouncy) { expanded.toggle() } }
            }
        }
    }
    """

  /// A player whose glass shows only in the second case of a model's phase.
  static let player = """
    import SwiftUI

    struct Player: View {
        @Environment(PlayerModel.self) private var model
        @Namespace private var glass

        var body: some View {
            switch model.phase {
            case .idle:
                Text("Nothing playing")
            case .playing:
                Text("Playing")
                    .frame(width: 160, height: 50)
                    .glassEffect()
                    .glassEffectID("bar", in: glass)
            }
        }
    }
    """

  static let canvas = CanvasChoice.size(Size(width: 300, height: 200))

  @Test func setReadsTheUnknownsCheckLists() throws {
    let banner = try GlassScene(source: Self.banner)
    // The name as check prints it, and without "assumed " where no @State has it.
    #expect(try banner.stateValue("true", for: "assumed store.showsBanner") == .bool(true))
    #expect(try banner.stateValue(" false ", for: "store.showsBanner") == .bool(false))
    #expect {
      try banner.stateValue("yes", for: "store.showsBanner")
    } throws: { error in
      (error as? StateValueError)?.message
        == "'assumed store.showsBanner' is an unknown this scene explores: write true or false, not 'yes'."
    }
    // A typo is neither a @State nor an unknown: the message lists both.
    #expect {
      try banner.stateValue("true", for: "store.showBanner")
    } throws: { error in
      (error as? StateValueError)?.message
        == "'Banner' has no @State 'store.showBanner'; its state is expanded, and the unknowns it explores are 'assumed store.showsBanner'."
    }
    // An action's condition is found by exploring taps (the views never read it).
    let keypad = try GlassScene(source: Self.keypad)
    #expect(try keypad.stateValue("true", for: "assumed 0 < PinPolicy.length") == .bool(true))
    // A switch's subject takes a case number from 1, as check labels "assumed case 2 of …";
    // the state keeps the index from 0.
    let player = try GlassScene(source: Self.player)
    #expect(try player.stateValue("2", for: "assumed case of model.phase") == .int(1))
    // The state lists the case by the same number.
    let states = player.reachableStates(canvas: Self.canvas).states
    #expect(
      states.map(\.values.description) == [
        "assumed case of model.phase = 1", "assumed case of model.phase = 2",
      ])
    #expect {
      try player.stateValue("3", for: "assumed case of model.phase")
    } throws: { error in
      (error as? StateValueError)?.message.hasPrefix(
        "'assumed case of model.phase' is the subject of a switch this scene explores case by case: write a case number from 1 to 2"
      ) == true
    }
  }

  @Test func anActionsAssumptionIsPlayedBeforeTheTap() throws {
    let scene = try GlassScene(source: Self.keypad)
    // As written, the guard stops the tap: the keypad alone, 60 × 60 in the middle of
    // 300 × 200 → (120, 70).
    let plain = try scene.timeline([.tap("one", at: 0.25)], canvas: Self.canvas)
    #expect(plain.sample(at: 3).element("clear") == nil)
    #expect(plain.sample(at: 3).element("one")?.frame.minY == 70)
    // Assumed true, "1" is typed: the stack is 60 + 20 + 40 = 120 tall, from y = 40; the Clear
    // button sits at y = 40 + 60 + 20 = 120, x = (300 − 100) / 2 = 100.
    let assumed = try scene.timeline(
      [
        .set("assumed 0 < PinPolicy.length", .bool(true), animation: nil, at: 0),
        .tap("one", at: 0.25),
      ], canvas: Self.canvas)
    let clear = try #require(assumed.sample(at: 3).element("clear"))
    #expect(clear.frame.minX == 100 && clear.frame.minY == 120)
    #expect(assumed.sample(at: 3).element("one")?.frame.minY == 40)
    // Before the tap nothing has changed.
    #expect(assumed.sample(at: 0.2).element("clear") == nil)
  }

  @Test func aViewsAssumptionShowsItsGlassFromTheStart() throws {
    let scene = try GlassScene(source: Self.banner)
    let hidden = try scene.timeline([], canvas: Self.canvas)
    #expect(hidden.sample(at: 0).element("banner") == nil)
    // Set at 0 s without animation: the banner is there in the first frame, 200 × 60 in the
    // middle of 300 × 200 → (50, 70).
    let shown = try scene.timeline(
      [.set("store.showsBanner", .bool(true), animation: nil, at: 0)], canvas: Self.canvas)
    let banner = try #require(shown.sample(at: 0).element("banner"))
    #expect(banner.frame.minX == 50 && banner.frame.minY == 70 && banner.frame.height == 60)
  }

  @Test func theDefaultTimelineStartsWhereAnAssumptionLetsATapChangeSomething() throws {
    // The keypad: no tap changes it as it starts; with the guard's condition assumed, "1" types.
    let keypad = try GlassScene(source: Self.keypad).defaultEvents(canvas: Self.canvas)
    #expect(keypad.count == 3)
    #expect(
      Array(keypad.prefix(2)) == [
        .set("assumed 0 < PinPolicy.length", .bool(true), animation: nil, at: 0),
        .tap("one", at: 0.25),
      ])
    // The banner: its tap exists only when the store shows it.
    let banner = try GlassScene(source: Self.banner)
    let events = banner.defaultEvents(canvas: Self.canvas)
    #expect(events.first == .set("assumed store.showsBanner", .bool(true), animation: nil, at: 0))
    #expect(events.count == 3)
    // Played, the tap expands it: 60 → 120 tall once settled, still 200 wide at x = 50.
    let timeline = try banner.timeline(events, canvas: Self.canvas)
    guard case .tap(_, let second) = events[2] else {
      Issue.record("expected a second tap")
      return
    }
    let open = try #require(timeline.sample(at: second - 0.01).element("banner"))
    #expect(abs(open.frame.height - 120) < 0.01 && open.frame.minX == 50)
  }

  /// The preview asks only for the `.set`s a default timeline starts with: the same as the
  /// default events' (worked out in the tests above), none for a scene that starts as written.
  @Test func theDefaultSetupIsTheDefaultEventsSets() throws {
    for source in [Self.keypad, Self.banner, Self.player] {
      let scene = try GlassScene(source: source)
      let sets = scene.defaultEvents(canvas: Self.canvas).filter {
        if case .set = $0 { true } else { false }
      }
      #expect(!sets.isEmpty)
      #expect(scene.defaultSetup(canvas: Self.canvas) == sets)
    }
    let plain = try GlassScene(
      source: """
        struct Pill: View {
            @State private var open = false
            var body: some View {
                Button("Open") { withAnimation { open.toggle() } }.glassEffect()
            }
        }
        """)
    #expect(plain.defaultSetup(canvas: Self.canvas).isEmpty)
  }

  @Test func withNoTapTheDefaultTimelineShowsTheGlassAnAssumptionReveals() throws {
    // The player has no tap that changes it: its glass, in the second case, is shown still.
    let player = try GlassScene(source: Self.player)
    let events = player.defaultEvents(canvas: Self.canvas)
    #expect(events == [.set("assumed case of model.phase", .int(1), animation: nil, at: 0)])
    let bar = try #require(
      try player.timeline(events, canvas: Self.canvas).sample(at: 0).element("bar"))
    // 160 × 50 in the middle of 300 × 200.
    #expect(bar.frame.minX == 70 && bar.frame.minY == 75)
  }

  @Test func aStartThatShowsGlassIsNotTradedForOneWithout() throws {
    // As it starts the lesson shows its glass step and no tap changes it; assuming the store's
    // flag reaches a counter without glass. The default timeline keeps the glass (a still of
    // the start) rather than playing the counter.
    let scene = try GlassScene(
      source: """
        struct Lesson: View {
            @State private var count = 0
            var body: some View {
                if LessonStore.completed {
                    Button("Again") { count += 1 }
                    Text("\\(count)")
                } else {
                    Text("Step").padding().glassEffect()
                }
            }
        }
        """)
    #expect(scene.defaultEvents(canvas: Self.canvas).isEmpty)
    // The counter's state is there to set by hand.
    #expect(try scene.stateValue("true", for: "LessonStore.completed") == .bool(true))
  }

  /// A permission request from the system's framework, assigned to the flag that shows the
  /// glass: the call's result is an unknown named for the call (it was `()`, and the state read
  /// "assumed () = true"); the tap that makes it (`appear`) is explored with it true, and the
  /// default timeline plays that tap, the glass arriving.
  @Test func anUnknownCallsResultInAnActionIsExploredUnderItsName() throws {
    let scene = try GlassScene(
      source: """
        struct Gate: View {
            @State private var authorized = false
            var body: some View {
                VStack {
                    if authorized {
                        Button("Send") { }.buttonStyle(.glassProminent)
                    }
                }
                .task { await requestAuthorization() }
            }
            private func requestAuthorization() async {
                authorized = try await UNUserNotificationCenter.current()
                    .requestAuthorization(options: [.alert, .sound])
            }
        }
        """)
    let states = scene.reachableStates(canvas: Self.canvas).states
    #expect(states.count == 2)
    #expect(states[1].assumed == ["UNUserNotificationCenter.current.requestAuthorization"])
    #expect(states[1].values["authorized"] == .bool(true))
    #expect(states[1].layout.glass.count == 1)
    let events = scene.defaultEvents(canvas: Self.canvas)
    #expect(
      Array(events.prefix(2)) == [
        .set(
          "assumed UNUserNotificationCenter.current.requestAuthorization", .bool(true),
          animation: nil, at: 0),
        .tap("appear", at: 0.25),
      ])
  }
}
