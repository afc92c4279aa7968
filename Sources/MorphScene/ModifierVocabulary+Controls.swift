import MorphViewTree

extension ModifierVocabulary {
  /// What can be tapped, and how controls look.
  static let controls: [ModifierRule] = [
    ModifierRule(
      "onTapGesture", "onLongPressGesture", summary: "a tap whose action runs like a button's"
    ) { call in
      guard
        let action = call.arguments.last(where: {
          ($0.label == nil || $0.label == "perform") && call.evaluator.isCallable($0.value)
        })?.value
      else {
        call.report(.noAction, "'.\(call.name)' has no action closure; tapping changes nothing.")
        return
      }
      let kind: ControlKind = call.name == "onTapGesture" ? .tapGesture : .longPress
      guard kind == .longPress,
        let pressing = call.arguments.first(where: {
          $0.label == "onPressingChanged" && call.evaluator.isCallable($0.value)
        })?.value
      else {
        call.addControl(action, kind: kind)
        return
      }
      // `onPressingChanged` is told `true` when a finger touches and `false` when it lifts: a
      // press of its own (held), and a long press that touches, completes and lifts. A tap on
      // the same view touches and lifts too (`onTapGesture` before this, or the view a button).
      let touch = NativeAction.receive(pressing, sent: .bool(true))
      let lift = NativeAction.receive(pressing, sent: .bool(false))
      var taps = call.node.modifiers.compactMap {
        if case .gesture(let info) = $0, info.kind == .tapGesture { info.actionIndex } else { nil }
      }
      if case .button(let info) = call.node.kind { taps.append(info.actionIndex) }
      for index in taps where call.evaluator.actions.indices.contains(index) {
        call.evaluator.actions[index] = .native(
          .sequence([touch, .perform(call.evaluator.actions[index]), lift]))
      }
      call.addControl(.native(touch), kind: .press)
      call.addControl(
        .native(
          .sequence([touch, .perform(action), lift])), kind: .longPress)
    },
    ModifierRule(
      "contextMenu",
      summary:
        "a long press (`context menu …`) opens its items in a glass panel 8 pt below the view (above it without room); an item runs and closes it (its `preview:` is not shown)"
    ) { call in
      guard
        let items = call.arguments.first(where: {
          ($0.label == nil || $0.label == "menuItems") && call.isClosure($0.value)
        })?.value
      else { return }
      let anchor = call.node.identity
      let key = anchor + "#contextMenu"
      let factory = ViewFactory(call.evaluator)
      guard factory.isMenuOpen(key, ownerType: "ContextMenu") else {
        call.addControl(
          .native(.systemAnimated(.assign(.slot(key), .bool(true)))), kind: .contextMenu)
        return
      }
      factory.presentMenu(
        factory.views(of: items, identity: anchor + "/contextMenu", at: call.location),
        closing: key, anchor: anchor, morphsAnchor: false, at: call.location)
    },
    ModifierRule(
      "gesture", "simultaneousGesture", "highPriorityGesture",
      summary:
        "a `DragGesture` is four swipes (`drag left`, `right`, `up`, `down`, 120 pt each) that run `onChanged` then `onEnded`; a `TapGesture` a tap, a `LongPressGesture` a long press"
    ) { call in
      guard case .instance(let gesture)? = call.first, gesture.type == Evaluator.gestureType
      else {
        call.report(.unsupportedModifier, "'.\(call.name)' needs a gesture value; it is ignored.")
        return
      }
      for control in call.evaluator.gestureControls(gesture, at: call.location) {
        call.addControl(.native(control.action), kind: control.kind, title: control.title)
      }
    },
    ModifierRule(
      "onAppear", "task",
      summary:
        "what runs when the view appears: an event named `appear`, explored and tappable like a button (awaited calls are skipped)"
    ) { call in
      guard
        let action = call.arguments.last(where: {
          ($0.label == nil || $0.label == "perform" || $0.label == "action")
            && call.evaluator.isCallable($0.value)
        })?.value
      else { return }
      call.addControl(action, kind: .appear, title: ControlKind.appear.rawValue)
    },
    onChange,
    onReceive,
    ModifierRule(
      "focused",
      summary:
        "a tap on the field focuses it (`true`, or the `equals:` value, written through the binding); a tap on a focused text field types into it or clears it"
    ) { call in
      guard case .binding(let reference)? = call.first else { return }
      let value = call.arguments.first { $0.label == "equals" }?.value ?? .bool(true)
      let index = call.evaluator.actions.count
      var action = NativeAction.assign(reference, value)
      var title: String? = nil
      // A text field that is focused already types (or clears) on a tap instead: one tappable,
      // named for the field, that focuses it and then types into it.
      if let typingIndex = call.node.modifiers.firstIndex(where: {
        if case .gesture(let info) = $0, info.kind == .typing { true } else { false }
      }), case .gesture(let typing) = call.node.modifiers[typingIndex],
        case .native(let type)? = call.evaluator.actions.indices.contains(typing.actionIndex)
          ? call.evaluator.actions[typing.actionIndex] : nil
      {
        if call.evaluator.read(reference).isEqual(to: value) { action = type }
        title = typing.title.map { String($0.dropFirst(ViewFactory.typingPrefix.count)) }
        call.node.modifiers.remove(at: typingIndex)
      }
      call.evaluator.actions.append(.native(action))
      call.add(
        .gesture(
          ButtonInfo(
            actionIndex: index, title: title, systemImage: nil, role: nil, kind: .focus)))
    },
    ModifierRule("disabled", summary: "takes taps away") { call in
      switch call.first {
      case .bool(let flag)?: call.add(.disabled(flag))
      case .placeholder(let text)?:
        // `.disabled(vm.isLoading)` of another file's model: enabled, and explored disabled,
        // as an `if` on it is (taken as true, the app's only button could never be tapped).
        call.add(.disabled(call.evaluator.assumption(text, at: call.location)))
      default: call.add(.disabled(true))
      }
    },
    ModifierRule("allowsHitTesting", summary: "`false` takes taps away") { call in
      if case .bool(let flag)? = call.first { call.add(.allowsHitTesting(flag)) }
    },
    ModifierRule("tag", summary: "a Picker option's or a tab's value") { call in
      if let first = call.first { call.evaluator.tags[call.node.identity] = first }
    },
    ModifierRule("controlSize", summary: "`.mini` … `.extraLarge`") { call in
      if case .symbol(let size)? = call.first { call.add(.controlSize(size.head)) }
    },
    ModifierRule("pickerStyle", summary: "`.segmented` draws segments; others a menu") { call in
      if case .symbol(let style)? = call.first { call.add(.pickerStyle(style.head)) }
    },
    ModifierRule("modifier", summary: "a `ViewModifier` the scene declares (its `body(content:)`)")
    {
      call in
      guard let value = call.first else { return }
      call.node = call.evaluator.applyCustomModifier(
        value, to: call.node, in: call.context, at: call.location)
    },
  ]
}
