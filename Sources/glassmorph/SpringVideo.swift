import Foundation
import GlassMorph
import MorphMedia
import MorphRender

/// `glassmorph spring A --compare B,C --video FILE.mp4`: the same glass element moving 0 → 1 under
/// each animation, one labelled lane per animation, side by side in time.
enum SpringVideo {
  /// Lane geometry in points.
  static let laneHeight = 110.0
  static let width = 600.0
  static let travel = (start: 40.0, end: 496.0)
  static let side = 64.0

  /// Video frame rate when `--fps` is not given: the ProMotion-free iPhone rate.
  static let defaultFramesPerSecond = 60.0
  /// Seconds of stillness before the move starts, so the start position is visible.
  static let pause = 0.3
  /// Seconds of stillness after the slowest animation finishes.
  static let hold = 0.5
  /// The longest motion drawn, in seconds; longer animations are cut here.
  static let longestMotion = 10.0

  /// Renders one lane per animation in `request`, writes them as an MP4 at `path` and returns
  /// the summary line.
  static func write(_ request: SpringRequest, to path: String, framesPerSecond fps: Double)
    throws(CommandLineError) -> String
  {
    guard path.lowercased().hasSuffix(".mp4") else {
      throw .usage("'--video' writes an MP4: give a name ending in .mp4, not '\(path)'.")
    }
    guard fps >= 1, fps <= 240, fps == fps.rounded() else {
      throw .usage("'--fps' must be a whole number from 1 to 240 with '--video', not \(fps).")
    }
    let motion =
      request.subjects.map { $0.profile.finishTime ?? $0.profile.settledTime ?? $0.profile.horizon }
      .max() ?? 1
    let duration = pause + min(motion, longestMotion) + hold
    let count = Int((duration * fps).rounded())
    let times = (0..<count).map { max(0, Double($0) / fps - pause) }
    let values = request.subjects.map { subject in subject.profile.samples(at: times).map(\.value) }
    let canvas = Size(width: width, height: laneHeight * Double(request.subjects.count))
    return try VideoRender(
      canvas: canvas, frameCount: count,
      renderer: FrameRenderer(scale: 2, text: FreeTypeTextRasterizer()),
      settings: VideoSettings(framesPerSecond: Int(fps)), output: path,
      quiet: request.format != .summary
    ) { index in
      state(request, values: values.map { $0[index] }, canvas: canvas, time: Double(index) / fps)
    }.run()
  }

  /// One frame: per lane a label, a track and a glass circle at the animated position.
  static func state(_ request: SpringRequest, values: [Double], canvas: Size, time: Double)
    -> FrameState
  {
    var glass: [GlassFrame] = []
    var content: [ContentFrame] = []
    var items: [LaidOutState.Item] = []
    for (lane, subject) in request.subjects.enumerated() {
      let top = Double(lane) * laneHeight
      let centerY = top + laneHeight / 2 + 10
      func add(_ key: String, _ kind: ContentItem.Kind, _ frame: Rect, _ color: Color) {
        items.append(.content(content.count))
        content.append(
          ContentFrame(
            key: key, kind: kind, frame: frame, foreground: .color(color), opacity: 1, scale: 1,
            blur: 0, glassKey: nil, isBackdrop: true))
      }
      add(
        "label\(lane)", .text(subject.label, FontSpec.textStyles["headline"] ?? .body),
        Rect(x: 16, y: top + 8, width: width - 32, height: 22), .white)
      add(
        "track\(lane)", .shape(.capsule, cornerRadius: 2, .color(Color(white: 1, opacity: 0.35))),
        Rect(
          x: travel.start + side / 2, y: centerY - 2, width: travel.end - travel.start, height: 4),
        .white)
      add(
        "target\(lane)", .shape(.capsule, cornerRadius: 2, .color(Color(white: 1, opacity: 0.8))),
        Rect(x: travel.end + side / 2 - 1.5, y: centerY - 14, width: 3, height: 28), .white)
      let x = travel.start + (travel.end - travel.start) * values[lane]
      let declaration = GlassDeclaration(
        identity: "lane\(lane)", id: nil, namespace: nil, container: nil, containerSpacing: nil,
        shape: .circle, union: nil,
        unionNamespace: nil, transition: .identity, glass: .regular, isButtonStyle: false,
        location: .start)
      items.append(.glass(glass.count))
      glass.append(
        GlassFrame(
          key: "lane\(lane)", declaration: declaration,
          frame: Rect(x: x, y: centerY - side / 2, width: side, height: side),
          cornerRadius: side / 2, shape: .circle, visibility: 1, contentVisibility: 1,
          glass: .regular))
    }
    return FrameState(
      time: time, canvas: canvas, glass: glass, content: content, items: items, unions: [],
      containers: [])
  }
}
