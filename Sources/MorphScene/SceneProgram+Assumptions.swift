extension SceneProgram {
  /// How an explored unknown is named in a state, in `check` and in `--set`
  /// (`assumed store.showsBanner`, `assumed case of vm.state`).
  package static let assumedPrefix = "assumed "

  /// Whether `slot` keeps an explored unknown rather than a view's `@State`.
  package static func isAssumption(_ slot: SceneState.Slot) -> Bool {
    slot.key.hasPrefix(Evaluator.assumptionPrefix)
  }

  /// The slot that keeps the explored unknown `name` — written as `check` prints it
  /// (`assumed store.showsBanner`, `assumed case of vm.state`) or, where no `@State` has the
  /// name, without `assumed ` — as its key and name: the slot of that name in `state`, else, for
  /// a condition written with `assumed `, the slot it would have (an action's condition is kept
  /// only while the action reads it). Nil for any other name.
  package func assumptionSlot(named name: String, in state: SceneState) -> (
    key: String, name: String
  )? {
    let isWritten = name.hasPrefix(SceneProgram.assumedPrefix)
    let condition = isWritten ? String(name.dropFirst(SceneProgram.assumedPrefix.count)) : name
    let shown = SceneProgram.assumedPrefix + Evaluator.sharingStandIns(condition)
    if let slot = state.slots.first(where: {
      $0.name == shown && $0.key.hasPrefix(Evaluator.assumptionPrefix)
    }) {
      return (slot.key, slot.name)
    }
    guard isWritten, !condition.isEmpty, !condition.hasPrefix(SceneProgram.casePrefix) else {
      return nil
    }
    return (Evaluator.assumptionKey(condition), shown)
  }

  /// The unknowns exploring this scene assumes, as slots with the value they start with (`false`,
  /// or the first case): those its views read (`assumed store.showsBanner`) and those a tap's
  /// action reads (`assumed 0 < PinPolicy.length`), in the order exploring meets them.
  package func exploredUnknowns() -> [SceneState.Slot] {
    let graph = StateGraph(exploring: self)
    var found: [SceneState.Slot] = []
    var seen: Set<String> = []
    for node in graph.nodes {
      for slot in node.state.slots
      where slot.key.hasPrefix(Evaluator.assumptionPrefix) && seen.insert(slot.key).inserted {
        var first = slot
        first.value = slot.value.isBool ? .bool(false) : .int(0)
        found.append(first)
      }
    }
    for edge in graph.edges {
      guard let assumption = edge.assumption, seen.insert(assumption.key).inserted else {
        continue
      }
      found.append(
        SceneState.Slot(
          key: assumption.key,
          name: SceneProgram.assumedPrefix + Evaluator.sharingStandIns(assumption.condition),
          value: .bool(false)))
    }
    return found
  }

  /// Reads `text` as a value of the explored unknown `name` (see `assumptionSlot`): `true` or
  /// `false` for a condition, a case number from 1 for a switch's subject (`assumed case 2 of
  /// vm.state` in `check` is `--set "assumed case of vm.state=2@0"`). Throws, naming the view's
  /// `@State` properties and the unknowns it explores, when `name` is neither.
  func assumedValue(_ text: String, for name: String) throws(StateValueError) -> StateValue {
    let start = evaluate(initialState).state
    let written =
      name.hasPrefix(SceneProgram.assumedPrefix) ? name : SceneProgram.assumedPrefix + name
    let shown =
      SceneProgram.assumedPrefix
      + Evaluator.sharingStandIns(String(written.dropFirst(SceneProgram.assumedPrefix.count)))
    let slot: SceneState.Slot
    if let (key, shownName) = assumptionSlot(named: written, in: start), let value = start[key] {
      slot = SceneState.Slot(key: key, name: shownName, value: value)
    } else {
      let explored = exploredUnknowns()
      guard let found = explored.first(where: { $0.name == shown }) else {
        let names = stateDeclarations.map(\.name).joined(separator: ", ")
        let unknowns = explored.map { "'\($0.name)'" }.joined(separator: ", ")
        throw StateValueError(
          "'\(view.name)' has no @State '\(name)'\(names.isEmpty ? "" : "; its state is \(names)")"
            + (unknowns.isEmpty ? "." : ", and the unknowns it explores are \(unknowns)."))
      }
      slot = found
    }
    let trimmed = text.trimmingSpaces
    if slot.value.isBool {
      guard let value = Bool(trimmed) else {
        throw StateValueError(
          "'\(slot.name)' is an unknown this scene explores: write true or false, not '\(text)'.")
      }
      return .bool(value)
    }
    let count = slot.key.range(of: Evaluator.caseCountMarker, options: .backwards).flatMap {
      Int(slot.key[$0.upperBound...])
    }
    guard let count, let number = Int(trimmed), (1...count).contains(number) else {
      let subject = slot.name.dropFirst(
        SceneProgram.assumedPrefix.count + SceneProgram.casePrefix.count)
      throw StateValueError(
        "'\(slot.name)' is the subject of a switch this scene explores case by case: write a case number from 1 to \(count ?? 1) (check's 'assumed case 2 of \(subject)' is 2), not '\(text)'."
      )
    }
    return .int(number - 1)
  }

  /// How a switch's explored subject is named after `assumed ` (`case of vm.state`).
  static let casePrefix = "case of "
}

extension StateValue {
  /// Whether the value is a `Bool`.
  fileprivate var isBool: Bool {
    if case .bool = self { return true }
    return false
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
