import Foundation

/// One frame snapshot check, shared by `expectFrame` and `assertFrame`: render, compare with the
/// golden through `GoldenFile` (record modes, messages), write artifacts on a mismatch.
public struct FrameSnapshot: Sendable {
  /// What was rendered: a scene's frame at a time.
  public let frame: Pixmap
  /// The golden file.
  public let golden: GoldenFile

  /// Renders `scene` (found as `SceneLocation` finds it from `filePath`) at `time` seconds of its
  /// timeline (`events`, nil: the default timeline), for the golden `name` of `testName`.
  public init(
    scene path: String, events: [TimelineEvent]?, at time: Double, canvas: CanvasChoice,
    scale: RenderScale, backdrop: Backdrop, name: String, testName: String, filePath: String,
    caseName: String?
  ) throws {
    let resolved = try SceneLocation.resolve(path, from: filePath)
    let scene = try GlassScene(path: resolved, fonts: FreeTypeFontReader())
    let timeline = try scene.timeline(
      events ?? scene.defaultEvents(canvas: canvas), canvas: canvas)
    frame = try TimelineRenderer(timeline: timeline, scale: scale, backdrop: backdrop).frame(
      at: time)
    golden = GoldenFile(
      name: name, testName: testName, filePath: filePath, extension: "png", kind: "frame",
      caseName: caseName)
  }

  /// Checks the frame against the golden; nil when it matches, else the failure message (which
  /// names the artifacts: actual, golden and heat map).
  public func check(tolerance: FrameTolerance, mode: RecordMode? = nil) -> String? {
    let actualBytes = frame.sRGBBytes()
    var heat: [UInt8] = []
    var expectedBytes: [UInt8] = []
    let encoded: Data
    do {
      encoded = try PNGFile.encode(frame)
    } catch {
      return "Could not encode the frame: \(error.message)"
    }
    let width = frame.width
    let height = frame.height
    let outcome = golden.check(encoded, mode: mode) { data in
      guard let expected = try? PNGFile.decode(data, name: golden.path) else {
        return GoldenMismatch(summary: "The frame golden \(golden.path) is not a readable PNG.")
      }
      guard expected.width == width, expected.height == height else {
        return GoldenMismatch(
          summary:
            "The frame is \(width) × \(height) px; the golden is \(expected.width) × \(expected.height) px."
        )
      }
      expectedBytes = expected.sRGBBytes()
      let difference = FrameDifference(
        expected: expectedBytes, actual: actualBytes, width: width, height: height,
        threshold: tolerance.colorThreshold)
      guard difference.differingShare > tolerance.maximumDifferingShare else { return nil }
      heat = difference.heatMap(expected: expectedBytes, threshold: tolerance.colorThreshold)
      let share = (difference.differingShare * 10_000).rounded() / 100
      let allowed = (tolerance.maximumDifferingShare * 10_000).rounded() / 100
      var summary =
        "The frame differs from the golden in \(difference.differingPixels) of \(width * height) pixels (\(share) %, \(allowed) % allowed); the largest colour difference is \((difference.largest * 1000).rounded() / 1000) (threshold \(tolerance.colorThreshold))"
      if let (x, y) = difference.firstDifference { summary += "; the first at (\(x), \(y)) px" }
      return GoldenMismatch(summary: summary + ".")
    } artifacts: { file in
      guard !heat.isEmpty else { return [] }
      var written: [String] = []
      for (suffix, bytes) in [(".golden", expectedBytes), (".diff", heat)] {
        let path = file.artifactPath(suffix: suffix)
        let image = Pixmap(width: width, height: height, sRGBBytes: bytes)
        if (try? PNGFile.write(image, to: path)) != nil { written.append(path) }
      }
      return written
    }
    return golden.message(for: outcome)
  }
}
