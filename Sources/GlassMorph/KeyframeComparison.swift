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

  /// The differences between `expected` and `actual` JSON texts (empty when they match).
  public static func differences(expected: String, actual: String, tolerance: Double)
    -> [Difference]
  {
    guard let expectedObject = parse(expected) else {
      return [
        Difference(
          element: "", time: nil, field: "JSON", expected: "a keyframe document",
          actual: "unreadable golden")
      ]
    }
    guard let actualObject = parse(actual) else {
      return [
        Difference(
          element: "", time: nil, field: "JSON", expected: "a keyframe document",
          actual: "unreadable output")
      ]
    }
    var result: [Difference] = []
    let expectedCanvas = expectedObject["canvas"] as? [Double] ?? []
    let actualCanvas = actualObject["canvas"] as? [Double] ?? []
    if expectedCanvas.count != actualCanvas.count
      || zip(expectedCanvas, actualCanvas).contains(where: { abs($0 - $1) > tolerance })
    {
      result.append(
        Difference(
          element: "", time: nil, field: "canvas", expected: "\(expectedCanvas)",
          actual: "\(actualCanvas)"))
    }
    let expectedSamples = expectedObject["samples"] as? [[String: Any]] ?? []
    let actualSamples = actualObject["samples"] as? [[String: Any]] ?? []
    if expectedSamples.count != actualSamples.count {
      result.append(
        Difference(
          element: "", time: nil, field: "sample count", expected: "\(expectedSamples.count)",
          actual: "\(actualSamples.count)"))
    }
    for (expectedSample, actualSample) in zip(expectedSamples, actualSamples) {
      let time = expectedSample["t"] as? Double ?? 0
      let actualTime = actualSample["t"] as? Double ?? 0
      if abs(time - actualTime) > 1e-6 {
        result.append(
          Difference(
            element: "", time: time, field: "t", expected: JSONNumber.text(time),
            actual: JSONNumber.text(actualTime)))
        continue
      }
      let expectedElements = expectedSample["elements"] as? [String: [String: Any]] ?? [:]
      let actualElements = actualSample["elements"] as? [String: [String: Any]] ?? [:]
      for key in Set(expectedElements.keys).union(actualElements.keys).sorted() {
        guard let expectedElement = expectedElements[key] else {
          result.append(
            Difference(
              element: key, time: time, field: "presence", expected: "absent", actual: "present"))
          continue
        }
        guard let actualElement = actualElements[key] else {
          result.append(
            Difference(
              element: key, time: time, field: "presence", expected: "present", actual: "absent"))
          continue
        }
        result += compare(
          expectedElement, actualElement, element: key, time: time, tolerance: tolerance)
      }
    }
    return result
  }

  private static func compare(
    _ expected: [String: Any], _ actual: [String: Any], element: String, time: Double,
    tolerance: Double
  ) -> [Difference] {
    var result: [Difference] = []
    let fieldNames = ["x", "y", "width", "height"]
    let expectedFrame = expected["frame"] as? [Double] ?? []
    let actualFrame = actual["frame"] as? [Double] ?? []
    for (index, (a, b)) in zip(expectedFrame, actualFrame).enumerated() where abs(a - b) > tolerance
    {
      result.append(
        Difference(
          element: element, time: time, field: "frame.\(fieldNames[min(index, 3)])",
          expected: JSONNumber.text(a), actual: JSONNumber.text(b)))
    }
    for field in ["cornerRadius", "opacity", "visibility"] {
      let a = expected[field] as? Double ?? .nan
      let b = actual[field] as? Double ?? .nan
      if !(abs(a - b) <= tolerance) {
        result.append(
          Difference(
            element: element, time: time, field: field, expected: JSONNumber.text(a),
            actual: JSONNumber.text(b)))
      }
    }
    if (expected["shape"] as? String) != (actual["shape"] as? String) {
      result.append(
        Difference(
          element: element, time: time, field: "shape",
          expected: expected["shape"] as? String ?? "-", actual: actual["shape"] as? String ?? "-"))
    }
    return result
  }

  private static func parse(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }
}

/// Numbers as short text for messages.
enum JSONNumber {
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    return String((value * 10_000).rounded() / 10_000)
  }
}
