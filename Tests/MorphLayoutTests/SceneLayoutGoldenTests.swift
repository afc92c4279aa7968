import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphScene
import MorphViewTree
import Testing

@testable import MorphLayout

/// Every reachable state's glass frames for every scene, against golden files recorded once and
/// checked by hand (see the closing note of the layout issue). Record mode from GLASSMORPH_RECORD:
/// `all`, `failed`, `missing` (default) or `never` (CI: a missing golden fails).
@Suite struct SceneLayoutGoldenTests {
  static let tolerance = 1e-4
  static var snapshots: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "__Snapshots__/SceneLayoutGoldenTests")
  }

  static let scenes = [
    "toolbar", "morph-panel", "union-groups", "materialize", "radial-menu", "modes", "tinted",
    "glass-buttons", "merged-at-rest", "text-panel", "clear-over-photo",
  ]

  /// The golden document: canvas and, per state, each glass element's key, frame and radius.
  static func document(for name: String) throws -> JSONValue {
    let explored = try GlassScene(path: Repository.scene(name)).reachableStates(canvas: .automatic)
    let states = explored.states.map(\.layout)
    func number(_ value: Double) -> JSONValue { .number((value * 10_000).rounded() / 10_000) }
    return .object([
      "canvas": .array([number(states[0].canvas.width), number(states[0].canvas.height)]),
      "states": .array(
        zip(explored.states, states).map { node, state in
          .object([
            "taps": .array(node.taps.map { .string($0) }),
            "glass": .array(
              state.glass.map { element in
                .object([
                  "key": .string(element.key),
                  "frame": .array(
                    [
                      element.frame.minX, element.frame.minY, element.frame.width,
                      element.frame.height,
                    ].map(number)),
                  "cornerRadius": number(element.cornerRadius),
                  "shape": .string(element.shape.name),
                ])
              }),
          ])
        }),
    ])
  }

  @Test(arguments: scenes)
  func glassFramesMatchTheGolden(_ name: String) throws {
    let actual = try Self.document(for: name)
    let url = Self.snapshots.appendingPathComponent(name + ".json")
    let mode = ProcessInfo.processInfo.environment["GLASSMORPH_RECORD"] ?? "missing"
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if mode == "all" || (existing == nil && mode == "missing") {
      try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
      try actual.rendered().write(to: url, atomically: true, encoding: .utf8)
      Issue.record("Recorded \(url.path); check it by hand, then run again.")
      return
    }
    guard let existing else {
      Issue.record(
        "Missing golden \(url.path); record it with GLASSMORPH_RECORD=missing and check it by hand."
      )
      return
    }
    let expected = try JSONSerialization.jsonObject(with: Data(existing.utf8))
    let actualObject = try JSONSerialization.jsonObject(with: Data(actual.rendered().utf8))
    let differences = Self.differences(expected, actualObject, path: name)
    if !differences.isEmpty && mode == "failed" {
      try actual.rendered().write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(differences.isEmpty, "\(differences.prefix(10).joined(separator: "\n"))")
  }

  /// Human-readable differences between two JSON values, numbers compared with `tolerance`.
  static func differences(_ expected: Any, _ actual: Any, path: String) -> [String] {
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
        result += differences(left, right, path: "\(path).\(key)")
      }
      return result
    case (let a as [Any], let b as [Any]):
      guard a.count == b.count else {
        return ["\(path): expected \(a.count) entries, actual \(b.count)"]
      }
      return zip(a, b).enumerated().flatMap {
        differences($0.element.0, $0.element.1, path: "\(path)[\($0.offset)]")
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
