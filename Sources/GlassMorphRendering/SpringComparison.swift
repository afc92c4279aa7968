import Foundation
import MorphCore
import MorphFrame
import MorphMedia
import MorphRaster
import MorphRender

/// Animations side by side: the curves as a plot, or the same glass circle moving 0 → 1 under each
/// animation, one labelled lane per animation, as a video.
///
/// ```swift
/// let comparison = SpringComparison(["bouncy", "snappy"].compactMap { name in
///   MorphAnimation.preset(named: name).map { .init(label: "." + name, profile: MotionProfile($0.animation)) }
/// })
/// try comparison.writeVideo(to: "springs.mp4")
/// ```
public struct SpringComparison: Sendable {
  /// One animation: its label and its measured motion.
  public struct Lane: Sendable {
    /// The label drawn above the lane and in the legend.
    public let label: String
    /// The motion measured.
    public let profile: MotionProfile

    /// Creates a lane.
    public init(label: String, profile: MotionProfile) {
      self.label = label
      self.profile = profile
    }
  }

  /// The animations compared.
  public let lanes: [Lane]

  /// Compares `lanes`.
  public init(_ lanes: [Lane]) {
    self.lanes = lanes
  }

  /// Lane height in points.
  static let laneHeight = 110.0
  /// Video width in points.
  static let width = 600.0
  /// Where the circle starts and stops, in points from the left.
  static let travel = (start: 40.0, end: 496.0)
  /// The circle's diameter in points.
  static let side = 64.0
  /// Seconds of stillness before the move starts, so the start position is visible.
  static let pause = 0.3
  /// Seconds of stillness after the slowest animation finishes.
  static let hold = 0.5
  /// The longest motion drawn, in seconds; longer animations are cut here.
  static let longestMotion = 10.0
  /// The plot runs this much past the slowest finish, so the settled tail is visible.
  static let plotMargin = 1.1

  /// The slowest lane's motion, in seconds (finish, else settle, else its horizon).
  var motionDuration: Double {
    lanes.map { $0.profile.finishTime ?? $0.profile.settledTime ?? $0.profile.horizon }.max() ?? 1
  }

  /// The curves drawn as a chart: axes, target line, settle markers and a legend.
  public func plot() -> Pixmap {
    let duration = motionDuration
    let series = lanes.map { lane in
      PlotRenderer.Series(
        label: lane.label,
        points: lane.profile.curve(points: 400).filter { $0.time <= duration * Self.plotMargin },
        settleTime: lane.profile.settledTime)
    }
    return PlotRenderer(text: FreeTypeTextRasterizer()).render(
      series, duration: duration * Self.plotMargin)
  }

  /// Writes `plot()` as a PNG.
  public func writePlot(to path: String) throws(RenderError) {
    try TimelineRenderer.writePNG(plot(), to: path)
  }

  /// Writes the lanes as an MP4 at `framesPerSecond` (2 px per point).
  @discardableResult
  public func writeVideo(
    to path: String, framesPerSecond: Int = 60, progress: (RenderProgress) -> Void = { _ in },
    isCancelled: () -> Bool = { false }
  ) throws(RenderError) -> VideoSummary {
    try VideoOptions.checkFramesPerSecond(framesPerSecond)
    let fps = Double(framesPerSecond)
    let duration = Self.pause + min(motionDuration, Self.longestMotion) + Self.hold
    let count = Int((duration * fps).rounded())
    let times = (0..<count).map { max(0, Double($0) / fps - Self.pause) }
    let values = lanes.map { lane in lane.profile.samples(at: times).map(\.value) }
    let canvas = Size(width: Self.width, height: Self.laneHeight * Double(lanes.count))
    let stream = FrameStream(
      canvas: canvas, frameCount: count,
      renderer: FrameRenderer(scale: 2, text: FreeTypeTextRasterizer())
    ) { index in
      frame(values: values.map { $0[index] }, canvas: canvas, time: Double(index) / fps)
    }
    return try stream.writeVideo(
      to: path, settings: VideoSettings(framesPerSecond: framesPerSecond), progress: progress,
      isCancelled: isCancelled)
  }

  /// One frame: per lane a label, a track, the target and a glass circle at the animated position.
  func frame(values: [Double], canvas: Size, time: Double) -> FrameState {
    var glass: [GlassFrame] = []
    var content: [ContentFrame] = []
    var items: [FrameItem] = []
    for (index, lane) in lanes.enumerated() {
      let top = Double(index) * Self.laneHeight
      let centerY = top + Self.laneHeight / 2 + 10
      func add(_ key: String, _ kind: ContentKind, _ frame: Rect) {
        items.append(.content(content.count))
        content.append(
          ContentFrame(
            key: key, kind: kind, frame: frame, foreground: .color(.white), opacity: 1, scale: 1,
            blur: 0, glassKey: nil, isBackdrop: true))
      }
      add(
        "label\(index)", .text(lane.label, FontSpec.textStyles["headline"] ?? .body),
        Rect(x: 16, y: top + 8, width: Self.width - 32, height: 22))
      add(
        "track\(index)", .shape(.capsule, cornerRadius: 2, .color(Color(white: 1, opacity: 0.35))),
        Rect(
          x: Self.travel.start + Self.side / 2, y: centerY - 2,
          width: Self.travel.end - Self.travel.start, height: 4))
      add(
        "target\(index)", .shape(.capsule, cornerRadius: 2, .color(Color(white: 1, opacity: 0.8))),
        Rect(x: Self.travel.end + Self.side / 2 - 1.5, y: centerY - 14, width: 3, height: 28))
      let x = Self.travel.start + (Self.travel.end - Self.travel.start) * values[index]
      items.append(.glass(glass.count))
      glass.append(
        GlassFrame(
          key: "lane\(index)",
          frame: Rect(x: x, y: centerY - Self.side / 2, width: Self.side, height: Self.side),
          cornerRadius: Self.side / 2, shape: .circle))
    }
    return FrameState(
      time: time, canvas: canvas, glass: glass, content: content, items: items, unions: [],
      containers: [])
  }
}
