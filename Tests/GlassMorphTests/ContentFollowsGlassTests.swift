import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import Testing

@testable import MorphTimeline

/// Content travels with its glass (Docs/Glass.md, "Content travels with its glass"). Expected
/// values come from the settled frames (sampled long after each tap) and the rule written out in
/// each test, or from the published spring table, never from the sampling code's own helpers.
@Suite struct ContentFollowsGlassTests {
  /// A compose button that becomes a panel: one glass ID in both states, its content changing.
  static func composer(animation: String) -> String {
    """
    import SwiftUI

    struct Composer: View {
        @State private var isOpen = false
        @Namespace private var glass

        var body: some View {
            GlassEffectContainer {
                if isOpen {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("New Message").font(.headline)
                        Text("The morph should carry this line with it.")
                        Button("Close") { withAnimation\(animation) { isOpen = false } }
                    }
                    .padding(20)
                    .frame(width: 300)
                    .glassEffect(.regular, in: .rect(cornerRadius: 28))
                    .glassEffectID("compose", in: glass)
                } else {
                    Button { withAnimation\(animation) { isOpen = true } } label: {
                        Image(systemName: "square.and.pencil").frame(width: 56, height: 56)
                    }
                    .glassEffect(.regular, in: .circle)
                    .glassEffectID("compose", in: glass)
                }
            }
        }
    }
    """
  }

  static let tap = 0.25

  func timeline(animation: String) throws -> Timeline {
    let scene = try GlassScene(source: Self.composer(animation: animation))
    return try scene.timeline(
      [.tap("compose", at: Self.tap)], canvas: .device(.iPhone16Pro))
  }

  func isTitle(_ item: ContentFrame) -> Bool {
    if case .text("New Message", _) = item.kind { return true }
    return false
  }

  /// Under `.default` (`withAnimation` without an argument) the panel's title keeps its offset
  /// from the glass's centre and its size, both times the smaller of the glass's width and height
  /// ratios against the settled panel.
  @Test func arrivingContentIsPlacedAndScaledWithItsGlassUnderDefault() throws {
    let timeline = try timeline(animation: "")
    let settled = timeline.sample(at: 5)
    let panel = try #require(settled.element("compose")).frame
    let title = try #require(settled.content.first(where: isTitle))
    for time in [0.30, 0.35, 0.45] {
      let frame = timeline.sample(at: time)
      let glass = try #require(frame.element("compose")).frame
      let ratio = min(1, min(glass.width / panel.width, glass.height / panel.height))
      #expect(ratio < 0.95, "the glass is still growing at \(time) s")
      guard let drawn = frame.content.first(where: isTitle) else { continue }
      let expectedX = glass.midX + (title.frame.midX - panel.midX) * ratio
      let expectedY = glass.midY + (title.frame.midY - panel.midY) * ratio
      #expect(abs(drawn.frame.midX - expectedX) < 1e-6)
      #expect(abs(drawn.frame.midY - expectedY) < 1e-6)
      #expect(abs(drawn.scale - ratio) < 1e-6)
      // Drawn (its frame scaled about its centre), it lies inside the glass.
      let halfWidth = drawn.frame.width * drawn.scale / 2
      #expect(drawn.frame.midX - halfWidth >= glass.minX - 1e-6)
      #expect(drawn.frame.midX + halfWidth <= glass.maxX + 1e-6)
    }
  }

  /// A specific animation opts out of the scale and offset (Apple's matchedGeometry reference):
  /// the title stays at its laid-out frame and size, clipped to the glass's current outline.
  @Test func aSpecificAnimationKeepsContentInPlaceButClipsItToTheGlass() throws {
    let timeline = try timeline(animation: "(.spring(response: 0.35, dampingFraction: 0.85))")
    let settled = timeline.sample(at: 5)
    let title = try #require(settled.content.first(where: isTitle))
    let frame = timeline.sample(at: 0.35)
    let glass = try #require(frame.element("compose"))
    let drawn = try #require(frame.content.first(where: isTitle))
    #expect(drawn.frame == title.frame)
    #expect(drawn.scale == 1)
    let clip = try #require(drawn.clip)
    #expect(clip.rect == glass.frame)
    #expect(clip.cornerRadius == min(glass.cornerRadius, glass.frame.height / 2))
    // At rest nothing is clipped: the content is drawn as laid out.
    #expect(title.clip == nil)
  }

  /// The toolbar's pencil is inserted beside the toggle (its partner) and travels from it under
  /// .bouncy (Docs/Motion.md §4.1), and its symbol keeps the offset from the glass's centre it
  /// has at rest — it is never drawn beside its glass.
  @Test func contentOfAnInsertedShapeTravelsFromItsPartner() throws {
    let timeline = try TimelineTestSupport.scene("toolbar").timeline(
      [.tap("toggle", at: 0.25)], canvas: .device(.iPhone16Pro))
    let isPencil = { (item: ContentFrame) in item.kind == .symbol("pencil") }
    let settled = timeline.sample(at: 3)
    let restGlass = try #require(settled.element("pencil")).frame
    let restSymbol = try #require(settled.content.first(where: isPencil)).frame
    let frame = timeline.sample(at: 0.40)
    let glass = try #require(frame.element("pencil")).frame
    let symbol = try #require(frame.content.first(where: isPencil))
    // 0.15 s after the tap the glass lies between the table's 0.10 s and 0.25 s positions
    // (179 − 64 × 0.438695 and 179 − 64 × 0.985244): well away from both ends.
    #expect(glass.minX < 179 - 64 * 0.438695 && glass.minX > 179 - 64 * 0.985244)
    #expect(abs(symbol.frame.midX - (glass.midX + restSymbol.midX - restGlass.midX)) < 1e-6)
    #expect(abs(symbol.frame.midY - (glass.midY + restSymbol.midY - restGlass.midY)) < 1e-6)
  }
}
