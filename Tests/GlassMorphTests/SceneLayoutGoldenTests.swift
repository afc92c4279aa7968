import Foundation
import GlassMorph
import GlassMorphTestSupport
import GlassMorphTesting
import MorphCore
import MorphLayout
import Testing

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
    "glass-buttons", "merged-at-rest", "text-panel", "clear-over-photo", "tab-app", "card-list",
    "model-menu", "toolbar-items",
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
    let actual = try Self.document(for: name).rendered()
    let golden = GoldenFile(
      path: Self.snapshots.appendingPathComponent(name + ".json").path, kind: "layout")
    let outcome = golden.check(Data(actual.utf8)) { expected in
      let differences = JSONComparison.differences(
        expected: String(decoding: expected, as: UTF8.self), actual: actual,
        tolerance: Self.tolerance, path: name)
      return differences.isEmpty
        ? nil
        : GoldenMismatch(
          summary: "\(name): \(differences.count) layout values differ:", details: differences)
    }
    if let message = golden.message(for: outcome) { Issue.record(Comment(rawValue: message)) }
  }
}
