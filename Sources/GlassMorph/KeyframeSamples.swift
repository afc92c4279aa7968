import Foundation

/// Keyframes read back from JSON — a `KeyframeDocument` (every sample with every element as an
/// object) or a `CompactKeyframes` golden (change points only, one array per element) — as one
/// model: per sample, per element, named fields (`frame.x` … `press`, `shape`).
///
/// A compact golden writes only what changes (each row's elements are completed here from the
/// rows before), so a value holds until the next sample: `state(at:)` answers with the last
/// sample at or before a time.
package struct KeyframeSamples {
  /// A field's value: a number or a name.
  package enum Value: Equatable {
    case number(Double)
    case text(String)
  }

  /// One sample: its time and each element's fields.
  package struct Sample {
    package let time: Double
    package let elements: [String: [String: Value]]
  }

  /// The fields in the order `CompactKeyframes` writes them.
  static let fields = [
    "frame.x", "frame.y", "frame.width", "frame.height", "cornerRadius", "opacity", "visibility",
    "scale", "press", "shape",
  ]

  package let canvas: [Double]
  package let samples: [Sample]
  /// Whether the text was a `CompactKeyframes` golden.
  let isCompact: Bool
  /// When the events happen (compact goldens that recorded them), in seconds.
  let events: [Double]?
  /// When everything settles (compact goldens that recorded it; nil inside when it never does).
  let settle: Double??

  /// Reads either format; nil when `text` is neither.
  package init?(parsing text: String) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let rawSamples = object["samples"] as? [[String: Any]]
    else { return nil }
    canvas = object["canvas"] as? [Double] ?? []
    let compact = object["format"] as? String == CompactKeyframes.format
    isCompact = compact
    // A migrated golden has neither (nothing to compare them with).
    events = compact ? object["events"] as? [Double] : nil
    settle = compact && object.keys.contains("settle") ? .some(object["settle"] as? Double) : nil
    var samples: [Sample] = []
    for raw in rawSamples {
      let time = raw["t"] as? Double ?? 0
      var elements: [String: [String: Value]] = [:]
      if compact {
        // A row lists what changed since the row before; `null` removes an element.
        elements = samples.last?.elements ?? [:]
        for (name, value) in raw where name != "t" {
          guard let values = value as? [Any] else {
            elements[name] = nil
            continue
          }
          var fields: [String: Value] = [:]
          for (field, item) in zip(Self.fields, values) {
            if let number = item as? Double {
              fields[field] = .number(number)
            } else if let text = item as? String {
              fields[field] = .text(text)
            }
          }
          elements[name] = fields
        }
      } else {
        for (name, value) in raw["elements"] as? [String: [String: Any]] ?? [:] {
          var fields: [String: Value] = [:]
          for (index, number) in (value["frame"] as? [Double] ?? []).prefix(4).enumerated() {
            fields[Self.fields[index]] = .number(number)
          }
          for field in ["cornerRadius", "opacity", "visibility", "scale", "press"] {
            if let number = value[field] as? Double { fields[field] = .number(number) }
          }
          if let shape = value["shape"] as? String { fields["shape"] = .text(shape) }
          elements[name] = fields
        }
      }
      samples.append(Sample(time: time, elements: elements))
    }
    self.samples = samples.sorted { $0.time < $1.time }
  }

  /// The elements as they are at `time`: the last sample at or before it (nil before the first).
  func state(at time: Double) -> [String: [String: Value]]? {
    // Binary search for the first sample after `time`: a comparison asks at every sample time.
    var low = 0
    var high = samples.count
    while low < high {
      let middle = (low + high) / 2
      if samples[middle].time > time + Self.timeTolerance {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low > 0 ? samples[low - 1].elements : nil
  }

  /// Times closer than this are the same instant (compact times are rounded to 0.1 ms).
  static let timeTolerance = 1e-4
}
