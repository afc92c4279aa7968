extension ViewVocabulary {
  /// What can be tapped, and progress.
  static let controls: [ViewRule] = [
    ViewRule(
      "Menu",
      summary:
        "a button that opens its items in a glass panel over its label; an item runs and closes it"
    ) { call in
      call.factory.menu(call)
    },
    ViewRule("Button", summary: "an action and a label (title, `systemImage:`, `role:`, closure)") {
      call in
      call.factory.button(call.arguments, identity: call.identity, at: call.location)
    },
    ViewRule(
      "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnifyGesture",
      "MagnificationGesture", "RotateGesture", "RotationGesture",
      summary:
        "a gesture value for `.gesture(…)`: drags, taps and long presses are explored, pinches and rotations are not"
    ) { call in
      Evaluator.gesture(named: call.name, call.arguments) ?? .void
    },
    ViewRule(
      "Slider",
      summary:
        "its track filled to its value (no knob); two taps slide it to either end of its range (`Volume min`, `Volume max`)"
    ) { call in
      call.factory.slider(call.arguments, identity: call.identity, at: call.location)
    },
    ViewRule("Toggle", summary: "flips its `isOn:` binding when tapped") { call in
      call.factory.toggle(call.arguments, identity: call.identity, at: call.location)
    },
    ViewRule("Picker", summary: "one tap per option (`.tag`ged views or a `ForEach`)") { call in
      call.factory.picker(call.arguments, identity: call.identity, at: call.location)
    },
    ViewRule("Stepper", summary: "`−` and `+` taps within its range") { call in
      call.factory.stepper(call.arguments, identity: call.identity, at: call.location)
    },
    ViewRule(
      "TextField", "SecureField",
      summary: "its text, or its `prompt:`/title in the placeholder colour, as wide as offered"
    ) { call in
      call.factory.textField(
        call.arguments, secure: call.name == "SecureField", identity: call.identity,
        at: call.location)
    },
    ViewRule("ProgressView", summary: "a spinner, or a bar for `value:`/`total:`") { call in
      if let value = call.number("value") {
        let total = call.number("total") ?? 1
        return call.node(.progress(fraction: total > 0 ? min(max(value / total, 0), 1) : 0))
      }
      return call.node(.progress(fraction: nil))
    },
  ]
}
