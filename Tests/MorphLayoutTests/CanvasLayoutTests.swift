import MorphCore
import MorphViewTree
import Testing

@testable import MorphLayout

/// Canvas arguments (device presets, explicit sizes, fit); the canvases of shipped scenes are
/// end-to-end tests in GlassMorphTests (SceneCanvasTests).
@Suite struct CanvasLayoutTests: ViewValues {
  @Test func canvasArguments() {
    #expect(CanvasChoice(argument: "fit") == .fit)
    #expect(CanvasChoice(argument: "iphone-se") == .device(.iPhoneSE))
    #expect(CanvasChoice(argument: "390x300") == .size(Size(width: 390, height: 300)))
    #expect(CanvasChoice(argument: "0x300") == nil)
    #expect(CanvasChoice(argument: "big") == nil)
  }

  /// A component smaller than the screen — a 300 × 300 pt card holding a 60 × 36 pt glass
  /// button — is shown whole on the automatic canvas, as Xcode's preview shows a component: the
  /// card plus the 24 pt margin on each side, 348 × 348 pt, the button at its centre
  /// ((348 − 60) / 2 = 144, (348 − 36) / 2 = 156). `fit` crops to the glass alone: 60 + 48 by
  /// 36 + 48 = 108 × 84 pt, the button at (24, 24).
  @Test func aComponentIsShownWholeAndFitCropsToItsGlass() {
    let card = zStack(block(60, 36).glassEffect()).frame(width: 300, height: 300)
      .background(color(.yellow))
    let whole = LayoutTestSupport.layout(card, canvas: .automatic)
    #expect(whole.canvas == Size(width: 348, height: 348))
    #expect(whole.glass.map(\.frame) == [Rect(x: 144, y: 156, width: 60, height: 36)])
    let cropped = LayoutTestSupport.layout(card, canvas: .fit)
    #expect(cropped.canvas == Size(width: 108, height: 84))
    #expect(cropped.glass.map(\.frame) == [Rect(x: 24, y: 24, width: 60, height: 36)])
  }
}
