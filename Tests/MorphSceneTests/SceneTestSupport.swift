import Foundation
import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphFrontend
import MorphLayout
import MorphSyntax
import MorphViewTree
import Testing

@testable import MorphScene

/// Helpers shared by the scene tests.
enum SceneTestSupport {
  /// The repository's `Scenes/` folder, found from this file's path.
  static var scenesDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes")
  }

  /// Loads scene source text (wrapping it in nothing).
  static func scene(_ source: String, view: String? = nil) throws -> SceneProgram {
    try SceneProgram(source: SourceFile(path: "test.swift", text: source), viewName: view)
  }

  /// The diagnostics of a source that fails to load (empty if it loads), built for `platform`
  /// (nil: iOS, or the platform its views are all built for).
  static func errors(_ source: String, platform: TargetPlatform? = nil) -> [Diagnostic] {
    do {
      _ = try SceneProgram(
        source: SourceFile(path: "test.swift", text: source), platform: platform)
      return []
    } catch {
      return error.diagnostics
    }
  }

  /// Parses source and returns the syntax and diagnostics.
  static func parse(_ source: String) -> (SourceSyntax, [Diagnostic]) {
    let parsed = Frontend.parse(SourceFile(path: "test.swift", text: source))
    return (parsed.syntax, parsed.diagnostics)
  }

  /// The first body of `view` evaluated in the initial state.
  static func body(_ source: String) throws -> ViewNode {
    let scene = try scene(source)
    return scene.evaluate(scene.initialState).root
  }

  /// Every node of a tree, depth first.
  static func nodes(_ root: ViewNode) -> [ViewNode] {
    var result: [ViewNode] = []
    root.forEachNode { result.append($0) }
    return result
  }

  /// The texts of every `Text` in a tree, in order.
  static func texts(_ root: ViewNode) -> [String] {
    nodes(root).compactMap { if case .text(let text) = $0.kind { return text } else { return nil } }
  }

  /// The source text a scene was loaded from.
  static func source(of scene: SceneProgram) -> String { scene.file.text }

  /// The glass of the initial state, as layout resolves it (on a 400 × 300 pt canvas).
  static func glass(_ source: String) throws -> [GlassFrame] {
    let scene = try scene(source)
    return SceneLayout.layout(
      scene.evaluate(scene.initialState).tree, canvas: .size(Size(width: 400, height: 300))
    ).glass
  }

  /// The glass of `state` of a loaded scene, as layout resolves it (on a 400 × 300 pt canvas).
  static func glass(_ scene: SceneProgram, _ state: SceneState) -> [GlassFrame] {
    SceneLayout.layout(scene.evaluate(state).tree, canvas: .size(Size(width: 400, height: 300)))
      .glass
  }

  /// The glass of every state of a graph, as layout resolves it, per state.
  static func glass(_ graph: StateGraph) -> [[GlassFrame]] {
    SceneLayout.layout(graph.nodes.map(\.view.tree), canvas: .automatic).map(\.glass)
  }

  /// How each glass of the initial state was declared (namespace, union, transition…), in the
  /// order of `glass(_:)`.
  static func placements(_ source: String) throws -> [GlassPlacement] {
    let scene = try scene(source)
    return placements(scene, scene.initialState)
  }

  /// How each glass of `state` was declared, in the order of `glass(_:_:)`.
  static func placements(_ scene: SceneProgram, _ state: SceneState) -> [GlassPlacement] {
    SceneLayout.layout(scene.evaluate(state).tree, canvas: .size(Size(width: 400, height: 300)))
      .glassPlacements
  }

  /// How each glass of every state of a graph was declared, per state.
  static func placements(_ graph: StateGraph) -> [[GlassPlacement]] {
    SceneLayout.layout(graph.nodes.map(\.view.tree), canvas: .automatic).map(\.glassPlacements)
  }

  /// The `.glassEffect` shape written on the first view that has one.
  static func declaredGlassShape(_ root: ViewNode) -> ShapeKind? {
    var shape: ShapeKind? = nil
    root.forEachNode { node in
      for case .glassEffect(_, let declared, _) in node.modifiers where shape == nil {
        shape = declared
      }
    }
    return shape
  }
}
