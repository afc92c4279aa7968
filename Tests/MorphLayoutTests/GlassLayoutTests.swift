import MorphCore
import MorphFrame
import MorphViewTree
import Testing

@testable import MorphLayout

/// Glass shapes, glass buttons, containers and unions, from hand calculations; the views are
/// values (`ViewValues`), as the interpreter builds them from the SwiftUI in each comment.
@Suite struct GlassLayoutTests: ViewValues {
  typealias L = LayoutTestSupport

  /// A name that is one element's key and another's glassEffectID finds the element whose key
  /// it is, as `FrameState.element(_:)` does, whatever their order.
  @Test func anElementIsFoundByItsKeyBeforeAnotherElementsID() {
    func element(key: String, id: String?) -> GlassFrame {
      GlassFrame(
        key: key, id: id, frame: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5,
        shape: .capsule)
    }
    let placement = GlassPlacement(
      namespace: nil, containerSpacing: 0, unionID: nil, unionNamespace: nil,
      transition: .matchedGeometry, isButtonStyle: false, location: .start)
    let state = LaidOutState(
      atRest: FrameState(
        time: 0, canvas: Size(width: 100, height: 100),
        glass: [element(key: "Card/badge", id: "Card/pill"), element(key: "Card/pill", id: nil)],
        content: [], items: [.glass(0), .glass(1)], unions: [], containers: []),
      glassPlacements: [placement, placement])
    #expect(state.element("Card/pill")?.key == "Card/pill")
    #expect(state.element("Card/badge")?.key == "Card/badge")
  }

  @Test func shapeKindsAndRadii() throws {
    // A 120 × 40 view: capsule radius 20; circle → the centred 40 × 40 square, radius 20;
    // .rect(cornerRadius: 12) keeps 12; a radius larger than half the short side is clamped to 20.
    let bar = block(120, 40)
    let state = L.layout(
      vStack(
        bar.glassEffect(in: .capsule), bar.glassEffect(in: .circle),
        bar.glassEffect(in: .roundedRectangle(cornerRadius: 12, continuous: true)),
        bar.glassEffect(in: .roundedRectangle(cornerRadius: 50, continuous: true))))
    #expect(state.glass.map(\.cornerRadius) == [20, 20, 12, 20])
    #expect(state.glass[1].frame.size == Size(width: 40, height: 40))
    #expect(state.glass[1].frame.midX == state.glass[0].frame.midX)
    #expect(state.glass[1].shape == .circle)
  }

  @Test func buttonBorderGlassTakesTheEnvironmentsBorderShape() throws {
    // Apple: `.buttonBorder` "defers to the environment to determine the resolved button border
    // shape". A 100 × 40 view: with .roundedRectangle(radius: 8) the glass has radius 8; with
    // .circle it is the centred 40 pt circle; automatic is iOS 26's capsule (radius 20).
    let bar = block(100, 40).glassEffect(in: .buttonBorder)
    let state = L.layout(
      vStack(
        bar.buttonBorderShape(.roundedRectangle(radius: 8)), bar.buttonBorderShape(.circle), bar))
    #expect(state.glass.map(\.cornerRadius) == [8, 20, 20])
    #expect(state.glass[1].shape == .circle && state.glass[1].frame.width == 40)
    #expect(state.glass[2].shape == .capsule)
  }

  @Test func concentricCornersFollowTheEnclosingShape() throws {
    // A 200 × 100 panel with radius 28, and inside it (padding 8) a concentric shape:
    // 28 − 8 = 20.
    let state = L.layout(
      zStack(block(184, 84).glassEffect(in: .concentric(minimumRadius: 0)))
        .padding(.all, 8)
        .glassEffect(in: .roundedRectangle(cornerRadius: 28, continuous: true)))
    #expect(state.glass.map(\.cornerRadius) == [28, 20])
    #expect(state.diagnostics.contains { $0.message.hasPrefix("Glass on glass") })
  }

  @Test func glassButtonInsetsAndBorderShapes() throws {
    // .glass: the label "Buy" in Inter Regular 17 pt — advances B 1832 + u 1636 + y 1568 = 5036
    // of 2816 units per em → 5036 / 2816 × 17 = 30.4020 × 22 — + 14/7 insets → 58.4020 × 36, a
    // capsule of radius 18.
    // .circle border: 20.4 symbol + 7 all round = 34.4 square.
    let state = L.layout(
      hStack(
        button("Buy").buttonStyle(.glass(GlassSpec())),
        button(action: 1, label: symbol("tag")).buttonStyle(.glass(GlassSpec()))
          .buttonBorderShape(.circle)))
    #expect(abs(state.glass[0].frame.width - (5036.0 / 2816 * 17 + 28)) < 1e-9)
    #expect(state.glass[0].frame.height == 36 && state.glass[0].cornerRadius == 18)
    #expect(abs(state.glass[1].frame.width - 34.4) < 1e-9 && state.glass[1].shape == .circle)
    #expect(state.glassPlacements.allSatisfy { $0.isButtonStyle })
  }

  @Test func prominentGlassIsTintedWithTheAccentColour() throws {
    let state = L.layout(button("Pay").buttonStyle(.glassProminent))
    #expect(state.glass[0].glass.tint == Color.blue)
    let title = try #require(L.item(state, text: "Pay"))
    #expect(title.foreground == .color(.white))
  }

  @Test func containersRecordIndexSpacingAndFrame() throws {
    let circle = block(44, 44).glassEffect()
    let state = L.layout(
      vStack(
        spacing: 0, glassEffectContainer(spacing: 40, circle), glassEffectContainer(circle)))
    #expect(state.containers.map(\.spacing) == [40, 0])
    #expect(state.glass.map(\.container) == [0, 1])
    #expect(state.containers[1].frame == Rect(x: 178, y: 150, width: 44, height: 44))
  }

  @Test func unionOfTwoCirclesIsOneCapsule() throws {
    // Apple's figure: two 80 pt circles 20 pt apart with one union → a capsule around both,
    // 80 + 20 + 80 = 180 × 80 with radius 40.
    let circle = block(80, 80).glassEffect(in: .circle).glassEffectUnion(
      id: "pair", namespace: "ns")
    let state = L.layout(hStack(spacing: 20, circle, circle))
    let union = try #require(state.unions.first)
    #expect(union.members.count == 2)
    #expect(union.frame == Rect(x: 110, y: 110, width: 180, height: 80))
    #expect(union.shape == .capsule && union.cornerRadius == 40)
  }

  @Test func mismatchedUnionMembersStaySeparateWithAWarning() throws {
    let regular = block(40, 40).glassEffect(in: .circle).glassEffectUnion(id: "u", namespace: "ns")
    let clear = block(40, 40).glassEffect(GlassSpec(variant: .clear), in: .circle)
      .glassEffectUnion(id: "u", namespace: "ns")
    let state = L.layout(hStack(regular, regular, clear))
    #expect(state.unions.first?.members.count == 2)
    #expect(state.diagnostics.filter { $0.message.contains("stays separate") }.count == 1)
  }
}
