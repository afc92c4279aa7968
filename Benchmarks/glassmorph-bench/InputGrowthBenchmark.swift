import Foundation
import GlassMorph
import MorphScene

/// The paths fuzzing found super-linear, each timed as its input grows 10× at a time: the time
/// per element (character, button, view) should stay flat. Each row is one load, evaluation,
/// layout and exploration of a generated scene — what `glassmorph check` does — so a path that
/// grew again would show as a rising time per element (Docs/Reliability.md, "Limits").
enum InputGrowthBenchmark {
  /// One path: a name for its element and a scene with `n` of them.
  struct Path: Sendable {
    let name: String
    let unit: String
    let sizes: [Int]
    let scene: @Sendable (Int) -> String
  }

  static let paths = [
    Path(name: "a Text of n characters", unit: "character", sizes: [10, 1_000, 100_000]) {
      "struct V: View { var body: some View { Text(\"\(String(repeating: "ab ", count: $0 / 3))\")"
        + ".padding().glassEffect() } }"
    },
    Path(
      name: "a segmented Picker option of n characters", unit: "character",
      sizes: [10, 1_000, 100_000]
    ) {
      "struct V: View { @State private var pick = 0\n var body: some View { Picker(\"P\", "
        + "selection: $pick) { Text(\"\(String(repeating: "x", count: $0))\").tag(0); "
        + "Text(\"B\").tag(1) }.pickerStyle(.segmented).glassEffect() } }"
    },
    Path(name: "a ForEach of n buttons", unit: "button", sizes: [10, 1_000, 100_000]) {
      "struct V: View { @State private var last = 0\n var body: some View { VStack { "
        + "ForEach(0..<\($0), id: \\.self) { i in Button(\"\\(i)\") { last = i % 2 } } }"
        + ".glassEffect() } }"
    },
    Path(name: "n views in a padded group", unit: "view", sizes: [10, 100, 1_000, 10_000]) {
      "struct V: View { var body: some View { Group { "
        + (0..<$0).map { "Text(\"\($0)\")" }.joined(separator: "; ")
        + " }.padding(1).padding(1).padding(1).padding(1).glassEffect() } }"
    },
  ]

  static func run() -> [String] {
    var lines: [String] = []
    for path in paths {
      var cells: [String] = []
      for size in path.sizes {
        let source = "import SwiftUI\n" + path.scene(size)
        let start = DispatchTime.now().uptimeNanoseconds
        if let scene = try? GlassScene(source: source, path: "growth.swift") {
          _ = StateGraph(exploring: scene.program).nodes.count
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        cells.append("n = \(size): \(MotionBenchmark.format(seconds / Double(size) * 1e6)) µs")
      }
      lines.append("growth: \(path.name), per \(path.unit): " + cells.joined(separator: ", "))
    }
    return lines
  }
}
