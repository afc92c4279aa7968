import MorphViewTree

extension ModifierVocabulary {
  /// `.onReceive(publisher) { … }`: an event per publisher — a timer's tick, a notification —
  /// that runs the action once each time it is tapped.
  static let onReceive = ModifierRule(
    "onReceive",
    summary:
      "what runs when a timer ticks or a notification arrives: an event named `receive <publisher>` (`receive timer`, `receive .didSync`), explored and tappable like a button; a notification an action posts (`NotificationCenter.default.post(name:)`) runs it in the same tap"
  ) { call in
    guard let publisher = call.arguments.first,
      let action = call.arguments.last(where: {
        ($0.label == nil || $0.label == "perform") && call.evaluator.isCallable($0.value)
      })?.value
    else { return }
    let name = call.evaluator.publisherName(publisher)
    let index = call.evaluator.actions.count
    call.evaluator.actions.append(
      .native(.receive(action, sent: .placeholder(name))))
    if let written = call.evaluator.writtenText(of: publisher),
      Evaluator.notificationArgument(written) != nil
    {
      call.evaluator.notificationReceivers[Evaluator.notificationName(name), default: []].append(
        index)
    }
    call.add(
      .gesture(
        ButtonInfo(
          actionIndex: index, title: ControlKind.receive.rawValue + " " + name,
          systemImage: nil, role: nil, kind: .receive)))
  }

  /// `.onChange(of:)`: an action run after a tap changes what it watches
  /// (`SceneProgram.runChangeActions`).
  static let onChange: ModifierRule =
    ModifierRule(
      "onChange",
      summary:
        "runs its action after a tap changes the watched value (given the old and new values), in that change's transaction; `initial: true` also runs it as an `appear` event; a value the program does not declare is changed by an event `change <value>`"
    ) { call in
      guard let argument = call.arguments.first(where: { $0.label == "of" }),
        let action = call.arguments.last(where: {
          ($0.label == nil || $0.label == "perform" || $0.label == "action")
            && call.evaluator.isCallable($0.value)
        })?.value
      else { return }
      let watched = argument.value
      // A flag of another module's (`bleService.isConnected`) changes though no tap here
      // changes it: an event of its own that flips it and runs the action. Only a Bool: an
      // event per watched collection or number would multiply the states for no shown change.
      if case .placeholder(let text) = watched, call.evaluator.isBoolUnknown(text) {
        call.evaluator.keepWatchedUnknown(text)
        let index = call.evaluator.actions.count
        call.evaluator.actions.append(.native(.changeUnknown(text, action: action)))
        call.add(
          .gesture(
            ButtonInfo(
              actionIndex: index, title: ControlKind.change.rawValue + " " + text,
              systemImage: nil, role: nil, kind: .change)))
      }
      call.evaluator.changeWatches.append(
        ChangeWatch(
          key: call.node.identity + "@" + call.evaluator.key(call.location), value: watched,
          expression: call.evaluator.watchedExpressions[argument.location], context: call.context,
          action: action,
          location: call.location))
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
