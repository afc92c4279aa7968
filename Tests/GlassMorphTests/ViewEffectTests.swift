import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphTimeline

/// Modifiers that change geometry, drawing order or identity, on an app-style screen
/// (Tests/Fixtures/photo-screen.swift: a model, a child view, a View extension, `#if`, a
/// `#Preview`). Canvas 400 × 400 pt without a safe area; every action animates with
/// `.linear(duration: 1)`, so a value 0.25 s after its tap has moved 25 % of the way.
@Suite struct ViewEffectTests {
  let scene: GlassScene

  init() throws {
    scene = try GlassScene(path: Repository.fixture("photo-screen"))
  }

  func timeline(_ events: [TimelineEvent]) throws -> Timeline {
    try scene.timeline(events, canvas: .size(Size(width: 400, height: 400)))
  }

  static func isPaint(_ color: Color) -> @Sendable (ContentFrame) -> Bool {
    { $0.kind == .paint(.color(color)) }
  }

  static func isText(_ string: String) -> @Sendable (ContentFrame) -> Bool {
    { if case .text(string, _) = $0.kind { return true } else { return false } }
  }

  @Test func matchedGeometryMovesOneItemFromTheThumbnailToTheOpenPhoto() throws {
    let timeline = try timeline([.tap("Open", at: 0.2)])
    // Closed: the thumbnail is 40 × 40 at (100, 20) (the .placed padding). Open: a 300 pt colour
    // centred in a 200 pt frame at (100, 20): (50, −30, 300, 300). One item, keyed by the ID.
    let before = try #require(timeline.sample(at: 0.1).content.first(where: Self.isPaint(.orange)))
    #expect(before.frame == Rect(x: 100, y: 20, width: 40, height: 40))
    let quarter = timeline.sample(at: 0.45).content.filter(Self.isPaint(.orange))
    #expect(quarter.count == 1)
    // 25 % of the way: x 100 − 50/4, y 20 − 50/4, side 40 + 260/4.
    let frame = try #require(quarter.first?.frame)
    #expect(isClose(frame.minX, 87.5, 1e-6) && isClose(frame.minY, 7.5, 1e-6))
    #expect(isClose(frame.width, 105, 1e-6) && isClose(frame.height, 105, 1e-6))
    #expect(quarter.first?.opacity == 1)
    // The clip is the open photo's 200 pt frame with 24 pt corners, where it is laid out (the
    // clipping view is inserted, so it does not travel).
    #expect(
      quarter.first?.clip
        == ClipRegion(rect: Rect(x: 100, y: 20, width: 200, height: 200), cornerRadius: 24))
    #expect(quarter.first?.key.hasPrefix("matched:") == true)
  }

  @Test func rotationAnimatesAboutTheViewsCentre() throws {
    let timeline = try timeline([.tap("Open", at: 0.2)])
    let isChevron = { (item: ContentFrame) in item.kind == .symbol("chevron.right") }
    let quarter = try #require(timeline.sample(at: 0.45).content.first(where: isChevron))
    // 0° → 90° linearly: 22.5° a quarter of the way; the pivot is the 20 pt frame's centre at
    // (20 + 10, 80 + 10).
    #expect(isClose(quarter.rotation, 22.5, 1e-6))
    #expect(quarter.pivot == Point(x: 30, y: 90))
    #expect(
      isClose(timeline.sample(at: 2).content.first(where: isChevron)?.rotation ?? 0, 90, 1e-6))
  }

  @Test func numericTextRollsTheOldValueUpAndTheNewInFromBelow() throws {
    let timeline = try timeline([.tap("Like", at: 0.2)])
    let frame = timeline.sample(at: 0.45)
    let old = try #require(frame.content.first(where: Self.isText("41")))
    let new = try #require(frame.content.first(where: Self.isText("42")))
    // Cross-fade a quarter through: 41 at 0.75, 42 at 0.25.
    #expect(isClose(old.opacity, 0.75, 1e-6) && isClose(new.opacity, 0.25, 1e-6))
    // Laid out, the body text (line height 22) is centred in the 30 pt frame at y 120: 124. The
    // value grew, so 41 has risen 0.25 × half its height (2.75) and 42 is 0.75 × 11 = 8.25 below.
    #expect(isClose(old.frame.minY, 124 - 2.75, 1e-6))
    #expect(isClose(new.frame.minY, 124 + 8.25, 1e-6))
    // The old text draws under the new.
    let oldIndex = frame.content.firstIndex(where: Self.isText("41")) ?? -1
    let newIndex = frame.content.firstIndex(where: Self.isText("42")) ?? -1
    let order = frame.items.compactMap { item -> Int? in
      if case .content(let index) = item { return index } else { return nil }
    }
    #expect((order.firstIndex(of: oldIndex) ?? 99) < (order.firstIndex(of: newIndex) ?? -1))
    // Settled: only 42, in place.
    let settled = timeline.sample(at: 2)
    #expect(!settled.content.contains(where: Self.isText("41")))
    #expect(settled.content.first(where: Self.isText("42"))?.frame.minY == 124)
  }

  @Test func moveTransitionSlidesInFromItsOwnHeightAndOutWithoutFading() throws {
    let timeline = try timeline([.tap("Banner", at: 0.2), .tap("Banner", at: 2)])
    // .move(edge: .top) on a 120 × 40 view laid out at (20, 300): it starts 40 pt higher.
    let entering = try #require(timeline.sample(at: 0.2).content.first(where: Self.isPaint(.blue)))
    #expect(entering.frame.minY == 260 && entering.opacity == 1)
    let quarter = try #require(timeline.sample(at: 0.45).content.first(where: Self.isPaint(.blue)))
    #expect(isClose(quarter.frame.minY, 270, 1e-6))
    // Removal moves it back up, still opaque, and it is gone when the animation ends (3 s).
    let leaving = try #require(timeline.sample(at: 2.5).content.first(where: Self.isPaint(.blue)))
    #expect(isClose(leaving.frame.minY, 280, 1e-6) && leaving.opacity == 1)
    #expect(!timeline.sample(at: 3.1).content.contains(where: Self.isPaint(.blue)))
  }

  @Test func zIndexHiddenAndScaledGlassInTheLayout() throws {
    let layout = scene.layout(canvas: .size(Size(width: 400, height: 400)))
    // zIndex(1) draws red after green although red comes first in the ZStack.
    let order = layout.items.compactMap { item -> Color? in
      guard case .content(let index) = item,
        case .paint(.color(let color)) = layout.content[index].kind
      else { return nil }
      return color
    }
    let red = order.firstIndex(of: .red) ?? -1
    let green = order.firstIndex(of: .green) ?? -1
    #expect(green >= 0 && red > green)
    // hidden(): the purple square keeps its 30 pt + 10 pt spacing and is not drawn.
    #expect(!layout.content.contains { $0.kind == .paint(.color(.purple)) })
    let yellow = layout.content.first { $0.kind == .paint(.color(.yellow)) }
    #expect(yellow?.frame == Rect(x: 360, y: 320, width: 30, height: 30))
    // scaleEffect(0.5) on a 44 pt circle of glass at (20, 180): half the size about its centre
    // (42, 202) → (31, 191, 22, 22), radius 11.
    let glass = try #require(layout.glass.first)
    #expect(glass.frame == Rect(x: 31, y: 191, width: 22, height: 22))
    #expect(glass.cornerRadius == 11)
  }

  @Test func theScreenHasNoWarnings() {
    #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics.map(\.message))")
  }
}

