import Foundation
import MorphCore
import MorphFrame
import MorphMedia
import MorphRaster
import MorphRender

/// Several timelines drawn side by side in one picture, each under its label, all at the same
/// time — the design-review video of an A/B comparison (`--compare`) or of a scene's variants
/// (`--variants`, like Xcode's preview variants). Taps happen at the same times in every panel.
///
/// ```swift
/// let a = try TimelineRenderer(timeline: try GlassScene(path: "a.swift").defaultTimeline())
/// let b = try TimelineRenderer(timeline: try GlassScene(path: "b.swift").defaultTimeline())
/// try SideBySide([.init(label: "A", renderer: a), .init(label: "B", renderer: b)])
///   .writeVideo(to: "review.mp4")
/// ```
public struct SideBySide: Sendable {
  /// One panel: a label and what is drawn under it.
  public struct Panel: Sendable {
    /// The text above the panel.
    public let label: String
    /// The timeline and how it is drawn (scale, backdrop, overlay).
    public let renderer: TimelineRenderer

    /// Creates a panel.
    public init(label: String, renderer: TimelineRenderer) {
      self.label = label
      self.renderer = renderer
    }
  }

  /// The panels, left to right, then row by row.
  public let panels: [Panel]
  /// Panels per row.
  public let columns: Int

  /// The label strip's height and the gutter between panels, in points.
  static let labelHeight = 24.0
  /// The gutter, in points.
  static let gutter = 8.0
  /// The label's text size, in points.
  static let labelSize = 13.0
  /// The colour between panels (sRGB bytes): near black, so no panel's backdrop runs into another.
  static let background: [UInt8] = [24, 24, 26, 255]

  /// Arranges `panels` in rows of `columns` (default: all in one row up to 4, else rows of 3).
  public init(_ panels: [Panel], columns: Int? = nil) throws(RenderError) {
    guard !panels.isEmpty else {
      throw RenderError(.input, "A side-by-side picture needs at least one panel.")
    }
    self.panels = panels
    self.columns = max(1, min(panels.count, columns ?? (panels.count <= 4 ? panels.count : 3)))
    let (width, height) = pixelSize
    guard max(width, height) <= TimelineRenderer.maximumSide else {
      throw RenderError(
        .input,
        "The side-by-side picture would be \(width) × \(height) px; at most \(TimelineRenderer.maximumSide) px a side. Use a smaller canvas or scale, or fewer variants.",
        settings: [.canvas, .scale, .variants])
    }
  }

  /// Pixels per point (the first panel's).
  var scale: Double { panels[0].renderer.scale.factor }

  /// A cell's size in pixels: the largest panel.
  var cell: (width: Int, height: Int) {
    (
      panels.map { $0.renderer.pixelSize.width }.max() ?? 1,
      panels.map { $0.renderer.pixelSize.height }.max() ?? 1
    )
  }

  var label: Int { Int((Self.labelHeight * scale).rounded()) }
  var gutter: Int { Int((Self.gutter * scale).rounded()) }
  var rows: Int { (panels.count + columns - 1) / columns }

  /// The picture's size in pixels.
  public var pixelSize: (width: Int, height: Int) {
    let (cellWidth, cellHeight) = cell
    return (
      columns * cellWidth + (columns + 1) * gutter,
      rows * (cellHeight + label) + (rows + 1) * gutter
    )
  }

  /// How long a video should run: until every panel has settled, plus the pause.
  public var suggestedDuration: Double {
    panels.map { $0.renderer.timeline.suggestedDuration }.max() ?? 0
  }

  /// Where panel `index`'s frame goes (top-left, in pixels) when it is `size`: centred in its cell
  /// under its label.
  func origin(of index: Int, size: (width: Int, height: Int)) -> (x: Int, y: Int) {
    let (cellWidth, cellHeight) = cell
    let column = index % columns
    let row = index / columns
    let left = gutter + column * (cellWidth + gutter) + (cellWidth - size.width) / 2
    let top = gutter + row * (cellHeight + label + gutter) + label + (cellHeight - size.height) / 2
    return (left, top)
  }

  /// What stays the same in every frame: the background and the labels, drawn once per picture
  /// or video.
  func template() -> [UInt8] {
    let (width, height) = pixelSize
    let row = [UInt8]((0..<width).flatMap { _ in Self.background })
    var canvas = FrameOverlay.ByteCanvas(
      bytes: Array((0..<height).map { _ in row }.joined()), width: width, height: height)
    let text = panels[0].renderer.renderer.text
    for (index, panel) in panels.enumerated() {
      guard
        let mask = text?.mask(
          for: panel.label, pixelSize: Self.labelSize * scale, weight: "semibold")
      else { continue }
      let (cellWidth, _) = cell
      let column = index % columns
      let row = index / columns
      let x = gutter + column * (cellWidth + gutter) + max(0, (cellWidth - mask.width) / 2)
      let y = gutter + row * (cell.height + label + gutter) + max(0, (label - mask.height) / 2)
      canvas.label(mask, x: x, y: y, color: [255, 255, 255])
    }
    return canvas.bytes
  }

  /// `template` with each panel's frame bytes in place (panels never overlap the labels).
  func compose(_ frames: [[UInt8]], on template: [UInt8]) -> [UInt8] {
    let (width, _) = pixelSize
    var bytes = template
    for (index, panel) in panels.enumerated() {
      let size = panel.renderer.pixelSize
      let (left, top) = origin(of: index, size: size)
      let source = frames[index]
      guard source.count >= size.width * size.height * 4 else { continue }
      for y in 0..<size.height {
        let from = y * size.width * 4
        let to = ((top + y) * width + left) * 4
        bytes[to..<(to + size.width * 4)] = source[from..<(from + size.width * 4)]
      }
    }
    return bytes
  }

  /// The picture at `time` seconds.
  public func frame(at time: Double) -> Pixmap {
    let (width, height) = pixelSize
    let frames = panels.map { $0.renderer.frame(at: time).sRGBBytes() }
    return Pixmap(width: width, height: height, sRGBBytes: compose(frames, on: template()))
  }

  /// Writes the panels as one video, in the format of `path`'s extension (see
  /// `TimelineRenderer.writeVideo`): `options.duration` (default: `suggestedDuration`) seconds.
  @discardableResult
  public func writeVideo(
    to path: String, options: VideoOptions = VideoOptions(),
    progress: (RenderProgress) -> Void = { _ in }, isCancelled: () -> Bool = { false }
  ) throws(RenderError) -> VideoSummary {
    var drawers: [(Double) -> [UInt8]] = []
    for panel in panels { drawers.append(try panel.renderer.sequentialFrames()) }
    let (width, height) = pixelSize
    let background = template()
    let stream = try FrameStream(
      width: width, height: height, options: options, defaultDuration: suggestedDuration
    ) { time in compose(drawers.map { $0(time) }, on: background) }
    return try stream.writeVideo(
      to: path, settings: options.settings, progress: progress, isCancelled: isCancelled)
  }
}
