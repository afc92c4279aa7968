import GlassMorph
import MorphFrame
import Testing

/// `.animation(_:value:)`: a change inside the view animates with the modifier's animation when
/// the watched value changed, whatever the tap's transaction says (Docs/Timeline.md, "Implicit
/// animations"). Fractions from Docs/Motion.md's table of computed spring values.
@Suite struct ImplicitAnimationTests {
  static func card(animation: String, watching: String, action: String) -> String {
    """
    import SwiftUI
    struct FilterCard: View {
        @State private var isCompact = false
        @State private var taps = 0
        var body: some View {
            Text("Filters")
                .frame(width: isCompact ? 100 : 200)
                .padding()
                .glassEffect()
                .animation(\(animation), value: \(watching))
                .onTapGesture { \(action) }
        }
    }
    """
  }

  /// The glass's width at `time` after a tap on the card at 0.25 s, and at rest before and after.
  static func widths(_ source: String, at time: Double) throws -> (Double, Double, Double) {
    let scene = try GlassScene(source: source)
    let timeline = try scene.timeline([.tap("Filters", at: 0.25)])
    func width(_ at: Double) throws -> Double {
      try #require(timeline.sample(at: at).glass.first).frame.width
    }
    return (try width(0.2), try width(0.25 + time), try width(3))
  }

  /// No `withAnimation` in the tap: `.animation(.smooth, value: isCompact)` animates the width
  /// 232 → 132 pt; 0.25 s in, `.smooth` has covered 0.823335 of it (Docs/Motion.md).
  @Test func theModifiersAnimationAnimatesATapThatWroteNone() throws {
    let (before, during, after) = try Self.widths(
      Self.card(animation: ".smooth", watching: "isCompact", action: "isCompact.toggle()"),
      at: 0.25)
    #expect(before == 232 && after == 132)
    #expect(abs(during - (before + (after - before) * 0.823335)) < 1e-3)
  }

  /// `.animation(nil, value: isCompact)` inside a `withAnimation(.bouncy)` tap: the modifier's
  /// "no animation" wins inside the view, so the width jumps at the tap.
  @Test func aNilAnimationMakesTheChangeJumpInsideAnAnimatedTap() throws {
    let (_, during, after) = try Self.widths(
      Self.card(
        animation: "nil", watching: "isCompact",
        action: "withAnimation(.bouncy) { isCompact.toggle() }"),
      at: 0.05)
    #expect(during == after)
  }

  /// Watching a value the tap does not change (`taps` stays 0): the modifier stays out of it and
  /// the change, written with no animation, jumps.
  @Test func aValueThatDidNotChangeLeavesTheTapsAnimation() throws {
    let (_, during, after) = try Self.widths(
      Self.card(animation: ".smooth", watching: "taps", action: "isCompact.toggle()"), at: 0.05)
    #expect(during == after)
  }
}
