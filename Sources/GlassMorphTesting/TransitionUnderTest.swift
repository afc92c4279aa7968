import Foundation
import Testing

/// A scene's transition to assert on inline, without a golden file.
///
/// ```swift
/// let t = try TransitionUnderTest(scene: "Scenes/toolbar.swift", events: [.tap("toggle", at: 0)])
/// #expect(t.frame("toggle", at: 0.1).minX ≈ 207.08)
/// #expect(t.settleTime! < 1)
/// #expect(t.maximumOvershoot("toggle") < 0.05)
/// ```
/// An element that is not there records an issue that lists the elements that are, and answers
/// with an empty rectangle, so the failing expectation reads plainly.
public struct TransitionUnderTest: Sendable {
  /// The played timeline.
  public let timeline: Timeline
  /// The scene as given, for messages.
  public let scenePath: String
  /// The export name of each glass key (glass ID, `namespace/ID`, or the structural key).
  private let names: [String: String]

  /// The sampling step of `maximumOvershoot`, in seconds (a quarter of a 60 Hz frame).
  public static let overshootStep = 1.0 / 240

  /// Plays `scene` (found as `expectKeyframes` finds it) with `events` (nil: the default
  /// timeline) on `canvas`.
  public init(
    scene path: String, events: [TimelineEvent]? = nil, canvas: CanvasChoice = .automatic,
    filePath: String = #filePath
  ) throws {
    let resolved = try SceneLocation.resolve(path, from: filePath)
    let scene = try GlassScene(path: resolved)
    timeline = try scene.timeline(events ?? scene.defaultEvents(canvas: canvas), canvas: canvas)
    scenePath = path
    names = KeyframeDocument(timeline: timeline, frames: []).names
  }

  /// The names of the glass elements shown at `time`.
  public func elements(at time: Double) -> [String] {
    timeline.sample(at: time).glass.map { names[$0.key] ?? $0.key }
  }

  /// The frame of the glass element `name` (glass ID or key) at `time`, in points; an empty
  /// rectangle, and an issue, when it is not there.
  public func frame(
    _ name: String, at time: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Rect {
    guard let glass = glass(name, at: time) else {
      Issue.record(
        Comment(
          rawValue:
            "\(scenePath) shows no glass '\(name)' at t = \(time) s; it shows \(elements(at: time).map { "'\($0)'" }.joined(separator: ", "))."
        ), sourceLocation: sourceLocation)
      return Rect(x: 0, y: 0, width: 0, height: 0)
    }
    return glass.frame
  }

  /// When everything has settled, in seconds (nil when it never does).
  public var settleTime: Double? { timeline.settleTime }

  /// How far `name` moves past where it comes to rest, as a fraction of its move (0.042 is
  /// 4.2 %): after each event, for each edge that moves (x, y, width, height), the largest
  /// excursion beyond the value at the next event (or at rest), divided by the distance moved.
  /// Sampled every `overshootStep` seconds.
  public func maximumOvershoot(_ name: String) -> Double {
    let times = timeline.eventTimes
    guard !times.isEmpty else { return 0 }
    var largest = 0.0
    let end = max(settleTime ?? timeline.suggestedDuration, times.last ?? 0)
    for (index, start) in times.enumerated() {
      let stop = index + 1 < times.count ? times[index + 1] : end
      guard stop > start, let from = glass(name, at: start)?.frame,
        let to = glass(name, at: stop)?.frame
      else { continue }
      let edges: [(Rect) -> Double] = [\.minX, \.minY, \.width, \.height]
      let moving = edges.filter { abs($0(to) - $0(from)) > Self.minimumMove }
      guard !moving.isEmpty else { continue }
      var time = start
      while time < stop {
        // One sample per instant, measured along every edge that moves.
        if let frame = glass(name, at: time)?.frame {
          for edge in moving {
            largest = max(largest, (edge(frame) - edge(to)) / (edge(to) - edge(from)))
          }
        }
        time += Self.overshootStep
      }
    }
    return largest
  }

  /// Moves smaller than this (points) are not measured for overshoot: a fraction of nothing.
  static let minimumMove = 0.5

  private func glass(_ name: String, at time: Double) -> GlassFrame? {
    timeline.sample(at: time).glass.first { $0.key == name || names[$0.key] == name }
  }
}
