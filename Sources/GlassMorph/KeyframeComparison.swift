import Foundation

/// Compares two keyframe documents (`KeyframeDocument.json`) element by element and time by time,
/// numbers within a tolerance; used by golden-file assertions.
public enum KeyframeComparison {
  /// One difference: where, what was expected and what was found.
  public struct Difference: Sendable, CustomStringConvertible {
    /// The element's key ("" for document-level differences).
    public let element: String
    /// The sample time in seconds (nil for document-level differences).
    public let time: Double?
    /// The field (`frame.x`, `cornerRadius`, `visibility`, …).
    public let field: String
    /// The expected value as text.
    public let expected: String
    /// The actual value as text.
    public let actual: String

    /// A difference (for comparisons of your own, and tests of the messages).
    public init(element: String, time: Double?, field: String, expected: String, actual: String) {
      self.element = element
      self.time = time
      self.field = field
      self.expected = expected
      self.actual = actual
    }

    /// `element 'pencil' at t = 0.3: frame.x expected 170.0091, actual 171.2`.
    public var description: String {
      let place = element.isEmpty ? "document" : "element '\(element)'"
      let when = time.map { " at t = \(JSONNumber.text($0))" } ?? ""
      return "\(place)\(when): \(field) expected \(expected), actual \(actual)"
    }
  }

  /// The differences between `expected` and `actual` JSON texts (empty when they match), either
  /// being a `KeyframeDocument` or a `CompactKeyframes` golden. They are compared at every time
  /// either has a sample, each holding its last sample in between (a compact golden leaves out
  /// frames equal to the one before); numbers within `tolerance`, the fields the expected side
  /// records (an older golden without `scale` and `press` is not held to them). Compact goldens'
  /// event and settle times are compared too.
  public static func differences(expected: String, actual: String, tolerance: Double)
    -> [Difference]
  {
    guard let golden = KeyframeSamples(parsing: expected) else {
      return [
        Difference(
          element: "", time: nil, field: "JSON", expected: "a keyframe document",
          actual: "unreadable golden")
      ]
    }
    guard let run = KeyframeSamples(parsing: actual) else {
      return [
        Difference(
          element: "", time: nil, field: "JSON", expected: "a keyframe document",
          actual: "unreadable output")
      ]
    }
    var result: [Difference] = []
    if golden.canvas.count != run.canvas.count
      || zip(golden.canvas, run.canvas).contains(where: { abs($0 - $1) > tolerance })
    {
      result.append(
        Difference(
          element: "", time: nil, field: "canvas", expected: "\(golden.canvas)",
          actual: "\(run.canvas)"))
    }
    if let expectedEvents = golden.events, let actualEvents = run.events,
      expectedEvents.count != actualEvents.count
        || zip(expectedEvents, actualEvents).contains(where: { abs($0 - $1) > timeTolerance })
    {
      result.append(
        Difference(
          element: "", time: nil, field: "events", expected: "\(expectedEvents)",
          actual: "\(actualEvents)"))
    }
    if let expectedSettle = golden.settle, let actualSettle = run.settle,
      expectedSettle.map({ value in actualSettle.map { abs(value - $0) > timeTolerance } ?? true })
        ?? (actualSettle != nil)
    {
      result.append(
        Difference(
          element: "", time: nil, field: "settle",
          expected: expectedSettle.map(JSONNumber.text) ?? "never",
          actual: actualSettle.map(JSONNumber.text) ?? "never"))
    }
    var times: [Double] = []
    for time in (golden.samples.map(\.time) + run.samples.map(\.time)).sorted()
    where times.last.map({ time - $0 > KeyframeSamples.timeTolerance }) ?? true {
      times.append(time)
    }
    for time in times {
      let expectedElements = golden.state(at: time) ?? [:]
      let actualElements = run.state(at: time) ?? [:]
      for key in Set(expectedElements.keys).union(actualElements.keys).sorted() {
        guard let expectedFields = expectedElements[key] else {
          result.append(
            Difference(
              element: key, time: time, field: "presence", expected: "absent", actual: "present"))
          continue
        }
        guard let actualFields = actualElements[key] else {
          result.append(
            Difference(
              element: key, time: time, field: "presence", expected: "present", actual: "absent"))
          continue
        }
        for field in KeyframeSamples.fields {
          guard let expectedValue = expectedFields[field] else { continue }
          let actualValue = actualFields[field]
          switch (expectedValue, actualValue) {
          case (.number(let a), .number(let b)?) where abs(a - b) <= tolerance:
            continue
          case (.text(let a), .text(let b)?) where a == b:
            continue
          default:
            result.append(
              Difference(
                element: key, time: time, field: field, expected: text(expectedValue),
                actual: actualValue.map(text) ?? "-"))
          }
        }
      }
    }
    return result
  }

  /// Event and settle times closer than this agree, in seconds (compact times are rounded to
  /// 0.1 ms).
  static let timeTolerance = 0.001

  private static func text(_ value: KeyframeSamples.Value) -> String {
    switch value {
    case .number(let number): return JSONNumber.text(number)
    case .text(let text): return text
    }
  }
}

/// Numbers as short text for messages.
enum JSONNumber {
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    return String((value * 10_000).rounded() / 10_000)
  }
}
