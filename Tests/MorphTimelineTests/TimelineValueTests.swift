import GlassMorphTestSupport
import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphLayout
import MorphMotion
import Testing

@testable import MorphTimeline

/// The timeline on layouts written as values — no Swift source, no interpreter, no layout: the
/// expanding toolbar's two states (as Scenes/toolbar.swift lays them out on the iPhone 16 Pro,
/// and as the layout goldens hold them) with their glass in one container of spacing 20, and
/// the expected values from Docs/Motion.md's integrator table (`PublishedSpring`) times the
/// distance.
@Suite struct TimelineValueTests {
  /// A 44 pt glass circle of the toolbar's namespace, `id` at `x` (y 429).
  static func glass(_ id: String, x: Double) -> GlassFrame {
    GlassFrame(
      key: "namespace/\(id)", id: id, container: 0,
      frame: Rect(x: x, y: 429, width: 44, height: 44), cornerRadius: 22, shape: .capsule)
  }

  /// A state of the toolbar: `glass` in one container of spacing 20, drawn in order.
  static func state(_ glass: [GlassFrame]) -> LaidOutState {
    let placement = GlassPlacement(
      namespace: "namespace", containerSpacing: 20, unionID: nil, unionNamespace: nil,
      transition: .matchedGeometry, isButtonStyle: false,
      location: SourcePosition(line: 1, column: 1, offset: 0))
    let minX = glass.map(\.frame.minX).min() ?? 0
    let maxX = glass.map(\.frame.maxX).max() ?? 0
    return LaidOutState(
      atRest: FrameState(
        time: 0, canvas: Size(width: 402, height: 874), glass: glass, content: [],
        items: glass.indices.map { .glass($0) }, unions: [],
        containers: [
          ContainerFrame(
            index: 0, spacing: 20, frame: Rect(x: minX, y: 429, width: maxX - minX, height: 44))
        ]),
      glassPlacements: Array(repeating: placement, count: glass.count))
  }

  /// Collapsed: the toggle alone at x 179. Expanded: pencil 115, eraser 179, toggle 243.
  static let collapsed = state([glass("toggle", x: 179)])
  static let expanded = state([
    glass("pencil", x: 115), glass("eraser", x: 179), glass("toggle", x: 243),
  ])

  /// The toolbar expanding at each of `taps`' times and collapsing at the next, with `animation`.
  static func toolbar(taps: [Double], animation: MorphAnimation? = .bouncy) -> Timeline {
    let transactions = taps.enumerated().map { index, time in
      TimelineTransaction(
        time: time, animation: animation, from: index % 2, to: 1 - index % 2, label: "tap toggle")
    }
    return Timeline(layouts: [collapsed, expanded], transactions: transactions)
  }

  @Test func aPersistingElementMovesUnderTheSpring() throws {
    let timeline = Self.toolbar(taps: [0.25])
    // 179 → 243 is 64 pt; 0.1 s after the change .bouncy has covered 0.438695 of it.
    let toggle = try #require(timeline.sample(at: 0.35).element("toggle"))
    let covered = try #require(PublishedSpring.bouncy[0.10])
    #expect(abs(toggle.frame.minX - (179 + 64 * covered)) < 1e-4)
    #expect(toggle.frame.minY == 429 && toggle.frame.width == 44)
    #expect(timeline.sample(at: 0.2).element("toggle")?.frame.minX == 179)
    #expect(timeline.sample(at: 3).element("toggle")?.frame.minX == 243)
  }

  @Test func anInsertedElementStartsAtItsPartnerAndArrivesAtItsOwnFrame() throws {
    let timeline = Self.toolbar(taps: [0.25])
    // The pencil's partner is the toggle, the only shape in both states: at the change it has
    // the toggle's frame (179, 429, 44, 44), then moves 179 → 115 under .bouncy.
    let atChange = try #require(timeline.sample(at: 0.25).element("pencil"))
    #expect(atChange.frame == Rect(x: 179, y: 429, width: 44, height: 44))
    let later = try #require(timeline.sample(at: 0.30).element("pencil"))
    #expect(abs(later.frame.minX - (179 - 64 * (PublishedSpring.bouncy[0.05] ?? .nan))) < 1e-4)
    #expect(timeline.sample(at: 3).element("pencil")?.frame.minX == 115)
    #expect(timeline.sample(at: 0.2).element("pencil") == nil)
  }

  @Test func aRemovedElementArrivesAtItsPartnerThenDisappears() throws {
    let timeline = Self.toolbar(taps: [0.25, 2])
    // Collapsing at t = 2: the pencil (115) returns into the toggle, whose new frame is 179:
    // 0.1 s later it is at 115 + 64 × 0.438695.
    let pencil = try #require(timeline.sample(at: 2.1).element("pencil"))
    #expect(abs(pencil.frame.minX - (115 + 64 * (PublishedSpring.bouncy[0.10] ?? .nan))) < 1e-4)
    #expect(timeline.sample(at: 5).element("pencil") == nil)
    #expect(timeline.sample(at: 5).element("toggle")?.frame.minX == 179)
  }

  @Test func aChangeWithoutAnimationJumps() {
    let timeline = Self.toolbar(taps: [0.25], animation: nil)
    // No animation: at the change every element is where the new state puts it (the timeline
    // keeps its tracks in the order they began: the toggle first).
    #expect(timeline.sample(at: 0.25).glass.map(\.frame.minX).sorted() == [115, 179, 243])
    #expect(timeline.sample(at: 0.24).glass.map(\.frame.minX) == [179])
  }

  @Test func snappyCoversItsPublishedShare() throws {
    let timeline = Self.toolbar(taps: [0], animation: .snappy)
    for (time, covered) in PublishedSpring.snappy {
      let toggle = try #require(timeline.sample(at: time).element("toggle"))
      #expect(abs(toggle.frame.minX - (179 + 64 * covered)) < 1e-4, "t = \(time)")
    }
  }
}
