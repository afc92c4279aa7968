import Testing

@testable import GlassMorphRendering

/// What each quality asks x264 for (Docs/Video.md, "Quality").
struct VideoQualityTests {
  @Test func standardSearchesADiamondWithOneRefinementAndANamedPresetKeepsItsOwn() {
    let standard = VideoOptions().settings
    #expect(standard.preset == "veryfast" && standard.crf == 18)
    #expect(standard.motionSearch == "dia" && standard.subpixelRefinement == 1)
    #expect(standard.bFrames == 0)
    // A preset given by name is x264's preset whole.
    #expect(VideoOptions(preset: "veryfast").settings.motionSearch == nil)
    #expect(VideoOptions(preset: "veryfast").settings.subpixelRefinement == nil)
    #expect(VideoOptions(preset: "veryfast").settings.bFrames == nil)
    #expect(VideoOptions(quality: .high).settings.bFrames == nil)
    #expect(VideoOptions(quality: .draft).settings.motionSearch == nil)
    #expect(VideoOptions(quality: .high).settings.motionSearch == nil)
    // A rate factor alone keeps the quality's search.
    #expect(VideoOptions(crf: 20).settings.motionSearch == "dia")
  }
}
