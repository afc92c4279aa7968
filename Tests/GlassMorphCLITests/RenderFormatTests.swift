import Foundation
import GlassMorphTestSupport
import MorphCore
import MorphMedia
import Testing

@testable import GlassMorphCLI

/// `render`'s formats by extension and its output manners: defaults for sharing formats, `out/`
/// names, never replacing a file GlassMorph did not write without `--force`.
@Suite(.serialized) struct RenderFormatTests {
  func run(_ arguments: [String]) -> GlassMorphCommand.Outcome { GlassMorphCommand.run(arguments) }

  /// Runs the real binary in `folder`; returns its status and standard output.
  func runBinary(_ arguments: [String], in folder: String) throws -> (Int32, String) {
    let binary = try #require(ExecutableTests.binary)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  static let common = [
    "--canvas", "fit", "--tap", "toggle@0.1", "--duration", "1", "--quiet",
  ]

  @Test func gifDefaultsTo1xAnd30FramesPerSecond() throws {
    let path = Repository.temporary("pr.gif")
    #expect(run(["render", RenderCommandTests.toolbar, "-o", path] + Self.common).status == 0)
    let info = try Tool.probe(path)
    // The fit canvas is 220 × 92 pt: 220 × 92 px at 1×; 1 s at 30 frames/s = 30 frames.
    #expect(info["codec_name"] == "gif")
    #expect(info["width"] == "220" && info["height"] == "92")
    #expect(info["nb_read_frames"] == "30")
    #expect(abs((Double(info["duration"] ?? "") ?? 0) - 1.0) <= 0.02)
  }

