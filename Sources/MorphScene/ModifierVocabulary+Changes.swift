import MorphViewTree

extension ModifierVocabulary {
  /// `.onChange(of:)`: an action run after a tap changes what it watches
  /// (`SceneProgram.runChangeActions`).
  static let onChange: ModifierRule =
    ModifierRule(
      "onChange",
      summary:
        "runs its action after a tap changes the watched value (given the old and new values), in that change's transaction; `initial: true` also runs it as an `appear` event"
    ) { call in
      guard let watched = call.labelled("of"),
        let action = call.arguments.last(where: {
          ($0.label == nil || $0.label == "perform" || $0.label == "action")
            && call.evaluator.isCallable($0.value)
        })?.value
      else { return }
      call.evaluator.changeWatches.append(
        ChangeWatch(
          key: call.node.identity + "@" + call.evaluator.key(call.location), value: watched,
          action: action, location: call.location))
      if case .bool(true)? = call.labelled("initial") {
        let index = call.evaluator.actions.count
        call.evaluator.actions.append(action)
        call.add(
          .gesture(
            ButtonInfo(
              actionIndex: index, title: ControlKind.appear.rawValue, systemImage: nil,
              role: nil, kind: .appear)))
      }
    }
}
