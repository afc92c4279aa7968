import MorphMotion

/// The states a view can reach by tapping its buttons, found breadth first from the initial state.
public struct StateGraph: Sendable {
  /// A reachable state and the shortest tap sequence that reaches it.
  public struct Node: Sendable {
    /// The state.
    public let state: SceneState
    /// The button names tapped, in order, from the initial state.
    public let taps: [String]
    /// The glass elements the view shows in this state.
    public let glass: [GlassDeclaration]
    /// The buttons in this state.
    public let buttons: [ButtonSummary]
    /// The evaluated view (its tree and preview) in this state.
    public let view: EvaluatedView
  }

  /// A tap that changes the state.
  public struct Edge: Sendable {
    /// The state tapped in (index into `nodes`).
    public let from: Int
    /// The button's name.
    public let button: String
    /// The state reached (index into `nodes`).
    public let to: Int
    /// The changes, with their animations.
    public let changes: [StateChange]
  }

  /// The most states explored.
  public static let defaultLimit = 64

  /// The states in breadth-first order; the first is the initial state.
  public let nodes: [Node]
  /// The state-changing taps.
  public let edges: [Edge]
  /// Whether exploration stopped at the limit with states left unexplored.
  public let isTruncated: Bool
  /// Diagnostics from every evaluation and action (deduplicated).
  public let diagnostics: [Diagnostic]

  /// Explores `scene` from its initial state, up to `limit` states.
  public init(exploring scene: SceneProgram, limit: Int = StateGraph.defaultLimit) {
    var nodes: [Node] = []
    var edges: [Edge] = []
    var index: [SceneState: Int] = [:]
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []
    func collect(_ new: [Diagnostic]) {
      for diagnostic in new
      where !seen.contains("\(diagnostic.location.offset)|\(diagnostic.message)") {
        seen.insert("\(diagnostic.location.offset)|\(diagnostic.message)")
        diagnostics.append(diagnostic)
      }
    }
    var truncated = false
    var queue = [0]
    let initial = scene.evaluate(scene.initialState)
    collect(initial.diagnostics)
    nodes.append(
      Node(
        state: scene.initialState, taps: [], glass: initial.glass, buttons: initial.buttons,
        view: initial))
    index[scene.initialState] = 0
    var cursor = 0
    while cursor < queue.count {
      let current = queue[cursor]
      cursor += 1
      for button in nodes[current].buttons {
        let result = scene.tap(button, in: nodes[current].state)
        collect(result.diagnostics)
        guard result.changesState, result.state != nodes[current].state else { continue }
        if let existing = index[result.state] {
          edges.append(
            Edge(from: current, button: button.name, to: existing, changes: result.changes))
          continue
        }
        guard nodes.count < limit else {
          truncated = true
          continue
        }
        let evaluated = scene.evaluate(result.state)
        collect(evaluated.diagnostics)
        index[result.state] = nodes.count
        edges.append(
          Edge(from: current, button: button.name, to: nodes.count, changes: result.changes))
        queue.append(nodes.count)
        nodes.append(
          Node(
            state: result.state, taps: nodes[current].taps + [button.name], glass: evaluated.glass,
            buttons: evaluated.buttons, view: evaluated))
      }
    }
    self.nodes = nodes
    self.edges = edges
    self.isTruncated = truncated
    self.diagnostics = SceneProgram.sorted(diagnostics)
  }
}