  @Test func gifRefusesMoreThan50FramesPerSecond() {
    let outcome = run(
      ["render", RenderCommandTests.toolbar, "-o", Repository.temporary("x.gif"), "--fps", "60"])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains("hundredths of a second"))
  }

  @Test func movAndApngAndWebPComeFromTheirExtensions() throws {
    let mov = Repository.temporary("edit.mov")
    #expect(run(["render", RenderCommandTests.toolbar, "-o", mov] + Self.common).status == 0)
    let info = try Tool.probe(mov)
    // MOV keeps the video defaults: 2× (440 × 184 px) and 60 frames/s.
    #expect(info["codec_name"] == "prores" && info["width"] == "440")
    #expect(info["nb_read_frames"] == "60")
    let apng = Repository.temporary("anim.apng")
    #expect(run(["render", RenderCommandTests.toolbar, "-o", apng] + Self.common).status == 0)
    #expect(try Tool.probe(apng)["nb_read_frames"] == "30")
    let webp = Repository.temporary("anim.webp")
    #expect(run(["render", RenderCommandTests.toolbar, "-o", webp] + Self.common).status == 0)
    let text = String(decoding: try Tool.run("webpmux", ["-info", webp]), as: UTF8.self)
    #expect(text.contains("Canvas size: 220 x 92"))
  }

  @Test func unknownFormatsAndConflictsAreUsageErrors() {
    let misspelt = run(["render", RenderCommandTests.toolbar, "--format", "gifs"])
    #expect(misspelt.status == 64)
    #expect(misspelt.standardError.contains("Did you mean 'gif'?"))
    let conflict = run([
      "render", RenderCommandTests.toolbar, "--format", "gif", "-o", Repository.temporary("a.mp4"),
    ])
    #expect(conflict.status == 64)
    #expect(conflict.standardError.contains("give one of them"))
  }

  @Test func aPNGOutputIsTheStillHalfwayThroughTheFirstTransition() throws {
    let path = Repository.temporary("mid.png")
    let outcome = run([
      "render", RenderCommandTests.toolbar, "-o", path, "--canvas", "fit", "--scale", "1",
      "--tap", "toggle@0.1",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("halfway through the first transition"))
    // The tap is at 0.1 s and the morph takes a few hundred milliseconds: its halfway point lies
    // after the tap and well before one second.
    let time = outcome.standardOutput.split(separator: "t = ").last.flatMap {
      Double($0.prefix { $0 != " " })
    }
    #expect(time.map { $0 > 0.1 && $0 < 0.6 } == true, "t = \(String(describing: time))")
    #expect(try PNGFile.read(path).width == 220)
  }

  @Test func defaultOutputGoesIntoOutNamedAfterTheSettings() throws {
    let folder = Repository.temporary("default-out")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let (status, text) = try runBinary(
      ["render", RenderCommandTests.toolbar, "--format", "gif", "--scale", "2"] + Self.common,
      in: folder)
    #expect(status == 0, "\(text)")
    // The scene, then the settings given in a fixed order: canvas, scale.
    let expected = folder + "/out/toolbar-fit-2x.gif"
    #expect(FileManager.default.fileExists(atPath: expected))
    #expect(try Tool.probe(expected)["width"] == "440")
  }

  @Test func aFileGlassMorphDidNotWriteIsReplacedOnlyWithForce() throws {
    let path = Repository.temporary("mine.mp4")
    try Data("the user's own notes".utf8).write(to: URL(fileURLWithPath: path))
    let refused = run(["render", RenderCommandTests.toolbar, "-o", path] + Self.common)
    #expect(refused.status == 64)
    #expect(
      refused.standardError.contains(
        "was not written by GlassMorph; allow it to be replaced, or give another name. (--force)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "the user's own notes")
    // With --force it is replaced; after that the file is ours and is replaced without asking.
    #expect(
      run(["render", RenderCommandTests.toolbar, "-o", path, "--force"] + Self.common).status == 0)
    #expect(try Tool.probe(path)["codec_name"] == "h264")
    #expect(OutputPath.isOurs(path))
    #expect(run(["render", RenderCommandTests.toolbar, "-o", path] + Self.common).status == 0)
  }

  @Test func compareAndVariantsMakeOneLabelledPicture() throws {
    // Two panels of the fit canvas (220 × 92 pt) at 1×: 2·220 + 3·8 = 464 by 92 + 24 + 2·8 = 132.
    let compare = Repository.temporary("ab.png")
    let outcome = run([
      "render", RenderCommandTests.toolbar, "--compare", ".bouncy", "--still", "0.3", "--canvas",
      "fit", "--scale", "1", "-o", compare,
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let picture = try PNGFile.read(compare)
    #expect(picture.width == 464 && picture.height == 132)
    // Three variants in a row as a GIF: 3·220 + 4·8 = 692 wide.
    let variants = Repository.temporary("variants.gif")
    #expect(
      run(
        [
          "render", RenderCommandTests.toolbar, "--variants", "standard,dark,reduce-motion", "-o",
          variants,
        ] + Self.common
      ).status == 0)
    #expect(try Tool.probe(variants)["width"] == "692")
    let bad = run(["render", RenderCommandTests.toolbar, "--variants", "darkk"])
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("Did you mean 'dark'?"))
    let both = run([
      "render", RenderCommandTests.toolbar, "--variants", "dark", "--compare", ".bouncy",
    ])
    #expect(both.status == 64)
  }

  @Test func springVideosTakeTheSharingFormatsAndRespectOtherFiles() throws {
    let gif = Repository.temporary("springs.gif")
    let outcome = run(["spring", "bouncy", "--compare", "snappy", "--video", gif])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    // GIF defaults to 30 frames/s; .bouncy settles within about 1.6 s, so a few dozen frames.
    let info = try Tool.probe(gif)
    #expect(info["codec_name"] == "gif")
    #expect(Int(info["nb_read_frames"] ?? "") ?? 0 > 20)
    #expect(outcome.standardOutput.contains("at 30 fps"))
    let foreign = Repository.temporary("chart.png")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: foreign))
    let refused = run(["spring", "bouncy", "--plot", foreign])
    #expect(refused.status == 64)
    #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "mine")
    #expect(run(["spring", "bouncy", "--plot", foreign, "--force"]).status == 0)
  }

  @Test func aDamagedBackdropVideoRendersQuietly() throws {
    // A real H.264 clip from ffmpeg's test source, index first, then every 97th byte of its frames
    // flipped: FFmpeg can open it but not decode every frame.
    let clip = Repository.temporary("damaged.mp4")
    _ = try Tool.run(
      "ffmpeg",
      [
        "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=320x240:r=30:d=1", "-pix_fmt",
        "yuv420p", "-movflags", "+faststart", clip,
      ])
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: clip)))
    #expect(bytes.count > 8000)
    for index in stride(from: 6000, to: bytes.count, by: 97) { bytes[index] ^= 0x55 }
    try Data(bytes).write(to: URL(fileURLWithPath: clip))
    let folder = Repository.temporary("damaged-out")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let (status, output) = try runBinary(
      [
        "render", RenderCommandTests.toolbar, "--background", clip, "--canvas", "fit", "--scale",
        "1", "--duration", "0.5", "--quiet", "-o", folder + "/over-damaged.mp4",
      ], in: folder)
    // It renders (a frame that cannot be decoded leaves the last good one behind the glass) and
    // prints nothing: FFmpeg's per-macroblock complaints are not passed on.
    #expect(status == 0, "\(output)")
    #expect(output.isEmpty, "\(output.prefix(500))")
    // 0.5 s at 60 fps, as a player shows them (repeats of the frame before are held).
    #expect(try Tool.framesShown(folder + "/over-damaged.mp4", fps: 60).count == 30)
  }
}
