import Foundation
import GlassMorph
import GlassMorphTestSupport
import Testing

/// What the live preview builds on: a tap's animation replaced, taps spaced as a person taps,
/// and where a button is on screen.
@Suite struct TapSequenceTests {
  static func toolbar() throws -> GlassScene { try GlassScene(path: Repository.scene("toolbar")) }

  @Test func anOverrideReplacesTheTapsAnimation() throws {
    let scene = try Self.toolbar()
    let tap = TimelineEvent.tap("toggle", at: 0.25)
    let own = try scene.timeline([tap])
    let override = MorphAnimation.spring(duration: 0.5, bounce: 0)
    let replaced = try scene.timeline([tap], animationOverride: override)
    #expect(own.transactions.map(\.animation) == [.bouncy])
    #expect(replaced.transactions.map(\.animation) == [override])
    // 0.1 s after the tap the reference integrator (Docs/Motion.md §4.1) gives both springs'
    // progress: the scene's .bouncy (response 0.5, damping 0.7; 0.438695, the figure the
    // keyframes tests use) and the override (response 0.5, damping 1).
    var bouncy = ReferenceFluidSpring(response: 0.5, dampingRatio: 0.7)
    var critical = ReferenceFluidSpring(response: 0.5, dampingRatio: 1)
    bouncy.run(to: 0.1, target: 1)
    critical.run(to: 0.1, target: 1)
    // The toggle moves from x = 179 to 243 when the toolbar expands.
    let ownX = try #require(own.sample(at: 0.35).element("toggle")).frame.minX
    let replacedX = try #require(replaced.sample(at: 0.35).element("toggle")).frame.minX
    #expect(abs(ownX - (179 + 64 * bouncy.x)) < 1e-4)
    #expect(abs(replacedX - (179 + 64 * critical.x)) < 1e-4)
    #expect(replacedX < ownX)  // critically damped starts slower than bouncy
  }

  @Test func anOverrideOfOneTapLeavesTheOthers() throws {
    let scene = try Self.toolbar()
    let taps: [TimelineEvent] = [
      .tap("toggle", at: 0.25), .tap("toggle", at: 1.5), .tap("toggle", at: 3),
    ]
    let override = MorphAnimation.spring(duration: 0.5, bounce: 0)
    // Listed out of time order: the index counts taps in time order.
    let second = try scene.timeline(
      [taps[2], taps[0], taps[1]], animationOverride: override, overridingTap: 1)
    #expect(second.transactions.map(\.animation) == [.bouncy, override, .bouncy])
    // What plays is what the scene wrote except where it was replaced.
    #expect(second.transactions.map(\.animationSource) == [".bouncy", nil, ".bouncy"])
  }

  @Test func setEventsKeepTheirOwnAnimation() throws {
    let scene = try Self.toolbar()
    let set = TimelineEvent.set("isExpanded", .bool(true), animation: .smooth, at: 0.1)
    let timeline = try scene.timeline([set], animationOverride: .bouncy)
    #expect(timeline.transactions.map(\.animation) == [.smooth])
  }

  @Test func tapsAreSpacedBySettlingPlusHalfASecond() throws {
    let scene = try Self.toolbar()
    let events = try scene.events(tapping: ["toggle", "toggle", "toggle"])
    #expect(events.count == 3)
    #expect(events[0] == .tap("toggle", at: 0.25))
    // Each next tap: 0.5 s after the timeline so far settles, to the millisecond.
    for index in 1..<3 {
      let sofar = try scene.timeline(Array(events[..<index]))
      let settle = try #require(sofar.settleTime)
      #expect(abs(events[index].time - (settle + 0.5)) <= 0.0005)
    }
    #expect {
      _ = try scene.events(tapping: ["toggle", "pencil", "nope"])
    } throws: { error in
      "\(error)".contains("no button is called 'nope'")
    }
  }

  @Test func aButtonIsWhereItsGlassIs() throws {
    let scene = try Self.toolbar()
    let layout = scene.layout()
    let toggle = try #require(scene.buttons().first { $0.name == "toggle" })
    // The toolbar's one button at rest: 44 × 44 pt centred in the iPhone 16 Pro's safe area
    // (402 × 874 pt, 62 pt top and 34 pt bottom): x = (402 − 44) / 2 = 179,
    // y = 62 + (874 − 62 − 34 − 44) / 2 = 429.
    #expect(toggle.frame(in: layout) == Rect(x: 179, y: 429, width: 44, height: 44))
    #expect(toggle.glassKey(in: layout) == layout.glass.first?.key)
  }
}

extension TapSequenceTests {
  /// A listing counts what a finger taps; an `appear` event is not tapped, but the state change
  /// it makes still counts as the entry changing state.
  @Test func aListingCountsTapsNotAppearEvents() throws {
    let path = Repository.temporary("Fade.swift")
    try """
    struct Fade: View {
        @State private var shown = false
        var body: some View {
            Text("Hi").padding().glassEffect()
                .opacity(shown ? 1 : 0)
                .onAppear { withAnimation { shown = true } }
        }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let entry = try #require(GlassCatalog(path: path).entries.first)
    #expect(entry.tappables == 0)
    #expect(entry.changesState == true)
  }
}
