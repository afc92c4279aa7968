import MorphCore
import MorphViewTree
import Testing

@testable import MorphLayout

/// Canvas arguments (device presets, explicit sizes, fit); the canvases of shipped scenes are
/// end-to-end tests in GlassMorphTests (SceneCanvasTests).
@Suite struct CanvasLayoutTests {
  @Test func canvasArguments() {
    #expect(CanvasChoice(argument: "fit") == .fit)
    #expect(CanvasChoice(argument: "iphone-se") == .device(.iPhoneSE))
    #expect(CanvasChoice(argument: "390x300") == .size(Size(width: 390, height: 300)))
    #expect(CanvasChoice(argument: "0x300") == nil)
    #expect(CanvasChoice(argument: "big") == nil)
  }
}
