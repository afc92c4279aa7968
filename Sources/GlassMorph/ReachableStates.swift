import MorphDiagnostics
import MorphLayout
import MorphScene
import MorphViewTree

/// Every state a scene can reach by tapping its buttons (breadth first from the initial state),
/// each laid out on one shared canvas, with the design-rule warnings of Docs/Glass.md §4.
public struct ReachableStates: Sendable {
  /// A reachable state.
  public struct State: Sendable {
    /// The values of the view's `@State` properties.
    public let values: SceneState
    /// The shortest tap sequence from the initial state, as button names.
    public let taps: [String]
    /// The buttons the view shows in this state.
    public let buttons: [ButtonSummary]
    /// The state laid out.
    public let layout: LaidOutState
    /// The unknown conditions assumed true to reach it (`model.isExpanded`): things the scene
    /// does not declare, explored both ways (Docs/SceneLanguage.md, "Unknowns").
    public var assumed: [String] = []
  }

  /// A tap that changes the state.
  public struct Edge: Sendable {
    /// The state tapped in (an index into `states`).
    public let from: Int
    /// The button's name.
    public let button: String
    /// The state reached.
    public let to: Int
    /// The assignments the action made, with their animations.
    public let changes: [StateChange]
  }

  /// The most states explored unless a limit is given.
  public static let defaultLimit = StateGraph.defaultLimit

  /// The states in breadth-first order; the first is the initial state.
  public let states: [State]
  /// The state-changing taps.
  public let edges: [Edge]
  /// Whether exploration stopped at the limit with states left unexplored.
  public let isTruncated: Bool
  /// What tapping each button of the initial state changes, in the order of its buttons (empty
  /// for a button that changes nothing): the same as `GlassScene.changes(tapping:)` for each.
  public let initialTapChanges: [[StateChange]]
  /// Every warning: the scene's, each evaluation's and action's, layout's and the design rules'.
  public let diagnostics: [Diagnostic]
  /// The canvas size in points.
  public var canvas: Size { states.first?.layout.canvas ?? .zero }
}

extension GlassScene {
  /// Explores every state reachable by taps (at most `limit`) and lays them out on `canvas`.
  public func reachableStates(
    canvas: CanvasChoice = .automatic, limit: Int = ReachableStates.defaultLimit
  ) -> ReachableStates {
    let graph = StateGraph(exploring: program, limit: limit)
    let layouts = SceneLayout.layout(graph.nodes.map(\.view.tree), canvas: canvas)
    let states = zip(graph.nodes, layouts).map {
      var state = ReachableStates.State(
        values: $0.state, taps: $0.taps, buttons: $0.buttons, layout: $1)
      state.assumed = $0.assumed
      return state
    }
    let taps = graph.edges.map { edge in
      DesignRules.Tap(
        from: edge.from, to: edge.to, isAnimated: edge.changes.contains(where: \.isAnimated),
        button: edge.button,
        location: graph.nodes[edge.from].buttons.first { $0.name == edge.button }?.location
          ?? .start)
    }
    var seen: Set<String> = []
    var diagnostics: [Diagnostic] = []
    for diagnostic in program.diagnostics
      + program.policy.apply(to: graph.diagnostics + DesignRules.check(layouts, taps: taps))
    where seen.insert("\(diagnostic.location.offset)|\(diagnostic.message)").inserted {
      diagnostics.append(diagnostic)
    }
    return ReachableStates(
      states: states,
      edges: graph.edges.map {
        ReachableStates.Edge(from: $0.from, button: $0.button, to: $0.to, changes: $0.changes)
      }, isTruncated: graph.isTruncated, initialTapChanges: graph.initialTapChanges,
      diagnostics: SceneProgram.sorted(diagnostics))
  }
}
