import Foundation
import GlassMorphTestSupport
import MorphCore
import MorphMedia
import Testing

@testable import GlassMorphCLI

/// `glassmorph render`: PNG and MP4 outputs, checked with the real ffprobe/ffmpeg, and failures
/// that must leave nothing behind.
@Suite(.serialized) struct RenderCommandTests {
  static var toolbar: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes/toolbar.swift").path
  }

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func run(_ arguments: [String]) -> GlassMorphCommand.Outcome { GlassMorphCommand.run(arguments) }

  @Test func videoFramesMatchThePNGFramesOfTheSameRender() throws {
    // The same 10 frames (toolbar, fit canvas 220 × 92 pt at 2× = 440 × 184 px, 10 fps for 1 s) as
    // MP4 and as PNGs; the decoded video must be within 40 dB PSNR of the PNGs.
    let folder = try Self.folder()
    let video = folder.appendingPathComponent("toolbar.mp4").path
    let common = [
      Self.toolbar, "--canvas", "fit", "--scale", "2", "--fps", "10", "--duration", "1", "--tap",
      "toggle@0.1", "--quiet",
    ]
    #expect(run(["render"] + common + ["-o", video]).status == 0)
    #expect(
      run(["render"] + common + ["--png-dir", folder.appendingPathComponent("png").path]).status
        == 0)
    // Decoded back to RGB with the stream's own matrix (BT.709, limited range).
    let raw = try Tool.run(
      "ffmpeg",
      [
        "-v", "error", "-i", video, "-vf",
        "fps=10,scale=in_color_matrix=bt709:in_range=limited,format=rgb24", "-f", "rawvideo", "-",
      ])
    let width = 440
    let height = 184
    #expect(raw.count == 10 * width * height * 3)
    // PSNR of luma (BT.709 weights), the measure video codecs report: 4:2:0 keeps brightness at
    // full resolution but halves colour resolution by design, so the 2-px white rim lines over a
    // saturated backdrop lose some colour (RGB PSNR ≈ 33–43 dB per channel) but not brightness.
    func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
      0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)
    }
    for index in 0..<10 {
      let png = try PNGFile.read(
        folder.appendingPathComponent(String(format: "png/frame-%05d.png", index)).path
      ).sRGBBytes()
      var squared = 0.0
      var squaredRGB = 0.0
      for pixel in 0..<(width * height) {
        let base = index * width * height * 3 + pixel * 3
        let difference =
          luma(raw[base], raw[base + 1], raw[base + 2])
          - luma(png[pixel * 4], png[pixel * 4 + 1], png[pixel * 4 + 2])
        squared += difference * difference
        for channel in 0..<3 {
          let d = Double(raw[base + channel]) - Double(png[pixel * 4 + channel])
          squaredRGB += d * d
        }
      }
      let psnr = 10 * log10(255 * 255 / max(squared / Double(width * height), 1e-9))
      let psnrRGB = 10 * log10(255 * 255 / max(squaredRGB / Double(width * height * 3), 1e-9))
      #expect(psnr > 40, "frame \(index): luma \(psnr) dB")
      #expect(psnrRGB > 30, "frame \(index): RGB \(psnrRGB) dB")
    }
  }

  /// The toolbar tapped at 0.5 s rests before the tap and after it settles: the PNG sequence of the
  /// same render says which frames repeat the one before (their pixels compared here). By default
  /// the MP4 encodes all 40 (2 s × 20 fps, a sample per tick, average rate = nominal rate);
  /// `--hold-repeats` encodes only the others and says so; both show every frame for its time.
  @Test func everyFrameIsEncodedUnlessRepeatsAreHeld() throws {
    let folder = try Self.folder()
    let common = [
      Self.toolbar, "--canvas", "fit", "--scale", "1", "--fps", "20", "--duration", "2", "--tap",
      "toggle@0.5",
    ]
    let pngs = folder.appendingPathComponent("held-png").path
    #expect(run(["render"] + common + ["--quiet", "--png-dir", pngs]).status == 0)
    var pictures: [[UInt8]] = []
    for index in 0..<40 {
      pictures.append(
        try PNGFile.read(pngs + String(format: "/frame-%05d.png", index)).sRGBBytes())
    }
    // Held: each frame that repeats the one before, except the last, which is always encoded.
    let repeats = (1..<39).filter { pictures[$0] == pictures[$0 - 1] }.count
    // At rest for 0.5 s before the tap and still for the last part of the 2 s.
    #expect(repeats >= 10 && repeats < 38)
    let held = folder.appendingPathComponent("held.mp4").path
    let outcome = run(["render"] + common + ["--hold-repeats", "-o", held])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("(\(40 - repeats) encoded, \(repeats) held repeats)"))
    #expect(try Tool.probe(held)["nb_read_frames"] == String(40 - repeats))
    #expect(try Tool.framesShown(held, fps: 20).count == 40)
    let every = folder.appendingPathComponent("every.mp4").path
    #expect(run(["render"] + common + ["--quiet", "-o", every]).status == 0)
    let stream = try Tool.probe(every)
    #expect(stream["nb_read_frames"] == "40")
    #expect(stream["avg_frame_rate"] == "20/1" && stream["r_frame_rate"] == "20/1")
  }

  @Test func videoHasTheRequestedFrameCountAndDuration() throws {
    let video = try Self.folder().appendingPathComponent("count.mp4").path
    #expect(
      run([
        "render", Self.toolbar, "--canvas", "fit", "--scale", "1", "--fps", "12", "--duration",
        "0.5", "--quiet", "-o", video,
      ]).status == 0)
    let text = String(
      decoding: try Tool.run(
        "ffprobe",
        [
          "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames:format=duration",
          "-of", "default=nw=1", video,
        ]), as: UTF8.self)
    // 0.5 s at 12 fps = 6 frames, as a player shows them and as samples in the file.
    #expect(try Tool.framesShown(video, fps: 12).count == 6)
    #expect(text.contains("nb_read_frames=6"))
    #expect(text.contains("duration=0.500000"))
  }

  @Test func unwritableOutputFailsCleanly() throws {
    let outcome = run([
      "render", Self.toolbar, "--canvas", "fit", "--scale", "1", "--quiet", "-o",
      "/proc/glassmorph.mp4",
    ])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("/proc/glassmorph.mp4"))
    let missing = "/nonexistent-\(UUID().uuidString)/x.mp4"
    let second = run([
      "render", Self.toolbar, "--canvas", "fit", "--scale", "1", "--quiet", "-o", missing,
    ])
    // A missing folder is the arguments' fault: found before any work, exit 64.
    #expect(second.status == 64)
    #expect(second.standardError.contains("does not exist; create it first"))
    let unknown = run(["render", Self.toolbar, "-o", "x.avi"])
    #expect(unknown.status == 64)
    #expect(unknown.standardError.contains(".mp4, .mov, .gif, .webp, .apng"))
    #expect(
      run(["render", Self.toolbar, "--crf", "0"]).standardError.contains(
        "0 (lossless) does not play in QuickTime"))
  }

  @Test func aFullDiskLeavesNoFile() throws {
    // An 8 KiB file-size limit (ulimit -f) makes the writes fail part-way: the error is reported,
    // the exit status is non-zero, and neither the video nor its temporary file remains.
    let folder = try Self.folder()
    let binary = try #require(ExecutableTests.binary)
    let result = try Tool.shell(
      "ulimit -f 8; exec '\(binary.path)' render '\(Self.toolbar)' --scale 1 --canvas iphone-16-pro --fps 10 --duration 1 --quality high --quiet -o '\(folder.path)/big.mp4'"
    )
    #expect(result.status != 0)
    #expect(result.error.contains("big.mp4"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func interruptingARenderLeavesNoFile() throws {
    let folder = try Self.folder()
    let binary = try #require(ExecutableTests.binary)
    let process = Process()
    process.executableURL = binary
    process.arguments = [
      "render", Self.toolbar, "--scale", "2", "--fps", "60", "--duration", "20", "--quiet", "-o",
      folder.appendingPathComponent("long.mp4").path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Wait until the encoder has started writing its temporary file, then press Ctrl-C.
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline,
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? true
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    Thread.sleep(forTimeInterval: 0.3)
    process.interrupt()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    // Ctrl-C: exit 128 + SIGINT (2), as a shell reports it.
    #expect(process.terminationStatus == 130)
    #expect(message.contains("Interrupted by SIGINT"))
    #expect(message.contains("nothing was left behind"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func stillAndContactSheetArePNGs() throws {
    let folder = try Self.folder()
    let still = folder.appendingPathComponent("still.png").path
    #expect(
      run([
        "render", Self.toolbar, "--canvas", "fit", "--scale", "2", "--still", "0.3", "-o", still,
      ]).status == 0)
    let image = try PNGFile.read(still)
    // The fit canvas is 220 × 92 pt → 440 × 184 px at 2×.
    #expect(image.width == 440 && image.height == 184)
    let sheet = folder.appendingPathComponent("sheet.png").path
    #expect(
      run(["render", Self.toolbar, "--canvas", "fit", "--scale", "1", "--contact-sheet", sheet])
        .status == 0)
    // 4 columns of 220 px with 16 px gutters: 4 × 220 + 5 × 16 = 960 px wide.
    #expect(try PNGFile.read(sheet).width == 960)
  }
}
