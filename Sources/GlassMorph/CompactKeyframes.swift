import Foundation
import MorphFrame
import MorphTimeline

/// Keyframes as golden files keep them: small, and stable in text diffs.
///
/// ```
/// {"format": "glassmorph-keyframes/2", "canvas": [402, 874], "events": [0.25, 1.883], "settle": 2.75,
///  "fields": ["frame.x", …, "shape"],
///  "samples": [
///   {"t": 0, "toggle": [179,429,44,44,22,1,1,1,0,"capsule"]},
///   …]}
/// ```
/// Of the display frames sampled, only those where something changes are written, and in each
/// only the elements that changed (`null` for one that is gone): a value holds until it is written
/// again. The first frame lists every element; the last is always written. The transition's key instants are recorded beside them: the event times and the
/// settle time. Numbers are rounded to what a golden can tell apart: lengths to 0.01 pt (the
/// default tolerance), unit values (opacity, visibility, press scale and light) to 0.001, times to
/// 0.1 ms. One sample per line.
public struct CompactKeyframes: Sendable {
  /// The format's name, in the file's `format` field.
  public static let format = "glassmorph-keyframes/2"

  /// The JSON text.
  public let json: String
  /// How many samples were kept, of how many frames.
  public let keptSamples: Int
  /// How many frames were sampled.
  public let sampledFrames: Int

  /// The keyframes of `timeline` at `times` (in order), change points only.
  public init(timeline: Timeline, times: [Double]) {
    let document = KeyframeDocument(timeline: timeline, frames: [])
    let rows = times.map { time in
      (
        time,
        timeline.sample(at: time).glass.map { glass in
          (document.name(of: glass), Self.values(glass))
        }
      )
    }
    self.init(
      canvas: [timeline.canvas.width, timeline.canvas.height], events: timeline.eventTimes,
      settle: timeline.settleTime,
      rows: rows.map { ($0.0, Dictionary($0.1, uniquingKeysWith: { a, _ in a })) })
  }

  /// From samples already read (the migration of a `KeyframeDocument` golden).
  init(
    canvas: [Double], events: [Double]?, settle: Double?,
    rows: [(time: Double, elements: [String: [String]])]
  ) {
    var lines: [String] = []
    var current: [String: [String]] = [:]
    for (index, row) in rows.enumerated() {
      // Only what changed since the row before: new or changed elements, and `null` for those
      // that are gone; the first and the last frame are always written.
      let changed = row.elements.filter { current[$0.key] != $0.value }
      let gone = current.keys.filter { row.elements[$0] == nil }
      let isEnd = index == 0 || index == rows.count - 1
      guard isEnd || !changed.isEmpty || !gone.isEmpty else { continue }
      current = row.elements
      var parts = ["\"t\": \(Self.text(row.time, places: 4))"]
      for name in (Array(changed.keys) + gone).sorted() {
        let values = changed[name].map { "[" + $0.joined(separator: ",") + "]" } ?? "null"
        parts.append("\(JSONValue.quote(name)): \(values)")
      }
      lines.append("  {" + parts.joined(separator: ", ") + "}")
    }
    var head = ["\"format\": \(JSONValue.quote(Self.format))"]
    head.append("\"canvas\": [\(canvas.map { Self.text($0, places: 2) }.joined(separator: ", "))]")
    if let events {
      head.append(
        "\"events\": [\(events.map { Self.text($0, places: 4) }.joined(separator: ", "))]")
      head.append("\"settle\": \(settle.map { Self.text($0, places: 4) } ?? "null")")
    }
    head.append(
      "\"fields\": [\(KeyframeSamples.fields.map(JSONValue.quote).joined(separator: ", "))]")
    json =
      "{" + head.joined(separator: ", ") + ",\n \"samples\": [\n" + lines.joined(separator: ",\n")
      + "\n]}\n"
    keptSamples = lines.count
    sampledFrames = rows.count
  }

  /// A `KeyframeDocument` golden (the format before this one) rewritten compact; nil when `text`
  /// is not one (already compact, or not keyframes). Its samples become change points with the
  /// same rounding; it has no event or settle times (recording it again adds them), and fields
  /// it lacks stay `null`, which no comparison holds it to.
  public static func migrating(_ golden: String) -> CompactKeyframes? {
    guard let samples = KeyframeSamples(parsing: golden), !samples.isCompact else { return nil }
    let rows = samples.samples.map { sample in
      (
        sample.time,
        sample.elements.mapValues { fields in
          KeyframeSamples.fields.enumerated().map { index, field -> String in
            switch fields[field] {
            case .number(let number)?: return text(number, places: index < 5 ? 2 : 3)
            case .text(let name)?: return JSONValue.quote(name)
            case nil: return "null"
            }
          }
        }
      )
    }
    return CompactKeyframes(
      canvas: samples.canvas, events: nil, settle: nil,
      rows: rows.map { (time: $0.0, elements: $0.1) })
  }

  /// A glass element's fields as JSON texts, rounded, in `KeyframeSamples.fields` order.
  static func values(_ glass: GlassFrame) -> [String] {
    [
      text(glass.frame.minX, places: 2), text(glass.frame.minY, places: 2),
      text(glass.frame.width, places: 2), text(glass.frame.height, places: 2),
      text(glass.cornerRadius, places: 2), text(glass.contentVisibility, places: 3),
      text(glass.visibility, places: 3), text(glass.pressScale, places: 3),
      text(glass.press, places: 3), JSONValue.quote(glass.shape.name),
    ]
  }

  /// `value` rounded to `places` decimals, without trailing zeros (`179`, `207.08`).
  static func text(_ value: Double, places: Int) -> String {
    JSONValue.format(value, places: places)
  }
}
