import MorphCore
import MorphViewTree
import Testing

@testable import MorphLayout

/// Frames, padding, offsets, fixed sizes, backgrounds and overlays, from hand calculations; the
/// views are values (`ViewValues`), as the interpreter builds them from the SwiftUI in each
/// comment.
@Suite struct ModifierLayoutTests: ViewValues {
  typealias L = LayoutTestSupport

  @Test func fixedFrameWithAlignment() throws {
    // "Go" (G 2092 + o 1680 = 3772 units of 2816 → 22.7713 × 22 at 17 pt) in a 200 × 100 frame
    // aligned bottom-trailing; the frame is centred at (100, 100): the text sits at
    // (300 − 22.7713, 200 − 22).
    let state = L.layout(
      text("Go").frame(width: 200, height: 100, alignment: .bottomTrailing)
        .glassEffect(in: .rectangle))
    #expect(state.glass[0].frame == Rect(x: 100, y: 100, width: 200, height: 100))
    let text = try #require(L.item(state, text: "Go"))
    let go = 3772.0 / 2816 * 17
    #expect(L.close(text.frame, Rect(x: 300 - go, y: 178, width: go, height: 22)))
  }

  /// `.aspectRatio(2, contentMode:)` in a 300 × 100 frame on a 400 × 300 canvas: `.fit` is the
  /// largest 2:1 inside, min(300, 100 × 2) = 200 wide, 100 high, centred at x 100 + 50, y 100;
  /// `.fill` the smallest covering it, max(300, 200) = 300 wide, 150 high, centred on the frame
  /// (y 100 − 25). `.scaledToFit()` on a 60 × 30 glass keeps the content's own 2:1 in a
  /// 100 × 100 frame: 100 × 50 at y 125.
  @Test func aspectRatiosFitAndFill() throws {
    let clear = shape(.rectangle).fill(.clear)
    let fit = L.layout(
      clear.aspectRatio(2).glassEffect(in: .rectangle).frame(width: 300, height: 100))
    #expect(fit.glass[0].frame == Rect(x: 100, y: 100, width: 200, height: 100))
    let fill = L.layout(
      clear.aspectRatio(4.0 / 2, fill: true).glassEffect(in: .rectangle)
        .frame(width: 300, height: 100))
    #expect(fill.glass[0].frame == Rect(x: 50, y: 75, width: 300, height: 150))
    let own = L.layout(
      clear.frame(idealWidth: 60, idealHeight: 30).aspectRatio(nil).glassEffect(in: .rectangle)
        .frame(width: 100, height: 100))
    #expect(own.glass[0].frame == Rect(x: 150, y: 125, width: 100, height: 50))
  }

  @Test func flexibleFrames() throws {
    // maxWidth: .infinity takes the whole proposed width (400); minWidth: 120 lifts a 18.7-wide
    // text to 120; maxWidth: 10 squeezes it to 10.
    let wide = L.layout(text("Go").frame(maxWidth: .infinity).glassEffect(in: .rectangle))
    #expect(wide.glass[0].frame.width == 400)
    let minimum = L.layout(text("Go").frame(minWidth: 120).glassEffect(in: .rectangle))
    #expect(minimum.glass[0].frame.width == 120)
    let maximum = L.layout(text("Go").frame(maxWidth: 10).glassEffect(in: .rectangle))
    #expect(maximum.glass[0].frame.width == 10)
  }

  @Test func paddingEdgesAndDefault() throws {
    // A 44 × 44 view: .padding() adds 16 all round (76 × 76); .padding(.horizontal, 14) adds
    // 28 to the width only (72 × 44).
    let all = L.layout(block(44, 44).padding().glassEffect())
    #expect(all.glass[0].frame.size == Size(width: 76, height: 76))
    let sides = L.layout(block(44, 44).padding([.leading, .trailing], 14).glassEffect())
    #expect(sides.glass[0].frame.size == Size(width: 72, height: 44))
  }

  @Test func offsetMovesDrawingNotLayout() throws {
    // Two 40 pt squares in an HStack (spacing 8, total 88 → x 156 and 204); offsetting the first
    // by (10, −5) moves only it.
    let square = block(40, 40).glassEffect(in: .rectangle)
    let state = L.layout(hStack(square.offset(x: 10, y: -5), square))
    #expect(
      L.glassFrames(state) == [
        Rect(x: 166, y: 125, width: 40, height: 40), Rect(x: 204, y: 130, width: 40, height: 40),
      ])
  }

  @Test func glassAppliesToTheFrameBeforeIt() throws {
    // .glassEffect() after .padding(10) wraps the padded 64 × 64; before it, the 44 × 44.
    let after = L.layout(block(44, 44).padding(.all, 10).glassEffect())
    let before = L.layout(block(44, 44).glassEffect().padding(.all, 10))
    #expect(after.glass[0].frame.size == Size(width: 64, height: 64))
    #expect(before.glass[0].frame == Rect(x: 178, y: 128, width: 44, height: 44))
  }

  @Test func fixedSizeKeepsTextOnOneLine() throws {
    // "Hello World" is 15348 units (6740 + space 792 + 7816) → 92.6548 pt. In a 50-wide frame it
    // wraps at the space: "Hello" (40.6889) and "World" (47.1847) → 2 lines (44 high), as wide as
    // the wider; with .fixedSize() it stays one line.
    let wrapped = L.layout(text("Hello World").frame(width: 50))
    let lines = try #require(L.item(wrapped, text: "Hello World"))
    #expect(abs(lines.frame.height - 44) < 1e-9)
    #expect(abs(lines.frame.width - 7816.0 / 2816 * 17) < 1e-9)
    let fixed = L.layout(text("Hello World").fixedSize().frame(width: 50))
    let single = try #require(L.item(fixed, text: "Hello World"))
    #expect(abs(single.frame.width - 15348.0 / 2816 * 17) < 1e-9 && single.frame.height == 22)
  }

  @Test func backgroundAndOverlayTakeTheViewsSize() throws {
    // A 60 × 30 view: its background is proposed 60 × 30; the overlay (a 10 × 10 square aligned
    // .topTrailing) sits at the view's top-trailing corner; the view stays 60 × 30 at (170, 135).
    let state = L.layout(
      block(60, 30)
        .background(shape(.capsule).glassEffect())
        .overlay(
          alignment: .topTrailing,
          color(.red).frame(width: 10, height: 10).glassEffect(in: .rectangle)
        ))
    #expect(
      L.glassFrames(state) == [
        Rect(x: 170, y: 135, width: 60, height: 30), Rect(x: 220, y: 135, width: 10, height: 10),
      ])
  }
}
