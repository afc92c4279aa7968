import Foundation
import GlassMorph
import MorphCore
import MorphRender

/// A grid of keyframes at 0, 10, … 100 % of a timeline's transition, each labelled with its time.
struct ContactSheet {
  let timeline: Timeline
  let renderer: FrameRenderer
  static let columns = 4
  static let gutter = 16
  static let labelHeight = 28

  /// The transition: from the first event until it settles (or the next event).
  var window: (start: Double, end: Double) {
    let start = timeline.eventTimes.first ?? 0
    var end = timeline.settleTime ?? (start + 1)
    if timeline.eventTimes.count > 1 { end = min(end, timeline.eventTimes[1]) }
    return (start, max(end, start + 0.05))
  }

  func render() -> Pixmap {
    let (start, end) = window
    let times = (0...10).map { start + (end - start) * Double($0) / 10 }
    let frames = times.map { renderer.render(timeline.sample(at: $0)) }
    let cellWidth = frames[0].width
    let cellHeight = frames[0].height + Self.labelHeight
    let rows = (frames.count + Self.columns - 1) / Self.columns
    let width = Self.columns * cellWidth + (Self.columns + 1) * Self.gutter
    let height = rows * cellHeight + (rows + 1) * Self.gutter
    var sheet = Pixmap(width: width, height: height, filledWith: Color(white: 0.12))
    for (index, frame) in frames.enumerated() {
      let column = index % Self.columns
      let row = index / Self.columns
      let left = Self.gutter + column * (cellWidth + Self.gutter)
      let top = Self.gutter + row * (cellHeight + Self.gutter)
      for y in 0..<frame.height {
        for x in 0..<frame.width { sheet[left + x, top + y] = frame[x, y] }
      }
      let percent = index * 10
      let label = String(format: "%d %%  t = %.3f s", percent, times[index])
      if let mask = renderer.text?.mask(for: label, pixelSize: 16, weight: "semibold") {
        let white = Color.white.premultipliedLinear
        for row in 0..<mask.height {
          for column in 0..<mask.width {
            let x = left + 4 + column
            let y = top + frame.height + 4 + row
            guard x < sheet.width, y < sheet.height else { continue }
            let coverage = mask.coverage[row * mask.width + column]
            if coverage > 0 { sheet[x, y] = white * coverage + sheet[x, y] * (1 - coverage) }
          }
        }
      }
    }
    return sheet
  }
}
