import Foundation
import GlassMorphTestSupport
import MorphCore
import MorphMedia
import MorphRaster
import Testing

/// The formats besides MP4, each written through the real libav* and read back by a real decoder:
/// ffprobe/ffmpeg for GIF, APNG and ProRes; libwebp's webpmux and Pillow (libwebp's decoder) for
/// animated WebP (FFmpeg 5.1 decodes only still WebP).
@Suite(.serialized) struct VideoFormatTests {
  /// Writes `frames` frames alternating between `colors` at `fps`.
  func write(
    _ colors: [Color], frames: Int, fps: Int, to path: String, width: Int = 64, height: Int = 48
  )
    throws
  {
    let writer = try VideoWriter(
      path: path, width: width, height: height,
      settings: VideoSettings(framesPerSecond: fps, crf: 18, preset: "veryfast"))
    #expect(writer.format == VideoFormat(path: path))
    #expect(writer.needsAnalysisPass == (writer.format == .gif))
    let pixmaps = (0..<frames).map {
      Pixmap(width: width, height: height, filledWith: colors[$0 % colors.count])
    }
    if writer.needsAnalysisPass {
      for pixmap in pixmaps {
        try writer.analyze(rgba: pixmap.sRGBBytes(), width: width, height: height)
      }
    }
    for pixmap in pixmaps { try writer.append(pixmap) }
    try writer.finish()
  }

