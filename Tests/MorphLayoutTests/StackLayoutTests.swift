import MorphCore
import MorphViewTree
import Testing

@testable import MorphLayout

/// Stacks, spacers, dividers and groups, from hand calculations; the views are values
/// (`ViewValues`), as the interpreter builds them from the SwiftUI in each comment.
@Suite struct StackLayoutTests: ViewValues {
  typealias L = LayoutTestSupport

  @Test func threeButtonsInAPaddedHStack() throws {
    // Three 44 pt glass circles, HStack(spacing: 30), .padding() (16) on a 400 × 300 canvas:
    // content 3 × 44 + 2 × 30 = 192 wide, padded 224 × 76; centred: x = (400 − 224)/2 = 88,
    // y = (300 − 76)/2 = 112. Buttons at x = 88 + 16 = 104, 104 + 44 + 30 = 178, 252; y = 128.
    let circle = block(44, 44).glassEffect(in: .circle)
    let state = L.layout(hStack(spacing: 30, group(circle, circle, circle)).padding())
    #expect(
      L.glassFrames(state) == [
        Rect(x: 104, y: 128, width: 44, height: 44), Rect(x: 178, y: 128, width: 44, height: 44),
        Rect(x: 252, y: 128, width: 44, height: 44),
      ])
  }

  @Test func leastFlexibleChildIsSizedFirst() throws {
    // HStack { Text("Hello"); Color.red } proposed 400: spacing 8 leaves 392. The text (Inter
    // Regular: H 2084 + e 1640 + l 668 + l 668 + o 1680 = 6740 units → 6740 / 2816 × 17 = 40.6889)
    // is least flexible and goes first, taking its ideal width; the colour gets 392 − 40.6889.
    let state = L.layout(hStack(text("Hello"), color(.red).glassEffect(in: .rectangle)))
    let text = try #require(L.item(state, text: "Hello"))
    let hello = 6740.0 / 2816 * 17
    #expect(abs(text.frame.width - hello) < 1e-9)
    #expect(abs(state.glass[0].frame.width - (392 - hello)) < 1e-9)
    // The colour is as tall as proposed (300); the text line (22) is centred: y = (300 − 22)/2.
    #expect(abs(text.frame.minY - 139) < 1e-9)
  }

  @Test func equalSharesWhenEveryChildIsFlexible() throws {
    // Three colours in an HStack(spacing: 10) of width 400: (400 − 20)/3 = 126.667 each.
    let state = L.layout(
      hStack(
        spacing: 10, color(.red).glassEffect(in: .rectangle),
        color(.green).glassEffect(in: .rectangle), color(.blue).glassEffect(in: .rectangle)))
    let share = 380.0 / 3
    #expect(state.glass.map(\.frame.width).allSatisfy { abs($0 - share) < 1e-9 })
    #expect(abs(state.glass[1].frame.minX - (share + 10)) < 1e-9)
  }

  @Test func spacerTakesWhatIsLeft() throws {
    // 44 + 8 + spacer + 8 + 44 = 400 → spacer 296; the right circle starts at 400 − 44 = 356.
    let circle = block(44, 44).glassEffect(in: .circle)
    let state = L.layout(hStack(circle, spacer(), circle))
    #expect(state.glass.map(\.frame.minX) == [0, 356])
  }

  @Test func spacerMinLengthInAnIdealProposal() throws {
    // .fixedSize() proposes nil: the spacer takes its minLength 30 → 44 + 8 + 30 + 8 + 44 = 134.
    let state = L.layout(
      hStack(block(44, 44), spacer(minLength: 30), block(44, 44)).fixedSize().glassEffect())
    #expect(state.glass[0].frame.width == 134)
  }

  @Test func vStackAlignmentAndSpacing() throws {
    // VStack(alignment: .leading, spacing: 4): "Hi" (H 2084 + i 668 = 2752 units → 16.6136 pt)
    // and "World" (W 2672 + o 1680 + r 1048 + l 668 + d 1748 = 7816 units → 47.1847 pt), each 22
    // high: the stack is 47.1847 × 48, centred: x = (400 − 47.1847)/2, y = 126.
    let state = L.layout(vStack(alignment: .leading, spacing: 4, text("Hi"), text("World")))
    let hi = try #require(L.item(state, text: "Hi"))
    let world = try #require(L.item(state, text: "World"))
    let hiWidth = 2752.0 / 2816 * 17
    let worldWidth = 7816.0 / 2816 * 17
    let x = (400 - worldWidth) / 2
    #expect(L.close(hi.frame, Rect(x: x, y: 126, width: hiWidth, height: 22)))
    #expect(L.close(world.frame, Rect(x: x, y: 152, width: worldWidth, height: 22)))
  }

  @Test func groupsAndEmptyViewsFlattenIntoTheStack() throws {
    // Group { A; B } in an HStack counts as two children; EmptyView takes no place and no spacing:
    // 3 × 20 + 2 × 10 = 80 wide → starts at x = 160.
    let square = block(20, 20).glassEffect()
    let state = L.layout(hStack(spacing: 10, group(square, square), empty, square))
    #expect(state.glass.map(\.frame.minX) == [160, 190, 220])
  }

  @Test func dividerInAVStackIsAFullWidthLine() throws {
    let state = L.layout(vStack(spacing: 0, block(100, 10), divider, block(100, 10)))
    let divider = try #require(state.content.first { $0.key.hasSuffix("#divider") })
    // The divider takes the proposed width (400) and 1 pt; the stack is 21 high: y = (300 − 21)/2 + 10.
    #expect(L.close(divider.frame, Rect(x: 0, y: 149.5, width: 400, height: 1)))
  }

  @Test func zStackAlignment() throws {
    // ZStack(alignment: .topLeading) of 100 × 60 and 40 × 40: 100 × 60 centred at (150, 120);
    // the small one at its top-leading corner.
    let state = L.layout(
      zStack(
        alignment: Alignment(horizontal: .leading, vertical: .top),
        block(100, 60).glassEffect(in: .rectangle), block(40, 40).glassEffect(in: .rectangle)))
    #expect(
      L.glassFrames(state) == [
        Rect(x: 150, y: 120, width: 100, height: 60), Rect(x: 150, y: 120, width: 40, height: 40),
      ])
  }
}
