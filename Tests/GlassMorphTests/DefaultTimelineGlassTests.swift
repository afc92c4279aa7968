import GlassMorph
import Testing

/// The default timeline of a view that starts without glass plays the fewest taps that reach
/// glass (Docs/Timeline.md), rather than the first animating tap whatever it shows.
@Suite struct DefaultTimelineGlassTests {
  @Test func oneTapToGlassIsTappedTwiceAndTheFirstAnimatingTapIsPassedOver() throws {
    // "Dim" animates first but never shows glass; "Show" brings the glass in.
    let scene = try GlassScene(
      source: """
        struct Card: View {
            @State private var dimmed = false
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Dim") { withAnimation { dimmed.toggle() } }
                        .opacity(dimmed ? 0.5 : 1)
                    Button("Show") { withAnimation(.bouncy) { shown.toggle() } }
                    if shown {
                        Text("Hello").padding().glassEffect()
                    }
                }
            }
        }
        """)
    let events = scene.defaultEvents()
    #expect(events.count == 2)
    #expect(events.first == .tap("Show", at: 0.25))
    guard case .tap("Show", _)? = events.last else {
      Issue.record("expected Show twice, got \(events)")
      return
    }
  }

  @Test func severalTapsToGlassArePlayedInOrder() throws {
    // Glass only on the second step: Next, then Reveal, spaced as a person taps.
    let scene = try GlassScene(
      source: """
        struct Wizard: View {
            @State private var step = 1
            @State private var revealed = false
            var body: some View {
                VStack {
                    if step == 1 {
                        Button("Next") { withAnimation { step = 2 } }
                    } else {
                        Button("Reveal") { withAnimation { revealed = true } }
                        if revealed { Text("Done").padding().glassEffect() }
                    }
                }
            }
        }
        """)
    let events = scene.defaultEvents()
    #expect(events == (try scene.events(tapping: ["Next", "Reveal"])))
    #expect(events.first == .tap("Next", at: 0.25))
  }

  /// A pill whose look changes only while a finger holds it plays the press and then what
  /// lifts the finger (the tap on it: `onPressingChanged` told false, then the tap's action),
  /// not the same press again, which would change nothing. "Like" names both the tap and the long
  /// press, so the tap goes by its place: `button 1`.
  @Test func aPressIsFollowedByTheTapThatLiftsIt() throws {
    let scene = try GlassScene(
      source: """
        struct LikePill: View {
            @State private var isHolding = false
            var body: some View {
                Label("Like", systemImage: "heart")
                    .padding()
                    .glassEffect(.regular.interactive())
                    .scaleEffect(isHolding ? 0.85 : 1)
                    .animation(.snappy, value: isHolding)
                    .onTapGesture { print("liked") }
                    .onLongPressGesture(minimumDuration: .infinity) {
                    } onPressingChanged: { pressing in
                        isHolding = pressing
                    }
            }
        }
        """)
    let events = scene.defaultEvents()
    #expect(events.count == 2)
    #expect(events.first == .tap("press Like", at: 0.25))
    guard case .tap("button 1", _)? = events.last else {
      Issue.record("expected the press lifted by the tap on Like, got \(events)")
      return
    }
  }
}
