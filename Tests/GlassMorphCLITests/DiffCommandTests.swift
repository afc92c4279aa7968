import Foundation
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// `glassmorph diff`: where the golden's and the actual glass are drawn, and its errors.
@Suite struct DiffCommandTests {
  /// A keyframe document of one 20 × 20 pt square element at `x`, sampled at 0 and 0.1 s.
  static func document(x: Double) -> String {
    """
    {"canvas": [100, 100], "samples": [
      {"t": 0, "elements": {"a": {"frame": [10, 10, 20, 20], "cornerRadius": 0}}},
      {"t": 0.1, "elements": {"a": {"frame": [\(x), 10, 20, 20], "cornerRadius": 0}}}]}
    """
  }

  @Test func thePanelShowsTheGoldenInGreenAndTheActualInMagenta() throws {
    let folder = Repository.temporary("diff")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Self.document(x: 10).write(
      toFile: folder + "/golden.json", atomically: true, encoding: .utf8)
    try Self.document(x: 40).write(
      toFile: folder + "/actual.json", atomically: true, encoding: .utf8)
    let outcome = GlassMorphCommand.run([
      "diff", folder + "/golden.json", folder + "/actual.json", "-o", folder + "/d.png",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let image = try PNGFile.read(folder + "/d.png")
    // Only t = 0.1 differs: one panel, 12 px gutters, 260 px wide → 284 px.
    #expect(image.width == 284)
    // The region: x 10…60, y 10…30 plus 12 pt → 74 × 44 pt; scale min(260/74, 600/44) = 3.5135.
    // Left edges at the middle row (y = 12 + 22 × 3.5135 = 89.3): the golden's at
    // x = 12 + 12 × 3.5135 = 54.2, the actual's at x = 12 + 42 × 3.5135 = 159.6.
    let bytes = image.sRGBBytes()
    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let offset = (y * image.width + x) * 4
      return (Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]))
    }
    let green = pixel(54, 89)
    #expect(green.1 > 150 && green.0 < 120)
    let magenta = pixel(159, 89)
    #expect(magenta.0 > 200 && magenta.2 > 150 && magenta.1 < 120)
    // Between them: the panel's dark ground.
    #expect(pixel(100, 89).0 < 40)
  }

  @Test func badInputIsAnErrorThatNamesTheFile() throws {
    let folder = Repository.temporary("diff-bad")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "not json".write(toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
    try Self.document(x: 10).write(toFile: folder + "/good.json", atomically: true, encoding: .utf8)
    let bad = GlassMorphCommand.run(["diff", folder + "/good.json", folder + "/bad.json"])
    #expect(bad.status == 1)
    #expect(bad.standardError.contains("\(folder)/bad.json is not a keyframe document"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/bad.diff.png"))
    let missing = GlassMorphCommand.run(["diff", folder + "/good.json", folder + "/none.json"])
    #expect(missing.standardError.contains("\(folder)/none.json: no such file"))
    let one = GlassMorphCommand.run(["diff", folder + "/good.json"])
    #expect(one.status == 64)
    let notPNG = GlassMorphCommand.run([
      "diff", folder + "/good.json", folder + "/good.json", "-o", "x.jpg",
    ])
    #expect(notPNG.standardError.contains("ending in .png"))
  }
}
