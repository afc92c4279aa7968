import MorphCore
import MorphViewTree
import Testing

@testable import MorphLayout

/// Stacks, spacers, dividers and groups, from hand calculations.
@Suite struct StackLayoutTests {
  typealias L = LayoutTestSupport

  @Test func threeButtonsInAPaddedHStack() throws {
    // Three 44 pt glass circles, HStack(spacing: 30), .padding() (16) on a 400 × 300 canvas:
    // content 3 × 44 + 2 × 30 = 192 wide, padded 224 × 76; centred: x = (400 − 224)/2 = 88,
    // y = (300 − 76)/2 = 112. Buttons at x = 88 + 16 = 104, 104 + 44 + 30 = 178, 252; y = 128.
    let state = try L.layout(
      L.view(
        """
          HStack(spacing: 30) {
              ForEach(0..<3) { _ in
                  Color.clear.frame(width: 44, height: 44).glassEffect(in: .circle)
              }
          }
          .padding()
        """))
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
    let state = try L.layout(
      L.view(
        """
          HStack { Text("Hello"); Color.red.glassEffect(in: .rect) }
        """))
    let text = try #require(L.item(state, text: "Hello"))
    let hello = 6740.0 / 2816 * 17
    #expect(abs(text.frame.width - hello) < 1e-9)
    #expect(abs(state.glass[0].frame.width - (392 - hello)) < 1e-9)
    // The colour is as tall as proposed (300); the text line (22) is centred: y = (300 − 22)/2.
    #expect(abs(text.frame.minY - 139) < 1e-9)
  }

  @Test func equalSharesWhenEveryChildIsFlexible() throws {
    // Three colours in an HStack(spacing: 10) of width 400: (400 − 20)/3 = 126.667 each.
    let state = try L.layout(
      L.view(
        """
          HStack(spacing: 10) {
              Color.red.glassEffect(in: .rect)
              Color.green.glassEffect(in: .rect)
              Color.blue.glassEffect(in: .rect)
          }
        """))
    let share = 380.0 / 3
    #expect(state.glass.map(\.frame.width).allSatisfy { abs($0 - share) < 1e-9 })
    #expect(abs(state.glass[1].frame.minX - (share + 10)) < 1e-9)
  }

  @Test func spacerTakesWhatIsLeft() throws {
    // 44 + 8 + spacer + 8 + 44 = 400 → spacer 296; the right circle starts at 400 − 44 = 356.
    let state = try L.layout(
      L.view(
        """
          HStack {
              Color.clear.frame(width: 44, height: 44).glassEffect(in: .circle)
              Spacer()
              Color.clear.frame(width: 44, height: 44).glassEffect(in: .circle)
          }
        """))
    #expect(state.glass.map(\.frame.minX) == [0, 356])
  }

  @Test func spacerMinLengthInAnIdealProposal() throws {
    // .fixedSize() proposes nil: the spacer takes its minLength 30 → 44 + 8 + 30 + 8 + 44 = 134.
    let state = try L.layout(
      L.view(
        """
          HStack {
              Color.clear.frame(width: 44, height: 44)
              Spacer(minLength: 30)
              Color.clear.frame(width: 44, height: 44)
          }
          .fixedSize()
          .glassEffect()
        """))
    #expect(state.glass[0].frame.width == 134)
  }

  @Test func vStackAlignmentAndSpacing() throws {
    // VStack(alignment: .leading, spacing: 4): "Hi" (H 2084 + i 668 = 2752 units → 16.6136 pt)
    // and "World" (W 2672 + o 1680 + r 1048 + l 668 + d 1748 = 7816 units → 47.1847 pt), each 22
    // high: the stack is 47.1847 × 48, centred: x = (400 − 47.1847)/2, y = 126.
    let state = try L.layout(
      L.view(
        """
          VStack(alignment: .leading, spacing: 4) { Text("Hi"); Text("World") }
        """))
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
    let state = try L.layout(
      L.view(
        """
          HStack(spacing: 10) {
              Group {
                  Color.clear.frame(width: 20, height: 20).glassEffect()
                  Color.clear.frame(width: 20, height: 20).glassEffect()
              }
              EmptyView()
              Color.clear.frame(width: 20, height: 20).glassEffect()
          }
        """))
    #expect(state.glass.map(\.frame.minX) == [160, 190, 220])
  }

  @Test func dividerInAVStackIsAFullWidthLine() throws {
    let state = try L.layout(
      L.view(
        """
          VStack(spacing: 0) { Color.clear.frame(width: 100, height: 10); Divider(); Color.clear.frame(width: 100, height: 10) }
        """))
    let divider = try #require(state.content.first { $0.key.hasSuffix("#divider") })
    // The divider takes the proposed width (400) and 1 pt; the stack is 21 high: y = (300 − 21)/2 + 10.
    #expect(L.close(divider.frame, Rect(x: 0, y: 149.5, width: 400, height: 1)))
  }

  @Test func zStackAlignment() throws {
    // ZStack(alignment: .topLeading) of 100 × 60 and 40 × 40: 100 × 60 centred at (150, 120);
    // the small one at its top-leading corner.
    let state = try L.layout(
      L.view(
        """
          ZStack(alignment: .topLeading) {
              Color.clear.frame(width: 100, height: 60).glassEffect(in: .rect)
              Color.clear.frame(width: 40, height: 40).glassEffect(in: .rect)
          }
        """))
    #expect(
      L.glassFrames(state) == [
        Rect(x: 150, y: 120, width: 100, height: 60), Rect(x: 150, y: 120, width: 40, height: 40),
      ])
  }
}
