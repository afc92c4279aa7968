import Foundation
import GlassMorph
import MorphCore
import MorphRaster
import MorphRender

/// A grid of frames chosen where the glass changes: the whole timeline — the transition and the
/// return — is sampled densely, the change between samples is summed (frame edges, corner radius,
/// visibility and press scale of every glass element, in points), and the frames are placed at
/// equal shares of that total, so still stretches and the settling tail get few frames and fast
/// motion gets many. Each is labelled with its time.
struct ContactSheet {
  let timeline: Timeline
  let renderer: FrameRenderer
  static let columns = 4
  static let gutter = 16
  static let labelHeight = 28
  /// Frames on a sheet: three rows of four.
  static let frameCount = 12
  /// The sampling step for measuring change, in seconds (the 120 Hz display clock).
  static let step = 1.0 / 120
  /// A unit change of visibility or press scale counts as this many points of edge travel (about
  /// a control's size, so a glass appearing weighs like it moving by its own width).
  static let pointsPerUnit = 44.0

  /// The stretch sampled: from just before the first event to when everything settles (or one
  /// second after the last event when something never does).
  var window: (start: Double, end: Double) {
    let start = max(0, (timeline.eventTimes.first ?? 0) - Self.step)
    let last = timeline.eventTimes.last ?? 0
    let end = timeline.settleTime ?? (last + 1)
    return (start, max(end, start + 0.05))
  }

  /// How much the glass differs between two samples, in points. Glass that appears or goes between
  /// them counts nothing: elements arrive and leave through their visibility, which is counted, and
  /// a matched element appearing under the one it emerges from is no visible change.
  static func change(_ a: FrameState, _ b: FrameState) -> Double {
    var total = 0.0
    var before: [String: GlassFrame] = [:]
    for glass in a.glass { before[glass.key] = glass }
    for glass in b.glass {
      guard let old = before[glass.key] else { continue }
      total += abs(glass.frame.minX - old.frame.minX) + abs(glass.frame.minY - old.frame.minY)
      total += abs(glass.frame.maxX - old.frame.maxX) + abs(glass.frame.maxY - old.frame.maxY)
      total += abs(glass.cornerRadius - old.cornerRadius)
      total += abs(glass.visibility - old.visibility) * pointsPerUnit
      total += abs(glass.pressScale - old.pressScale) * pointsPerUnit
    }
    return total
  }

  /// The times from `start` to `end` every `step`, and the glass's change accumulated up to each
  /// (0 at the first).
  func accumulatedChange(from start: Double, to end: Double) -> (
    samples: [Double], accumulated: [Double]
  ) {
    let count = Int(((end - start) / Self.step).rounded(.up))
    let samples = (0...count).map { min(end, start + Double($0) * Self.step) }
    var accumulated = [0.0]
    var previous = timeline.sample(at: samples[0])
    for time in samples.dropFirst() {
      let next = timeline.sample(at: time)
      accumulated.append((accumulated.last ?? 0) + Self.change(previous, next))
      previous = next
    }
    return (samples, accumulated)
  }

  /// The time the glass has made half its change between the first event and the next one (or
  /// settling): the frame that shows a transition best in one picture.
  var midTransitionTime: Double {
    let start = max(0, timeline.eventTimes.first ?? 0)
    let next = timeline.eventTimes.dropFirst().first
    let end = max(start + Self.step, next ?? timeline.settleTime ?? (start + 1))
    let (samples, accumulated) = accumulatedChange(from: start, to: end)
    let half = (accumulated.last ?? 0) / 2
    guard half > 1e-9, let index = accumulated.firstIndex(where: { $0 >= half }) else {
      return (start + end) / 2
    }
    return samples[index]
  }

  /// The times of the sheet's frames: the first and last of the window and the rest at equal
  /// shares of the accumulated change (evenly spaced when nothing changes).
  var times: [Double] {
    let (start, end) = window
    let (samples, accumulated) = accumulatedChange(from: start, to: end)
    let total = accumulated.last ?? 0
    let frames = Self.frameCount
    guard total > 1e-6 else {
      return (0..<frames).map { start + (end - start) * Double($0) / Double(frames - 1) }
    }
    var chosen: [Double] = []
    var index = 0
    for frame in 0..<frames {
      let target = total * Double(frame) / Double(frames - 1)
      while index < accumulated.count - 1 && accumulated[index] < target - 1e-9 { index += 1 }
      chosen.append(samples[index])
    }
    // The last frame is the settled state, however little the tail moves.
    chosen[frames - 1] = end
    return chosen
  }

  /// The sheet, each frame drawn by `frame` (the timeline renderer's, with its backdrop video and
  /// overlay), labelled with the renderer's text.
  func render(_ frame: (Double) -> Pixmap) -> Pixmap {
    let times = self.times
    let frames = times.map(frame)
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
      let label = String(format: "t = %.3f s", times[index])
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
