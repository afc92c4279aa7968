import MorphCore
import Testing

@testable import MorphScene

/// A finger held down on a view is a state of its own, as apps track it three ways: a
/// `DragGesture(minimumDistance: 0)` whose `onChanged` sets `isPressed`, an
/// `.onLongPressGesture(…, onPressingChanged:)`, and a custom `ButtonStyle` reading
/// `configuration.isPressed`. Each is a `press …` tap; lifting is the tap, long press or swipe that
/// follows. Expectations worked out by hand in each test.
@Suite struct AppCodePressTests {
  typealias S = SceneTestSupport

  static let card = """
    import SwiftUI

    struct PlaylistCard: View {
        @State private var isPressed = false
        @State private var isHolding = false
        @State private var plays = 0

        var body: some View {
            VStack(spacing: 24) {
                Text("Night Drive")
                    .padding(20)
                    .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 20))
                    .scaleEffect(isPressed ? 0.9 : 1)
                    .animation(.spring(response: 0.2, dampingFraction: 0.7), value: isPressed)
                    .simultaneousGesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { _ in isPressed = true }
                            .onEnded { _ in isPressed = false }
                    )
                Label("Play", systemImage: "play.fill")
                    .padding(16)
                    .glassEffect()
                    .scaleEffect(isHolding ? 0.95 : 1)
                    .onTapGesture { plays += 1 }
                    .onLongPressGesture(minimumDuration: .infinity, maximumDistance: .infinity) {
                    } onPressingChanged: { pressing in
                        isHolding = pressing
                    }
            }
        }
    }
    """

  /// Each press is offered once, named for the view held down; a plain `DragGesture()` (10 pt
  /// minimum distance) would offer none, since holding still never reaches `onChanged`.
  @Test func eachWayOfTrackingAPressIsAPressTap() throws {
    let scene = try S.scene(Self.card)
    let view = scene.evaluate(scene.initialState)
    let presses = view.buttons.filter { $0.kind == .press }.map(\.name)
    #expect(presses == ["press Night Drive", "press Play"])
    let plain = try S.scene(Self.card.replacingOccurrences(of: "minimumDistance: 0", with: ""))
    #expect(
      plain.evaluate(plain.initialState).buttons.filter { $0.kind == .press }.map(\.name)
        == ["press Play"])
  }

  /// Holding the card runs `onChanged` with no travel: `isPressed` becomes true and the glass
  /// shrinks to 0.9 of its width and height about its centre (`scaleEffect(0.9)`). A swipe then
  /// lifts it (`onEnded`: false), back to the state at rest.
  @Test func holdingTheCardShrinksItsGlassAndASwipeLiftsIt() throws {
    let scene = try S.scene(Self.card)
    let graph = StateGraph(exploring: scene)
    let press = try #require(graph.edges.first { $0.from == 0 && $0.button == "press Night Drive" })
    #expect(press.changes.map(\.name) == ["isPressed"])
    #expect(press.changes.map(\.value) == ["true"])
    let rest = S.glass(scene, graph.nodes[0].state)[0].frame
    let held = S.glass(scene, graph.nodes[press.to].state)[0].frame
    #expect(abs(held.width - 0.9 * rest.width) < 0.01)
    #expect(abs(held.height - 0.9 * rest.height) < 0.01)
    #expect(abs(held.midX - rest.midX) < 0.01 && abs(held.midY - rest.midY) < 0.01)
    let lift = try #require(
      graph.edges.first { $0.from == press.to && $0.button == "drag left" })
    #expect(lift.to == 0)
  }

  /// `onPressingChanged` is told true when the finger touches: the Play pill's `isHolding`
  /// becomes true (0.95 of its size). The long press after it touches, completes (its empty
  /// action) and lifts — told false — so it ends at rest; from rest it changes nothing in the end.
  @Test func pressingChangedIsToldTrueWhileHeldAndFalseWhenLifted() throws {
    let scene = try S.scene(Self.card)
    let graph = StateGraph(exploring: scene)
    let press = try #require(graph.edges.first { $0.from == 0 && $0.button == "press Play" })
    #expect(press.changes.map(\.name) == ["isHolding"])
    let rest = S.glass(scene, graph.nodes[0].state)[1].frame
    let held = S.glass(scene, graph.nodes[press.to].state)[1].frame
    #expect(abs(held.width - 0.95 * rest.width) < 0.01)
    let longPress = try #require(
      graph.edges.first { $0.from == press.to && $0.button.hasPrefix("button") && $0.to == 0 })
    #expect(longPress.changes.map(\.value).last == "false")
  }

  static let saveBar = """
    import SwiftUI

    struct SquishStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(.horizontal, 24)
                .padding(.vertical, 12)
                .glassEffect(.regular.interactive())
                .scaleEffect(configuration.isPressed ? 0.8 : 1)
                .animation(.snappy, value: configuration.isPressed)
        }
    }

    struct PlainStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding().glassEffect()
        }
    }

    struct SaveBar: View {
        @State private var saved = false
        var body: some View {
            VStack {
                Button(saved ? "Saved" : "Save") { saved = true }
                    .buttonStyle(SquishStyle())
                Button("Share") { }
                    .buttonStyle(PlainStyle())
            }
        }
    }
    """

  /// A style reading `configuration.isPressed` gets a press: held, the style's pill is 0.8 of
  /// its size; the tap from there lifts the finger (isPressed false) and then runs the action
  /// (saved), in that order, as SwiftUI runs a button's action on release. A style that never
  /// reads `isPressed` looks the same pressed, so its button has no press.
  @Test func aButtonStyleSeesThePressAndTheTapLiftsItBeforeTheAction() throws {
    let scene = try S.scene(Self.saveBar)
    let graph = StateGraph(exploring: scene)
    #expect(graph.edges.contains { $0.button == "press Share" } == false)
    let press = try #require(graph.edges.first { $0.from == 0 && $0.button == "press Save" })
    #expect(press.changes.map(\.name) == ["SquishStyle.isPressed"])
    let rest = S.glass(scene, graph.nodes[0].state)[0].frame
    let held = S.glass(scene, graph.nodes[press.to].state)[0].frame
    #expect(abs(held.width - 0.8 * rest.width) < 0.01)
    #expect(abs(held.height - 0.8 * rest.height) < 0.01)
    let release = try #require(graph.edges.first { $0.from == press.to && $0.button == "Save" })
    #expect(release.changes.map(\.name) == ["SquishStyle.isPressed", "saved"])
    #expect(release.changes.map(\.value) == ["false", "true"])
    let tapped = try #require(graph.edges.first { $0.from == 0 && $0.button == "Save" })
    #expect(release.to == tapped.to)
  }

  /// Two instances of the simulated view in its preview each keep their own `@State`: tapping
  /// the first tints only the first (before, both shared the simulated view's state and both
  /// turned blue).
  @Test func eachInstanceOfTheViewInItsPreviewHasItsOwnState() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct FilterChip: View {
          let title: String
          @State private var isOn = false
          var body: some View {
              Button(title) { isOn.toggle() }
                  .padding()
                  .glassEffect(isOn ? .regular.tint(.blue) : .regular)
          }
      }
      #Preview {
          GlassEffectContainer {
              HStack {
                  FilterChip(title: "Open")
                  FilterChip(title: "Closed")
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 4)
    let first = try #require(graph.edges.first { $0.from == 0 && $0.button == "Open" })
    let glass = S.glass(scene, graph.nodes[first.to].state)
    #expect(glass.map { $0.glass.tint != nil } == [true, false])
  }
}
