import MorphDiagnostics
import MorphMotion
import MorphViewTree

/// The states a view can reach by tapping its buttons, found breadth first from the initial state.
package struct StateGraph: Sendable {
  /// A reachable state and the shortest tap sequence that reaches it.
  package struct Node: Sendable {
    /// The state.
    package let state: SceneState
    /// The button names tapped, in order, from the initial state.
    package let taps: [String]
    /// The buttons in this state.
    package let buttons: [ButtonSummary]
    /// The evaluated view (its tree and preview) in this state.
    package let view: EvaluatedView
    /// The unknown conditions assumed true on the way here (`model.isExpanded`), in order.
    package var assumed: [String] = []
    /// Whether one of `assumed` was read by a tap's action rather than the views: such an
    /// assumption is made once on a way, so a keypad's `guard code.count < Service.length`
    /// lets one digit through rather than a new assumption per digit ("0 < …", "1 < …", …).
    package var assumedInAction = false
  }

  /// A tap that changes the state.
  package struct Edge: Sendable {
    /// The state tapped in (index into `nodes`).
    package let from: Int
    /// The button's name.
    package let button: String
    /// The state reached (index into `nodes`).
    package let to: Int
    /// The changes, with their animations.
    package let changes: [StateChange]
    /// The unknown condition the action read and this tap assumed true (its slot key and the
    /// condition, `0 < PinPolicy.length`); nil for a tap made as the state stands.
    package var assumption: (key: String, condition: String)? = nil
  }

  /// The most states explored.
  package static let defaultLimit = 64
  /// The most tappable views tapped in one state (in tree order): a screen's buttons, a keyboard
  /// or a month of days fit; a `ForEach` of thousands of buttons is shown whole but only its first
  /// ones are tapped, with a warning, so exploring stays within the work budget.
  package static let maximumTapsPerState = 200
  /// The most unknown conditions first read by one tap's action that are each assumed true and
  /// tapped again: the first two (a guard and what it protects) show what the tap does; more
  /// would multiply the taps of a keypad by its conditions.
  package static let maximumUnknownsRetriedPerTap = 2

  /// The states in breadth-first order; the first is the initial state.
  package let nodes: [Node]
  /// The state-changing taps.
  package let edges: [Edge]
  /// Whether exploration stopped at the limit with states left unexplored.
  package let isTruncated: Bool
  /// What tapping each button of the initial state changes, in the order of its buttons (empty
  /// for a button that changes nothing), kept from exploring so a report need not tap again.
  package let initialTapChanges: [[StateChange]]
  /// Diagnostics from every evaluation and action (deduplicated).
  package let diagnostics: [Diagnostic]

  /// Explores `scene` from its initial state, up to `limit` states and within `budget` (a
  /// command's budget, shared by everything it explores): once it is spent, exploring stops with
  /// a warning and the states found so far are kept.
  ///
  /// One long function on purpose: its phases — assuming unknowns, tapping, recording — share
  /// the whole exploration's state (nodes, queue, index, deferred assumptions, budget), which
  /// split into functions would be threaded through every call.
  package init(
    exploring scene: SceneProgram, limit: Int = StateGraph.defaultLimit,
    budget: WorkBudget = WorkBudget()
  ) {
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
    var initialTapChanges: [[StateChange]] = []
    var queue = [0]
    // Combinations of assumed unknowns grow as 2^n; they may fill at most this many states, so
    // what taps reach in them is explored too (six unknowns alone would fill 64 states).
    let assumptionLimit = limit - limit / 4
    let initial = scene.evaluate(scene.initialState)
    budget.spend(initial.work)
    collect(initial.diagnostics)
    var outOfBudget = false
    /// Whether another evaluation fits the budget (false, once, with the warning).
    func affordable() -> Bool {
      guard budget.isSpent else { return true }
      if !outOfBudget {
        outOfBudget = true
        collect([
          Diagnostic(
            .resourceLimit, at: scene.view.location,
            "Exploring stopped after \(nodes.count) state\(nodes.count == 1 ? "" : "s"): this command's work budget (\(budget.limit) evaluation steps, Docs/Reliability.md) is spent; the states found so far are shown."
          ).with(severity: .warning)
        ])
      }
      truncated = true
      return false
    }
    nodes.append(Node(state: initial.state, taps: [], buttons: initial.buttons, view: initial))
    index[initial.state] = 0
    // Assumptions wait until every state with fewer of them has been tapped: what taps reach
    // under one assumption is explored before combinations of two (Docs/SceneLanguage.md).
    var deferred: [(from: Int, state: SceneState, label: String, depth: Int)] = []
    /// The taps tried again with an unknown their action read assumed true, as button and
    /// condition.
    var retriedTaps: Set<String> = []
    var assumptionsFull = false
    /// Evaluates the deferred assumptions of the fewest assumed unknowns; false when none are left.
    func assumeNext() -> Bool {
      guard !assumptionsFull, let depth = deferred.map(\.depth).min() else { return false }
      let batch = deferred.filter { $0.depth == depth }
      deferred.removeAll { $0.depth == depth }
      for flip in batch where index[flip.state] == nil {
        guard nodes.count < assumptionLimit else {
          truncated = true
          assumptionsFull = true
          deferred = []
          return true
        }
        guard affordable() else { return false }
        let evaluated = scene.evaluate(flip.state)
        budget.spend(evaluated.work)
        let reached = evaluated.state
        guard reached != nodes[flip.from].state, index[reached] == nil else { continue }
        collect(evaluated.diagnostics)
        index[reached] = nodes.count
        queue.append(nodes.count)
        var node = Node(
          state: reached, taps: nodes[flip.from].taps, buttons: evaluated.buttons, view: evaluated)
        // A later case of the same switch replaces the earlier one in the label.
        let label = flip.label
        let ofSubject = label.range(of: " of ").map { String(label[$0.lowerBound...]) }
        node.assumed =
          nodes[flip.from].assumed.filter { earlier in
            guard let ofSubject, label.hasPrefix("case ") else { return true }
            return !(earlier.hasPrefix("case ") && earlier.hasSuffix(ofSubject))
          } + [label]
        node.assumedInAction = nodes[flip.from].assumedInAction
        nodes.append(node)
      }
      return true
    }
    var cursor = 0
    while cursor < queue.count || assumeNext() {
      // Taps that keep finding new states (a counter, a navigation stack that grows with every
      // push) would take every state before any unknown is assumed, and glass behind an unknown
      // would never show: past half the limit, waiting assumptions go first.
      if nodes.count >= limit / 2, !deferred.isEmpty { _ = assumeNext() }
      guard cursor < queue.count else { continue }
      let current = queue[cursor]
      cursor += 1
      // A view cut short at a limit (its error says which) has lost views and buttons: what its
      // taps reach is not the scene's, and each tap would rebuild the whole cut tree again.
      if nodes[current].view.isCut { continue }
      // Each unknown condition this state assumes false is also explored as true, later.
      for slot in nodes[current].state.slots where slot.key.hasPrefix(Evaluator.assumptionPrefix) {
        guard !assumptionsFull, let (next, label) = StateGraph.nextAssumption(slot) else {
          continue
        }
        var flipped = nodes[current].state
        flipped[slot.key] = next
        guard index[flipped] == nil else { continue }
        deferred.append((current, flipped, label, nodes[current].assumed.count + 1))
      }
      var buttons = nodes[current].buttons
      if buttons.count > StateGraph.maximumTapsPerState {
        let first = buttons[StateGraph.maximumTapsPerState]
        collect([
          Diagnostic(
            .resourceLimit, at: first.location,
            "This state has \(buttons.count) tappable views; exploring taps the first \(StateGraph.maximumTapsPerState) (a limit of the work budget, Docs/Reliability.md): the rest are shown but not tapped."
          ).with(severity: .warning)
        ])
        buttons = Array(buttons.prefix(StateGraph.maximumTapsPerState))
      }
      guard affordable() else { break }
      let results = scene.tap(buttons, in: nodes[current].state)
      budget.spend(results.reduce(0) { $0 + $1.work })
      /// Records where `result` of tapping `button` leads — under `assumption` too, an unknown
      /// the action read, assumed true — and queues a state not seen yet; false once the budget
      /// is spent.
      func follow(
        _ button: ButtonSummary, _ result: ActionResult,
        assuming assumption: (key: String, condition: String)?
      ) -> Bool {
        func link(to target: Int) {
          edges.append(
            Edge(
              from: current, button: button.name, to: target, changes: result.changes,
              assumption: assumption))
        }
        guard result.changesState, result.state != nodes[current].state else { return true }
        // A known state needs no evaluation: a node's state is already as its views show it.
        if let existing = index[result.state] {
          link(to: existing)
          return true
        }
        // Past the limit, a state not already known is not evaluated: every tap of every explored
        // state would otherwise cost an evaluation (states × buttons) only to be dropped. The cost
        // is an edge to a known state reached only after pruning (below), which is not recorded.
        guard nodes.count < limit else {
          truncated = true
          return true
        }
        guard affordable() else { return false }
        // The state as the views then show it: slots of instances that left the tree are gone.
        let evaluated = scene.evaluate(result.state)
        budget.spend(evaluated.work)
        let reached = evaluated.state
        guard reached != nodes[current].state else { return true }
        if let existing = index[reached] {
          link(to: existing)
          return true
        }
        collect(evaluated.diagnostics)
        index[reached] = nodes.count
        link(to: nodes.count)
        queue.append(nodes.count)
        var node = Node(
          state: reached, taps: nodes[current].taps + [button.name],
          buttons: evaluated.buttons, view: evaluated)
        node.assumed = nodes[current].assumed + (assumption.map { [$0.condition] } ?? [])
        node.assumedInAction = nodes[current].assumedInAction || assumption != nil
        nodes.append(node)
        return true
      }
      tapping: for (button, result) in zip(buttons, results) {
        collect(result.diagnostics)
        if current == 0 { initialTapChanges.append(result.changes) }
        guard follow(button, result, assuming: nil) else { break }
        // An action that read an unknown condition ran with it assumed false (a `guard
        // code.count < Service.length` then stops the tap); the tap is explored with it assumed
        // true as well, as the views' unknowns are.
        let retried = nodes[current].assumedInAction ? [] : result.unknownsRead
        for unknown in retried.prefix(StateGraph.maximumUnknownsRetriedPerTap)
        where !assumptionsFull {
          // Once per button and condition in the whole exploration: what the first state's tap
          // shows under it, a later state's would mostly show again, at the cost of a tap for
          // every button of every state.
          guard retriedTaps.insert(button.name + "\u{0}" + unknown.condition).inserted else {
            continue
          }
          guard affordable() else { break tapping }
          let assumed = nodes[current].state.setting(
            key: unknown.key, name: "assumed " + unknown.condition, to: .bool(true))
          let retried = scene.tap(button, in: assumed)
          budget.spend(retried.work)
          collect(retried.diagnostics)
          guard follow(button, retried, assuming: unknown) else { break tapping }
        }
      }
    }
    self.nodes = nodes
    self.edges = edges
    self.isTruncated = truncated
    self.initialTapChanges = initialTapChanges
    self.diagnostics = SceneProgram.sorted(diagnostics)
  }
}

extension StateGraph {
  /// The next value to explore for an assumption slot, with its label: a condition assumed
  /// false becomes true (`model.isExpanded`); a switch's assumed case moves to the next
  /// (`case 2 of vm.state`); nil when there is none.
  static func nextAssumption(_ slot: SceneState.Slot) -> (StateValue, String)? {
    let name = slot.key.dropFirst(Evaluator.assumptionPrefix.count)
    switch slot.value {
    case .bool(false):
      return (.bool(true), String(name))
    case .int(let index):
      guard let marker = name.range(of: Evaluator.caseCountMarker, options: .backwards),
        let count = Int(name[marker.upperBound...]), index + 1 < count
      else { return nil }
      return (.int(index + 1), "case \(index + 2) of \(name[..<marker.lowerBound])")
    default:
      return nil
    }
  }
}
