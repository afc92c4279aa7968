import Foundation
import GlassMorph
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

/// The render scale and frame rate, each checked in one place: what a person may write, what
/// the page's JSON may send, and what a library caller gets for a value no screen has.
@Suite struct RenderScaleTests {
  @Test(arguments: [("1", 1), ("2", 2), ("3", 3), ("2.0", 2), ("3x", 3)])
  func aScaleIsReadAsWrittenOnTheCommandLine(_ text: String, _ pixels: Int) throws {
    #expect(try RenderScale(parsing: text).pixelsPerPoint == pixels)
  }

  @Test(arguments: ["0", "4", "2.5", "-1", "nan", "inf", "1e19", "", "two", "x"])
  func aScaleNoScreenHasIsAnErrorNamingTheSetting(_ text: String) {
    #expect {
      try RenderScale(parsing: text)
    } throws: { error in
      guard let error = error as? RenderError else { return false }
      return error.settings == [.scale] && error.reason == .input
        && error.message.contains("not '\(text)'")
    }
  }

  @Test func pageJSONTakesOnlyTheScalesAScreenHas() throws {
    struct Holder: Codable { var scale: RenderScale }
    let decoded = try JSONDecoder().decode(Holder.self, from: Data(#"{"scale":3}"#.utf8))
    #expect(decoded.scale == 3)
    #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"{"scale":3}"#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Holder.self, from: Data(#"{"scale":7}"#.utf8))
    }
  }

  /// A 100 × 50 pt canvas is 300 × 150 px at 3× and 100 × 50 px at 1× (points × scale).
  @Test func theFrameIsTheCanvasTimesTheScale() throws {
    let timeline = try GlassScene(path: Repository.scene("toolbar")).timeline(
      [], canvas: .size(Size(width: 100, height: 50)))
    let cases: [(RenderScale, (Int, Int))] = [(1, (100, 50)), (3, (300, 150))]
    for (scale, size) in cases {
      let frame = try TimelineRenderer(timeline: timeline, scale: scale).frame(at: 0)
      #expect(frame.width == size.0 && frame.height == size.1, "at \(scale)×")
    }
  }

  @Test(arguments: [0, -30, 241, Int.max])
  func aVideoAtAFrameRateOutsideOneTo240IsRefusedAndNothingIsWritten(_ fps: Int) throws {
    let timeline = try GlassScene(path: Repository.scene("toolbar")).timeline([], canvas: .fit)
    let path = Repository.temporary("fps-\(fps).mp4")
    #expect {
      try TimelineRenderer(timeline: timeline, scale: 1).writeVideo(
        to: path, options: VideoOptions(framesPerSecond: fps, duration: 0.1))
    } throws: { error in
      (error as? RenderError)?.settings == [.framesPerSecond]
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
