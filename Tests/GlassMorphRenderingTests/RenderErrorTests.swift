import GlassMorphRendering
import Testing

/// A file error met while rendering keeps the setting it names, as the render's settings.
@Suite struct RenderErrorTests {
  /// A frame size too large for the encoder is changed through the canvas or the scale (frame
  /// pixels = canvas points × scale); permission to replace a file stays that permission.
  @Test func aFileErrorsSettingsBecomeTheRendersSettings() {
    let tooLarge = RenderError(
      .output, MediaError("out.mp4: too large.", settings: [.frameSize]),
      detail: " Nothing written.")
    #expect(tooLarge.settings == [.canvas, .scale])
    #expect(tooLarge.message == "out.mp4: too large. Nothing written.")
    let theirs = RenderError(
      .output, MediaError("out.mp4: not ours.", settings: [.replaceExisting]))
    #expect(theirs.settings == [.replaceExisting])
    #expect(RenderError(.output, MediaError("disk full.")).settings.isEmpty)
  }
}
