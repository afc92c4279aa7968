import Foundation
import GlassMorph
import MorphLayout
import MorphScene

/// Parse + evaluate every reachable state of a generated 2 000-line scene, in lines per second.
/// The peer (`swiftc -parse` on the same file) is timed by scripts/bench.sh in the same run.
enum SceneBenchmark {
  /// The number of lines the generated scene has.
  static let targetLines = 2_000

  /// A realistic, large scene: a toolbar whose `selected` state has 8 values, and helper views.
  static func generatedScene() -> String {
    var lines = [
      "import SwiftUI", "",
      "enum Tab: Int, CaseIterable { case a, b, c, d, e, f, g, h }", "",
      "struct Big: View {",
      "    @State private var selected: Tab = .a",
      "    @Namespace private var ns", "",
      "    var body: some View {",
      "        GlassEffectContainer(spacing: 20) {",
      "            VStack(spacing: 12) {",
      "                ForEach(Tab.allCases, id: \\.self) { tab in",
      "                    Button {",
      "                        withAnimation(.bouncy) { selected = tab }",
      "                    } label: {",
      "                        Text(\"\\(tab.rawValue)\").frame(width: selected == tab ? 120 : 44, height: 44)",
      "                    }",
      "                    .glassEffect(.regular.interactive())",
      "                    .glassEffectID(tab.rawValue, in: ns)",
      "                }",
    ]
    var helper = 0
    var helperLines: [String] = []
    while lines.count + helperLines.count + 8 < targetLines {
      lines.append("                helper\(helper)(index: \(helper))")
      helperLines += [
        "",
        "    @ViewBuilder",
        "    private func helper\(helper)(index: Int) -> some View {",
        "        // A row of glass chips whose width depends on the selection.",
        "        let width: Double = selected.rawValue == index % 8 ? 80 : 40",
        "        HStack(spacing: 8) {",
        "            if index % 2 == 0 {",
        "                Image(systemName: \"star\")",
        "                    .frame(width: width, height: 32)",
        "                    .glassEffect(.regular, in: .capsule)",
        "            } else {",
        "                Text(\"Row \\(index)\")",
        "                    .font(.caption)",
        "                    .padding(.horizontal, 12)",
        "                    .glassEffect()",
        "            }",
        "        }",
        "    }",
      ]
      helper += 1
    }
    lines +=
      ["            }", "        }", "    }"] + helperLines + ["}", "", "#Preview { Big() }"]
    return lines.joined(separator: "\n") + "\n"
  }

  static func run() -> [String] {
    let source = generatedScene()
    let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-bench-scene.swift"
    ).path
    try? source.write(toFile: path, atomically: true, encoding: .utf8)
    var states = 0
    let parse = BenchmarkClock.rate(operations: lineCount) {
      _ = try? GlassScene(source: source, path: "big.swift")
    }
    let full = BenchmarkClock.rate(operations: lineCount) {
      guard let scene = try? GlassScene(source: source, path: "big.swift")
      else {
        return
      }
      states = StateGraph(exploring: scene.program).nodes.count
    }
    return [
      "scene: generated file \(path) (\(lineCount) lines, \(states) reachable states)",
      MotionBenchmark.line("scene: parse + initial state", parse, "lines/s"),
      MotionBenchmark.line("scene: parse + evaluate all \(states) states", full, "lines/s"),
    ]
  }
}

/// Layouts per second of the largest scene (the generated one), against evaluating the same state
/// (the step before layout) as the peer.
enum LayoutBenchmark {
  static func run() -> [String] {
    guard
      let scene = try? GlassScene(source: SceneBenchmark.generatedScene(), path: "big.swift")
    else {
      return ["layout: the generated scene did not load"]
    }
    let view = scene.program.evaluate(scene.initialState)
    var elements = 0
    let layouts = BenchmarkClock.rate(operations: 1) {
      elements =
        SceneLayout.layout(view.tree, canvas: .device(.iPhone16Pro)).glass
        .count
    }
    let evaluations = BenchmarkClock.rate(operations: 1) {
      _ = scene.program.evaluate(scene.initialState)
    }
    return [
      MotionBenchmark.line(
        "layout: largest scene (\(elements) glass elements)", layouts, "layouts/s"),
      MotionBenchmark.line(
        "layout: peer — evaluating the same state", evaluations, "evaluations/s"),
      "layout: ratio layout / evaluation = \(MotionBenchmark.format(layouts / evaluations))",
    ]
  }
}
