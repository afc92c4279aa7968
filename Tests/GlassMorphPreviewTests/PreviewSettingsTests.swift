import Foundation
import GlassMorph
import Testing

@testable import GlassMorphPreview

/// The page's settings read once: the animation's text is read when it is set or decoded, and
/// the check, the timeline's override and the page's curve use that one reading.
@Suite struct PreviewSettingsTests {
  @Test func theAnimationIsReadWhenSetAndWhenDecoded() throws {
    var settings = PreviewSettings(animation: ".bouncy")
    #expect(settings.animationOverride == .bouncy && settings.problem == nil)
    // Setting new text reads it again: a spring of 0.4 s and bounce 0.2.
    settings.animation = ".spring(duration: 0.4, bounce: 0.2)"
    #expect(
      settings.animationOverride
        == (try MorphAnimation(parsing: "spring(duration: 0.4, bounce: 0.2)")))
    settings.animation = nil
    #expect(settings.animationOverride == nil && settings.problem == nil)
    let json = #"{"canvas":"fit","scale":1,"animation":".snappy"}"#
    let decoded = try JSONDecoder().decode(PreviewSettings.self, from: Data(json.utf8))
    #expect(decoded.animationOverride == .snappy && decoded.scale == 1)
  }

  @Test func textThatIsNoAnimationIsAProblemAndNoOverride() throws {
    let json = #"{"canvas":"fit","scale":2,"animation":".spring(duration: oops)"}"#
    let decoded = try JSONDecoder().decode(PreviewSettings.self, from: Data(json.utf8))
    #expect(decoded.animationOverride == nil)
    #expect(decoded.problem?.hasPrefix("'.spring(duration: oops)' is not an animation") == true)
    // What is sent back to the page is the text, not the reading.
    let encoded = String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self)
    #expect(
      encoded.contains(#""animation":".spring(duration: oops)""#) && !encoded.contains("reading"))
  }
}
