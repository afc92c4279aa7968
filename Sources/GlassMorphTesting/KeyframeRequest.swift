import Foundation

/// What to play and sample for a keyframe assertion.
public enum KeyframeRequest {
  /// Plays `scene` (a path) with `events` (nil: the default timeline) and returns the keyframe
  /// document at `times` (nil: every frame at `fps` until the timeline's suggested end).
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
    return KeyframeDocument(timeline: timeline, frames: timeline.keyframes(at: sampleTimes)).json
  }
}