  /// The first frame decoded by ffmpeg as RGB bytes.
  func firstFrameRGB(_ path: String) throws -> Data {
    try Tool.run(
      "ffmpeg",
      ["-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
  }

  @Test func extensionsNameTheFormat() {
    #expect(VideoFormat(path: "a/b.GIF") == .gif)
    #expect(VideoFormat(path: "review.mov") == .mov)
    #expect(VideoFormat(path: "x.webp") == .webp)
    #expect(VideoFormat(path: "x.apng") == .apng)
    #expect(VideoFormat(path: "x.m4v") == .mp4)
    #expect(VideoFormat(path: "x.png") == nil)
    #expect(VideoFormat(path: "dir.gif/x") == nil)
  }

  @Test func gifHasEveryFrameTheDurationAndExactColours() throws {
    let path = Repository.temporary("two.gif")
    // Two flat colours: a palette made from the video holds both exactly, so no dithering shows.
    let orange = Color(red: 1, green: 0.6, blue: 0)
    let blue = Color(red: 0, green: 0.25, blue: 1)
    try write([orange, blue], frames: 30, fps: 30, to: path, width: 63, height: 47)
    let info = try Tool.probe(path)
    #expect(info["codec_name"] == "gif")
    #expect(info["width"] == "63" && info["height"] == "47")  // GIF takes odd sizes
    #expect(info["nb_read_frames"] == "30")
    // 30 frames at 30 fps: 1 s, in GIF's hundredths (3 or 4 each).
    #expect(abs((Double(info["duration"] ?? "") ?? 0) - 1.0) <= 0.02)
    let rgb = try firstFrameRGB(path)
    #expect(rgb.count == 63 * 47 * 3)
    // sRGB bytes of (1, 0.6, 0): 255, 153 (0.6 × 255), 0.
    #expect(rgb.prefix(3).map(Int.init) == [255, 153, 0])
    // The file loops for ever: the NETSCAPE2.0 extension with a loop count of 0.
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let netscape = data.range(of: Data("NETSCAPE2.0".utf8)) else {
      Issue.record("no NETSCAPE2.0 loop extension")
      return
    }
    let loop = data[netscape.upperBound + 2] | data[netscape.upperBound + 3] << 8
    #expect(loop == 0)
  }

  @Test func gifPaletteHasAtMost256ColoursOfAGradient() throws {
    // A frame with 4096 distinct colours must come out as at most 256, near the originals.
    let path = Repository.temporary("gradient.gif")
    let writer = try VideoWriter(
      path: path, width: 64, height: 64, settings: VideoSettings(framesPerSecond: 25))
    var pixmap = Pixmap(width: 64, height: 64, filledWith: .black)
    for y in 0..<64 {
      for x in 0..<64 {
        pixmap[x, y] =
          Color(red: Double(x) / 63, green: Double(y) / 63, blue: 0.5).premultipliedLinear
      }
    }
    // The palette is made in a first pass over the frames, then each is appended.
    for _ in 0..<2 { try writer.analyze(rgba: pixmap.sRGBBytes(), width: 64, height: 64) }
    try writer.append(pixmap)
    try writer.append(pixmap)
    try writer.finish()
    let rgb = [UInt8](try firstFrameRGB(path))
    var colours = Set<Int>()
    for index in stride(from: 0, to: rgb.count - 2, by: 3) {
      colours.insert(Int(rgb[index]) << 16 | Int(rgb[index + 1]) << 8 | Int(rgb[index + 2]))
    }
    #expect(colours.count <= 256 && colours.count > 64)
    // Error diffusion keeps the average right: the mean red of the first column stays near 0.
    let left = stride(from: 0, to: 64, by: 1).map { Int(rgb[$0 * 64 * 3]) }
    #expect(Double(left.reduce(0, +)) / 64 < 12)
  }

  @Test func aGIFWithoutItsAnalysisPassIsRefusedAndLeavesNothing() throws {
    let folder = Repository.temporary("gif-passes")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let writer = try VideoWriter(
      path: folder + "/x.gif", width: 8, height: 8, settings: VideoSettings(framesPerSecond: 10))
    #expect(throws: MediaError.self) {
      try writer.append(Pixmap(width: 8, height: 8, filledWith: .red))
    }
    writer.cancel()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test func apngIsLosslessAndLoops() throws {
    let path = Repository.temporary("two.apng")
    let teal = Color(red: 0.2, green: 0.6, blue: 0.6)
    try write([teal, .white], frames: 12, fps: 24, to: path, width: 33, height: 21)
    let info = try Tool.probe(path)
    #expect(info["codec_name"] == "apng")
    #expect(info["nb_read_frames"] == "12")
    #expect(info["width"] == "33" && info["height"] == "21")
    // sRGB bytes of (0.2, 0.6, 0.6): 51, 153, 153 exactly (lossless).
    #expect(try firstFrameRGB(path).prefix(3).map(Int.init) == [51, 153, 153])
    // acTL: frame count 12, plays 0 (for ever).
    let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    guard let actl = Data(data).range(of: Data("acTL".utf8))?.upperBound else {
      Issue.record("no acTL chunk")
      return
    }
    let field = { (offset: Int) in
      data[(actl + offset)..<(actl + offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(field(0) == 12)
    #expect(field(4) == 0)
  }

  @Test func movIsProRes422HQTaggedBT709() throws {
    let path = Repository.temporary("editor.mov")
    try write([.orange], frames: 10, fps: 25, to: path)
    let info = try Tool.probe(path)
    #expect(info["codec_name"] == "prores")
    #expect(info["profile"] == "HQ")
    #expect(info["pix_fmt"] == "yuv422p10le")
    #expect(info["color_primaries"] == "bt709" && info["color_space"] == "bt709")
    #expect(info["nb_read_frames"] == "10")
    #expect(abs((Double(info["duration"] ?? "") ?? 0) - 0.4) < 1e-6)
  }

  @Test func webpIsAnimatedLoopsAndLastsTheVideo() throws {
    let path = Repository.temporary("two.webp")
    try write([.red, .blue], frames: 20, fps: 20, to: path)
    let info = String(decoding: try Tool.run("webpmux", ["-info", path]), as: UTF8.self)
    #expect(info.contains("Canvas size: 64 x 48"))
    #expect(info.contains("animation"))
    #expect(info.contains("Loop Count : 0"))
    // Every frame changes, so all 20 are kept, 50 ms each: 1 s in all.
    #expect(info.contains("Number of frames: 20"))
    let durations = info.split(separator: "\n").compactMap { line -> Int? in
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 8, fields[0].hasSuffix(":"), Int(fields[0].dropLast()) != nil else {
        return nil
      }
      return Int(fields[6])
    }
    #expect(durations.count == 20)
    #expect(durations.reduce(0, +) == 1000)
    // Decoded by libwebp through Debian's Pillow: 20 frames, the first systemRed (255, 59, 48), the
    // second systemBlue (0, 122, 255) — lossy, so within a few levels.
    let decoded = String(
      decoding: try Tool.run(
        "python3",
        [
          "-c",
          "import sys; from PIL import Image; im = Image.open(sys.argv[1]); a = im.convert('RGB').getpixel((32, 24)); im.seek(1); b = im.convert('RGB').getpixel((32, 24)); print(im.n_frames, *a, *b)",
          path,
        ]), as: UTF8.self
    ).split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    #expect(decoded.count == 7 && decoded[0] == 20)
    if decoded.count == 7 {
      let first = decoded[1...3].map { $0 }
      let second = decoded[4...6].map { $0 }
      #expect(zip(first, [255, 59, 48]).allSatisfy { abs($0 - $1) <= 6 }, "first \(first)")
      #expect(zip(second, [0, 122, 255]).allSatisfy { abs($0 - $1) <= 6 }, "second \(second)")
    }
  }

  @Test func oddSizesAreRefusedOnlyWhereChromaNeedsEven() throws {
    #expect(throws: MediaError.self) {
      _ = try VideoWriter(
        path: Repository.temporary("odd.mov"), width: 63, height: 48, settings: VideoSettings())
    }
    #expect(throws: Never.self) {
      let writer = try VideoWriter(
        path: Repository.temporary("odd.apng"), width: 63, height: 47, settings: VideoSettings())
      writer.cancel()
    }
  }

  @Test func aDeadWritersTemporaryOfEveryFormatIsRemoved() throws {
    // A process that no longer runs (PID 2³¹ − 2 is beyond Linux's pid_max) left one temporary per
    // format; the next writer into the folder removes them all and nothing else.
    let folder = Repository.temporary("stale")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let dead = 2_147_483_646
    var names = VideoFormat.extensions.map { ".clip.\(dead).partial.\($0)" }
    names += [".clip.\(dead).partial.staged.gif", ".clip.\(dead).partial.staged.png"]
    for name in names + ["keep.gif", ".clip.gif.partial"] {
      try Data().write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    OutputPath.removeStaleTemporaries(besides: folder + "/clip.gif")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == [".clip.gif.partial", "keep.gif"])
  }
}