/// Transition values as written, parsed into their two directions.
@Suite struct TransitionParsingTests {
  static func transition(_ expression: String) throws -> ViewTransition? {
    let source = """
      struct V: View {
          var body: some View {
              Color.blue.frame(width: 40, height: 20).transition(\(expression))
          }
      }
      """
    let layout = try GlassScene(source: source).layout(canvas: .size(Size(width: 100, height: 100)))
    return layout.content.first.flatMap { layout.motion(ofContent: $0.key).transition }
  }

  @Test func directionsCombineAndResolveForTheViewsSize() throws {
    // asymmetric: insertion pushes from the bottom (up by its 20 pt height, fading); removal
    // scales to half and fades.
    let asymmetric = try #require(
      try Self.transition(
        ".asymmetric(insertion: .push(from: .bottom), removal: .scale(scale: 0.5).combined(with: .opacity))"
      ))
    #expect(asymmetric.insertion == .init(fades: true, offset: Point(x: 0, y: 20)))
    #expect(asymmetric.removal == .init(fades: true, scale: 0.5))
    // .slide: in from the leading edge (−40), out to the trailing (+40); no fade.
    let slide = try #require(try Self.transition(".slide"))
    #expect(slide.insertion.offset == Point(x: -40, y: 0) && !slide.insertion.fades)
    #expect(slide.removal.offset == Point(x: 40, y: 0))
    // .scale alone scales from nothing; AnyTransition.opacity is the default.
    #expect(try Self.transition(".scale")?.insertion.scale == 0)
    #expect(try Self.transition("AnyTransition.opacity") == .opacity)
    #expect(try Self.transition(".offset(x: 5, y: -3)")?.removal.offset == Point(x: 5, y: -3))
  }

  @Test func glassInsideARotationIsAWarning() throws {
    let source = """
      struct V: View {
          var body: some View {
              Image(systemName: "star").frame(width: 44, height: 44)
                  .glassEffect()
                  .rotationEffect(.degrees(30))
          }
      }
      """
    let layout = try GlassScene(source: source).layout(canvas: .size(Size(width: 100, height: 100)))
    #expect(
      layout.diagnostics.contains {
        $0.message.contains("drawn unrotated") && $0.location.line == 3
      })
  }

  @Test func twoViewsWithOneMatchedIDInOneStateAreAWarning() throws {
    let source = """
      struct V: View {
          @Namespace private var ns
          var body: some View {
              HStack {
                  Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: "a", in: ns)
                  Color.blue.frame(width: 10, height: 10).matchedGeometryEffect(id: "a", in: ns)
              }
          }
      }
      """
    let layout = try GlassScene(source: source).layout(canvas: .size(Size(width: 100, height: 100)))
    #expect(
      layout.diagnostics.contains { $0.message.contains("share the matchedGeometryEffect ID 'a'") })
    #expect(Set(layout.content.map(\.key)).count == 2)
  }
}
