import Foundation
import GlassMorphTestSupport
import MorphCore
import MorphMedia
import MorphRaster
import Testing

/// MP4 through the real libavformat/libx264, checked with the real ffprobe and ffmpeg.
@Suite(.serialized) struct VideoWriterTests {
  func writeSolid(
    _ color: Color, frames: Int, fps: Int, to path: String, width: Int = 64, height: Int = 48,
    holdsRepeatedFrames: Bool = false
  ) throws {
    let writer = try VideoWriter(
      path: path, width: width, height: height,
      settings: VideoSettings(
        framesPerSecond: fps, crf: 18, preset: "veryfast",
        holdsRepeatedFrames: holdsRepeatedFrames))
    let pixmap = Pixmap(width: width, height: height, filledWith: color)
    for _ in 0..<frames { try writer.append(pixmap) }
    try writer.finish()
  }

  /// A video wider than the encoder's 8192 px limit and a file the user wrote are refused with
  /// the setting to change as a value (the frame size; permission to replace), in a message
  /// that names no command-line option; nothing is written.
  @Test func refusalsNameTheSettingToChange() throws {
    let path = Repository.temporary("wide.mp4")
    #expect {
      _ = try VideoWriter(
        path: path, width: 8194, height: 64, settings: VideoSettings(framesPerSecond: 30))
    } throws: { error in
      let error = error as? MediaError
      return error?.settings == [.frameSize]
        && error?.message.contains("8194 × 64 px") == true
        && error?.message.contains("--") == false
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    let theirs = Repository.temporary("theirs.mp4")
    try Data("the user's".utf8).write(to: URL(fileURLWithPath: theirs))
    #expect {
      try OutputPath.checkOwnership(theirs, force: false)
    } throws: { error in
      (error as? MediaError)?.settings == [.replaceExisting]
    }
    try OutputPath.checkOwnership(theirs, force: true)
  }

  @Test func streamIsTaggedHighProfileBT709() throws {
    let path = Repository.temporary("tags.mp4")
    try writeSolid(.orange, frames: 45, fps: 30, to: path)
    let info = try Tool.probe(path)
    #expect(info["codec_name"] == "h264")
    #expect(info["profile"] == "High")
    #expect(info["pix_fmt"] == "yuv420p")
    #expect(
      info["color_primaries"] == "bt709" && info["color_transfer"] == "bt709"
        && info["color_space"] == "bt709")
    #expect(info["color_range"] == "tv")
    #expect(info["nb_read_frames"] == "45")
    #expect(info["r_frame_rate"] == "30/1")
    // 45 frames at 30 fps = 1.5 s.
    #expect(abs((Double(info["duration"] ?? "") ?? 0) - 1.5) < 1e-6)
  }

  @Test func moovComesBeforeMdat() throws {
    let path = Repository.temporary("faststart.mp4")
    try writeSolid(.blue, frames: 10, fps: 30, to: path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let moov = data.range(of: Data("moov".utf8))?.lowerBound
    let mdat = data.range(of: Data("mdat".utf8))?.lowerBound
    #expect(moov != nil && mdat != nil)
    #expect((moov ?? .max) < (mdat ?? .min))
  }

  @Test func pureGreenDecodesToBT709LimitedRange() throws {
    // Docs/Video.md: RGB (0, 136, 0) → Y/U/V ≈ 100/82/74 with BT.709 limited range
    // (85/88/78 would mean BT.601). Decoded with the real ffmpeg to raw yuv420p.
    let path = Repository.temporary("green.mp4")
    try writeSolid(Color(red: 0, green: 136.0 / 255, blue: 0), frames: 3, fps: 30, to: path)
    let raw = try Tool.run(
      "ffmpeg",
      ["-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"])
    let width = 64
    let height = 48
    #expect(raw.count == width * height * 3 / 2)
    let y = Int(raw[width * 24 + 32])
    let u = Int(raw[width * height + (width / 2) * 12 + 16])
    let v = Int(raw[width * height + width * height / 4 + (width / 2) * 12 + 16])
    #expect(abs(y - 100) <= 2, "Y = \(y)")
    #expect(abs(u - 82) <= 2, "U = \(u)")
    #expect(abs(v - 74) <= 2, "V = \(v)")
  }

  @Test func oddSizesAndBadPathsAreRefusedWithoutLeavingFiles() throws {
    #expect(throws: MediaError.self) {
      _ = try VideoWriter(
        path: Repository.temporary("odd.mp4"), width: 63, height: 48, settings: VideoSettings())
    }
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-such-\(UUID().uuidString)/x.mp4"
    ).path
    #expect(throws: MediaError.self) {
      _ = try VideoWriter(path: missing, width: 64, height: 48, settings: VideoSettings())
    }
    #expect(throws: MediaError.self) {
      _ = try VideoWriter(
        path: "/proc/glassmorph-test.mp4", width: 64, height: 48, settings: VideoSettings())
    }
    #expect(throws: MediaError.self) {
      _ = try VideoWriter(
        path: FileManager.default.temporaryDirectory.path, width: 64, height: 48,
        settings: VideoSettings())
    }
  }

  @Test func aCancelledOrDroppedWriterLeavesNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cancel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("x.mp4").path
    do {
      let writer = try VideoWriter(
        path: path, width: 64, height: 48, settings: VideoSettings(preset: "veryfast"))
      try writer.append(Pixmap(width: 64, height: 48, filledWith: .red))
      writer.cancel()
    }
    do {
      let writer = try VideoWriter(
        path: path, width: 64, height: 48, settings: VideoSettings(preset: "veryfast"))
      try writer.append(Pixmap(width: 64, height: 48, filledWith: .red))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// x264 writes the settings it encoded with into the stream (a user-data SEI: "… me=hex
  /// subme=2 …"); a motion search, a refinement and a B-frame count asked for replace the preset's,
  /// and none keeps `veryfast`'s hexagon, refinement 2 and three B-frames (x264's preset table).
  @Test func aMotionSearchAndRefinementReachTheEncoder() throws {
    func settingsText(_ motionSearch: String?, _ refinement: Int? = nil, bFrames: Int? = nil)
      throws -> String
    {
      let path = Repository.temporary(
        "me-\(motionSearch ?? "preset")-\(refinement ?? 0)-\(bFrames ?? -1).mp4")
      let writer = try VideoWriter(
        path: path, width: 64, height: 48,
        settings: VideoSettings(
          preset: "veryfast", motionSearch: motionSearch, subpixelRefinement: refinement,
          bFrames: bFrames))
      try writer.append(Pixmap(width: 64, height: 48, filledWith: .green))
      try writer.finish()
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      return String(decoding: data.map { $0 >= 32 && $0 < 127 ? $0 : 32 }, as: UTF8.self)
    }
    let asked = try settingsText("dia")
    #expect(asked.contains(" me=dia ") && !asked.contains(" me=hex "))
    #expect(asked.contains(" subme=2 "))
    let both = try settingsText("dia", 1)
    #expect(both.contains(" me=dia ") && both.contains(" subme=1 ") && !both.contains(" subme=2 "))
    let preset = try settingsText(nil)
    #expect(preset.contains(" me=hex ") && !preset.contains(" me=dia "))
    #expect(preset.contains(" subme=2 "))
    // veryfast's three B-frames, or none when asked.
    #expect(preset.contains(" bframes=3 "))
    #expect(try settingsText(nil, bFrames: 0).contains(" bframes=0 "))
  }

  /// Six frames A A A B B C at 10 fps: a holding writer encodes three, each lasting until the
  /// next (0.3, 0.2 and 0.1 s), and a player shows A A A B B C — the same as the six frames a
  /// constant-rate writer encodes.
  @Test func repeatedFramesAreHeldNotEncodedAgain() throws {
    let colors: [Color] = [.red, .red, .red, .blue, .blue, .green]
    func write(holding: Bool) throws -> String {
      let path = Repository.temporary("held-\(holding).mp4")
      let writer = try VideoWriter(
        path: path, width: 64, height: 48,
        settings: VideoSettings(
          framesPerSecond: 10, preset: "veryfast", holdsRepeatedFrames: holding))
      #expect(writer.holdsRepeatedFrames == holding)
      for color in colors { try writer.append(Pixmap(width: 64, height: 48, filledWith: color)) }
      #expect(writer.frameCount == 6 && writer.heldFrameCount == (holding ? 3 : 0))
      try writer.finish()
      return path
    }
    let held = try write(holding: true)
    let every = try write(holding: false)
    #expect(try Tool.probe(held)["nb_read_frames"] == "3")
    #expect(try Tool.probe(every)["nb_read_frames"] == "6")
    for path in [held, every] {
      #expect(abs((Double(try Tool.probe(path)["duration"] ?? "") ?? 0) - 0.6) < 1e-6)
    }
    // Each packet's presentation time and duration, in seconds, in presentation order.
    let packets = String(
      decoding: try Tool.run(
        "ffprobe",
        ["-v", "error", "-show_entries", "packet=pts_time,duration_time", "-of", "csv=p=0", held]),
      as: UTF8.self
    ).split(separator: "\n").map { $0.split(separator: ",").compactMap { Double($0) } }
      .sorted { ($0.first ?? 0) < ($1.first ?? 0) }
    #expect(packets.map { $0.first ?? -1 } == [0, 0.3, 0.5])
    let shown = try Tool.framesShown(held, fps: 10)
    #expect(shown == (try Tool.framesShown(every, fps: 10)))
    #expect(shown.count == 6 && Set(shown).count == 3)
    #expect(
      shown[0] == shown[2] && shown[2] != shown[3] && shown[3] == shown[4] && shown[4] != shown[5])
  }

  /// Only an MP4 holds frames: the other formats encode every frame, and a repeat without its
  /// bytes is refused rather than guessed.
  @Test func onlyAnMP4HoldsRepeatedFrames() throws {
    let gif = Repository.temporary("held.gif")
    let writer = try VideoWriter(
      path: gif, width: 64, height: 48, settings: VideoSettings(framesPerSecond: 10))
    #expect(!writer.holdsRepeatedFrames)
    #expect(throws: MediaError.self) { try writer.appendRepeatedFrame() }
    writer.cancel()
    let mp4 = Repository.temporary("held-first.mp4")
    let first = try VideoWriter(
      path: mp4, width: 64, height: 48, settings: VideoSettings(framesPerSecond: 10))
    // Nothing to hold before the first frame.
    #expect(throws: MediaError.self) { try first.appendRepeatedFrame() }
    try first.append(Pixmap(width: 64, height: 48, filledWith: .red))
    try first.appendRepeatedFrame()
    try first.finish()
    // The last frame is encoded even when it repeats: both are in the file.
    #expect(first.heldFrameCount == 0)
    #expect(try Tool.probe(mp4)["nb_read_frames"] == "2")
    #expect(try Tool.framesShown(mp4, fps: 10).count == 2)
  }

  @Test func theSameFramesGiveTheSameFile() throws {
    let a = Repository.temporary("a.mp4")
    let b = Repository.temporary("b.mp4")
    try writeSolid(.purple, frames: 12, fps: 30, to: a)
    try writeSolid(.purple, frames: 12, fps: 30, to: b)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
  }
}
