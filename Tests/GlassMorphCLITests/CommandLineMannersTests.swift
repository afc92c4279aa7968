import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// What a new user types first: long option names, typos in values, the overview.
@Suite struct CommandLineMannersTests {
  @Test func outputIsTheLongFormOfO() throws {
    let path = Repository.temporary("long.png")
    let outcome = GlassMorphCommand.run([
      "render", Repository.scene("toolbar"), "--still", "0", "--output", path, "--scale", "1",
      "--canvas", "fit",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(RenderCommand.spec.helpText.contains("  -o, --output <file>"))
    // Given twice under its two names: once is enough.
    let twice = GlassMorphCommand.run(
      ["render", Repository.scene("toolbar"), "-o", "a.mp4", "--output", "b.mp4"],
      mode: .validate)
    #expect(twice.standardError.contains("The option '-o' was given more than once"))
  }

  @Test func aMistypedValueGetsASuggestion() {
    let quality = GlassMorphCommand.run(
      ["render", Repository.scene("toolbar"), "--quality", "hgh"], mode: .validate)
    #expect(quality.status == 64)
    #expect(
      quality.standardError.contains(
        "'--quality' is draft, standard or high, not 'hgh'. Did you mean 'high'?"))
    let preset = GlassMorphCommand.run(
      ["render", Repository.scene("toolbar"), "--preset", "veryfst"], mode: .validate)
    #expect(preset.standardError.contains("Did you mean 'veryfast'?"))
    let option = GlassMorphCommand.run(
      ["render", Repository.scene("toolbar"), "--outptu", "x.mp4"], mode: .validate)
    #expect(option.standardError.contains("Did you mean '--output'?"))
  }

  @Test func theOverviewSaysRenderMakesVideo() {
    let help = GlassMorphCommand.run(["--help"]).standardOutput
    #expect(help.contains("render") && help.contains("MP4 video (default)"))
    #expect(help.contains("preview") && help.contains("diff"))
  }
}
