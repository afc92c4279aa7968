import Foundation
import GlassMorph
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

/// `--background clip.mp4`: a backdrop video decoded through libavformat, seen through clear glass
/// frame by frame, looping when it is shorter than the render.
@Suite(.serialized) struct VideoBackdropTests {
  /// A clear glass pill with no background of its own.
  static let source = """
    import SwiftUI

    struct Pill: View {
      var body: some View {
        Color.clear
          .frame(width: 120, height: 120)
          .glassEffect(.clear, in: .rect(cornerRadius: 30))
      }
    }
    """

  /// A 1-second video at 20 frames/s, made by the real ffmpeg: red for its first half, blue for
  /// its second.
  static func backdropVideo() throws -> String {
    let path = Repository.temporary("backdrop.mp4")
    _ = try Tool.run(
      "ffmpeg",
      [
        "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=red:s=64x48:r=20:d=0.5", "-f", "lavfi",
        "-i", "color=c=blue:s=64x48:r=20:d=0.5", "-filter_complex", "[0][1]concat=n=2:v=1",
        "-pix_fmt", "yuv420p", path,
      ])
    #expect(FileManager.default.fileExists(atPath: path))
    return path
  }

  /// The dominant channel (0 red, 2 blue) of a pixel.
  static func dominant(_ pixel: SIMD4<Float>) -> Int {
    pixel.x > pixel.z ? 0 : 2
  }

  @Test func theBackdropVideoPlaysBehindTheGlassAndLoops() throws {
    let video = try Self.backdropVideo()
    let timeline = try GlassScene(source: Self.source).timeline(
      [], canvas: .size(Size(width: 200, height: 200)))
    let renderer = try TimelineRenderer(timeline: timeline, scale: 1, backdrop: .video(path: video))
    // Frame k of the backdrop is shown from k/20 s: red until 0.5 s, blue until 1 s, then red again.
    for (time, channel) in [(0.2, 0), (0.7, 2), (1.2, 0), (1.9, 2), (0.3, 0)] {
      let frame = renderer.frame(at: time)
      #expect(Self.dominant(frame[2, 2]) == channel, "corner at \(time) s")
      // Through the clear glass at its centre the same colour shows.
      #expect(Self.dominant(frame[100, 100]) == channel, "glass at \(time) s")
    }
  }

  @Test func aVideoOverABackdropVideoShowsEachOfItsFrames() throws {
    let video = try Self.backdropVideo()
    let timeline = try GlassScene(source: Self.source).timeline(
      [], canvas: .size(Size(width: 200, height: 200)))
    let output = Repository.temporary("over-video.mp4")
    try TimelineRenderer(timeline: timeline, scale: 1, backdrop: .video(path: video)).writeVideo(
      to: output, options: VideoOptions(framesPerSecond: 10, quality: .draft, duration: 1))
    // Decoded: frame 2 (0.2 s) is red at the glass's centre, frame 7 (0.7 s) blue.
    let raw = [UInt8](
      try Tool.run(
        "ffmpeg",
        [
          "-v", "error", "-i", output, "-vf",
          // Held frames (repeats of the one before) back at their times: 10 frames a second.
          "fps=10,scale=in_color_matrix=bt709:in_range=limited,format=rgb24",
          "-f", "rawvideo", "-",
        ]))
    #expect(raw.count == 10 * 200 * 200 * 3)
    for (frame, channel) in [(2, 0), (7, 2)] {
      let index = frame * 200 * 200 * 3 + (100 * 200 + 100) * 3
      let red = raw[index]
      let blue = raw[index + 2]
      #expect(channel == 0 ? red > blue + 100 : blue > red + 100, "frame \(frame): \(red), \(blue)")
    }
  }

  @Test func aMissingOrBrokenVideoIsTheCallersError() throws {
    let timeline = try GlassScene(source: Self.source).timeline([], canvas: .fit)
    #expect(throws: RenderError.self) {
      _ = try TimelineRenderer(timeline: timeline, backdrop: .video(path: "/no/such/clip.mp4"))
    }
    let broken = Repository.temporary("broken.mp4")
    try Data("not a video".utf8).write(to: URL(fileURLWithPath: broken))
    #expect(throws: RenderError.self) {
      _ = try TimelineRenderer(timeline: timeline, backdrop: .video(path: broken))
    }
    #expect(Backdrop(argument: "clip.MOV") == .video(path: "clip.MOV"))
    #expect(Backdrop(argument: "shot.png") == .picture(path: "shot.png"))
  }

  @Test func aVideoOverABackdropVideoEqualsWholeRedrawsFrameByFrame() throws {
    // Glass widening over a 20-frame/s backdrop, rendered at 60 frames/s: two of every three frames
    // keep the backdrop frame and redraw only what moved. Written as APNG (lossless) and decoded
    // by ffmpeg, every frame must equal a whole redraw of that time (`frame(at:)`).
    let source = """
      import SwiftUI

      struct Pill: View {
        @State private var wide = false
        var body: some View {
          Color.clear
            .frame(width: wide ? 160 : 80, height: 80)
            .glassEffect(.clear, in: .rect(cornerRadius: 20))
        }
      }
      """
    let scene = try GlassScene(source: source)
    let wide = try scene.stateValue("true", for: "wide")
    let timeline = try scene.timeline(
      [.set("wide", wide, animation: .smooth(duration: 0.3), at: 0.05)],
      canvas: .size(Size(width: 200, height: 120)))
    let renderer = try TimelineRenderer(
      timeline: timeline, scale: 1, backdrop: .video(path: try Self.backdropVideo()))
    let output = Repository.temporary("over-video.apng")
    try renderer.writeVideo(to: output, options: VideoOptions(framesPerSecond: 60, duration: 0.6))
    let raw = [UInt8](
      try Tool.run(
        "ffmpeg", ["-v", "error", "-i", output, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
    let size = 200 * 120 * 3
    #expect(raw.count == 36 * size)
    for index in 0..<min(36, raw.count / size) {
      let whole = renderer.frame(at: Double(index) / 60).sRGBBytes()
      var same = true
      for pixel in 0..<(200 * 120) where same {
        for channel in 0..<3
        where raw[index * size + pixel * 3 + channel] != whole[pixel * 4 + channel] {
          same = false
        }
      }
      #expect(same, "frame \(index)")
    }
  }
}
