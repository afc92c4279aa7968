import Foundation

/// Any two JSON documents compared value by value, numbers within a tolerance — for goldens that
/// are not keyframe documents (layouts, reports).
public enum JSONComparison {
  /// Readable differences between two JSON texts (`path.key[2]: expected 1, actual 2`); empty when
  /// they agree. `path` names the root in the messages.
  public static func differences(
    expected: String, actual: String, tolerance: Double, path: String = "$"
  ) -> [String] {
    guard let left = try? JSONSerialization.jsonObject(with: Data(expected.utf8)) else {
      return ["\(path): the golden is not readable JSON"]
    }
    guard let right = try? JSONSerialization.jsonObject(with: Data(actual.utf8)) else {
      return ["\(path): the actual document is not readable JSON"]
    }
    return differences(left, right, tolerance: tolerance, path: path)
  }

  private static func differences(_ expected: Any, _ actual: Any, tolerance: Double, path: String)
    -> [String]
  {
    switch (expected, actual) {
    case (let a as [String: Any], let b as [String: Any]):
      var result: [String] = []
      for key in Set(a.keys).union(b.keys).sorted() {
        guard let left = a[key], let right = b[key] else {
          result.append(
            "\(path).\(key): expected \(a[key].map { "\($0)" } ?? "nothing"), actual \(b[key].map { "\($0)" } ?? "nothing")"
          )
          continue
        }
        result += differences(left, right, tolerance: tolerance, path: "\(path).\(key)")
      }
      return result
    case (let a as [Any], let b as [Any]):
      guard a.count == b.count else {
        return ["\(path): expected \(a.count) entries, actual \(b.count)"]
      }
      return zip(a, b).enumerated().flatMap {
        differences($0.element.0, $0.element.1, tolerance: tolerance, path: "\(path)[\($0.offset)]")
      }
    case (let a as NSNumber, let b as NSNumber):
      return abs(a.doubleValue - b.doubleValue) <= tolerance
        ? [] : ["\(path): expected \(a), actual \(b)"]
    case (let a as String, let b as String):
      return a == b ? [] : ["\(path): expected \(a), actual \(b)"]
    default:
      return "\(expected)" == "\(actual)" ? [] : ["\(path): expected \(expected), actual \(actual)"]
    }
  }
}
