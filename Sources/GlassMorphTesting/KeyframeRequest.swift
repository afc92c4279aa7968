import Foundation

/// What to play and sample for a keyframe assertion.
public enum KeyframeRequest {
  /// Plays `scene` (a path) with `events` (nil: the default timeline) and returns its keyframes
  /// at `times` (nil: the frames at `fps` until the timeline's suggested end) as a compact golden
  /// (`CompactKeyframes`: change points only, rounded).
  public static func document(
    scene path: String, events: [TimelineEvent]?, times: [Double]?, fps: Double,
    canvas: CanvasChoice
  ) throws -> String {
    let scene = try GlassScene(path: path)
    let timeline = try scene.timeline(
      events ?? scene.defaultEvents(canvas: canvas), canvas: canvas)
    let sampleTimes =
      times
      ?? stride(from: 0.0, through: timeline.suggestedDuration + 1e-9, by: 1 / fps).map {
        ($0 * 1e6).rounded() / 1e6
      }
    return CompactKeyframes(timeline: timeline, times: sampleTimes).json
  }

  /// The warnings of playing `scene` with `events` (what it does that GlassMorph cannot simulate),
  /// rendered with their source lines.
  public static func warnings(scene path: String, events: [TimelineEvent]?, canvas: CanvasChoice)
    throws -> [String]
  {
    let scene = try GlassScene(path: path)
    let timeline = try scene.timeline(
      events ?? scene.defaultEvents(canvas: canvas), canvas: canvas)
    return timeline.diagnostics.filter { $0.severity != .note }.map {
      $0.rendered(in: scene.sources)
    }
  }

  /// How many warnings a test prints before "… and n more".
  static let warningsShown = 3

  /// Prints a scene's warnings for a test log: a count and the first few.
  static func printWarnings(_ warnings: [String], scene path: String) {
    guard !warnings.isEmpty else { return }
    var text = "GlassMorph: \(path): \(warnings.count) warning\(warnings.count == 1 ? "" : "s"):\n"
    text += warnings.prefix(warningsShown).joined(separator: "\n")
    if warnings.count > warningsShown { text += "\n… and \(warnings.count - warningsShown) more" }
    print(text)
  }
}
