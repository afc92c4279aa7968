import MorphCore
import MorphDiagnostics
import MorphViewTree

/// `Toggle`, `Picker` and `Stepper`: views whose taps change a binding (Docs/SceneLanguage.md).
extension ViewFactory {
  /// A label from a title argument or a label closure.
  private func controlLabel(
    _ arguments: [Value.Argument], identity: String, at location: SourcePosition
  ) -> (views: [ViewNode], title: String?) {
    let title = arguments.first { $0.label == nil && !isClosureValue($0.value) }?.value.interpolated
    let systemImage = arguments.first { $0.label == "systemImage" }?.value.interpolated
    if let closure = arguments.last(where: {
      ($0.label == nil || $0.label == "label") && isClosureValue($0.value)
    }) {
      let views = views(of: closure.value, identity: identity + "/label", at: location)
      return (views, title ?? firstText(views))
    }
    guard let title else { return ([], nil) }
    let kind: ViewKind = systemImage.map { .label(title: title, systemImage: $0) } ?? .text(title)
    return ([ViewNode(kind: kind, identity: identity + "/label", location: location)], title)
  }

  /// The first text of a group of views, for naming a control after its label.
  func firstText(_ views: [ViewNode]) -> String? {
    var found: String? = nil
    for view in views {
      view.forEachNode { node in
        guard found == nil else { return }
        if case .text(let text) = node.kind { found = text }
        if case .label(let title, _) = node.kind { found = title }
      }
    }
    return found
  }

  /// Registers a built-in action and describes the tap.
  private func register(_ action: NativeAction, title: String?, kind: ControlKind) -> ButtonInfo {
    let index = evaluator.actions.count
    evaluator.actions.append(.native(action))
    return ButtonInfo(actionIndex: index, title: title, systemImage: nil, role: nil, kind: kind)
  }

  /// The binding an argument gives, or nil with a warning.
  private func binding(
    _ arguments: [Value.Argument], _ label: String, control: String, at location: SourcePosition
  ) -> Reference? {
    guard let value = arguments.first(where: { $0.label == label })?.value else {
      evaluator.report(
        .bindingRequired, "This \(control) has no '\(label):' binding; tapping it changes nothing.",
        at: location)
      return nil
    }
    // `.constant(true)` is a binding too (one that never changes), as previews write it.
    if case .binding(let reference) = Evaluator.writtenBinding(value) { return reference }
    evaluator.report(
      .bindingRequired,
      "'\(label):' of this \(control) is not a binding ('$name'); tapping it changes nothing.",
      at: location)
    return .constant(value)
  }

  func toggle(_ arguments: [Value.Argument], identity: String, at location: SourcePosition)
    -> Value
  {
    let (label, title) = controlLabel(arguments, identity: identity, at: location)
    let reference = binding(arguments, "isOn", control: "Toggle", at: location)
    var isOn = false
    switch reference.map(evaluator.read) {
    case .bool(let flag)?: isOn = flag
    case .placeholder(let text)? where text != "…":
      // Bound into another file's model (`$policy.allowsLiveTV`): off, and explored on, as the
      // tap that flips it decides it from then on.
      isOn = evaluator.assumption(text, at: location)
    default: break
    }
    let info = register(
      reference.map { .toggle($0) } ?? .perform(.void), title: title, kind: .toggle)
    return .view(
      ViewNode(
        kind: .toggle(isOn: isOn, action: info), children: label, identity: identity,
        location: location))
  }

  func stepper(_ arguments: [Value.Argument], identity: String, at location: SourcePosition)
    -> Value
  {
    let (label, title) = controlLabel(arguments, identity: identity, at: location)
    let decrement: NativeAction
    let increment: NativeAction
    if let onIncrement = arguments.first(where: { $0.label == "onIncrement" })?.value {
      increment = .perform(onIncrement)
      decrement = .perform(arguments.first { $0.label == "onDecrement" }?.value ?? .void)
    } else {
      let reference =
        binding(arguments, "value", control: "Stepper", at: location) ?? .constant(.int(0))
      let step = arguments.first { $0.label == "step" }?.value.number ?? 1
      var lower: Double? = nil
      var upper: Double? = nil
      if case .range(let from, let to)? = arguments.first(where: { $0.label == "in" })?.value {
        lower = Double(from)
        upper = Double(to - 1)
      }
      increment = .step(reference, by: step, lower: lower, upper: upper)
      decrement = .step(reference, by: -step, lower: lower, upper: upper)
    }
    let minus = register(decrement, title: title.map { $0 + " −" }, kind: .stepperDecrement)
    let plus = register(increment, title: title.map { $0 + " +" }, kind: .stepperIncrement)
    return .view(
      ViewNode(
        kind: .stepper(decrement: minus, increment: plus), children: label, identity: identity,
        location: location))
  }

  /// `Slider(value: $volume, in: 0...1) { Text("Volume") }`: its track filled to the value's
  /// place in the range (0…1 when none is given), 34 pt tall as iOS's is with its knob, and two
  /// taps that slide it to the range's ends, then run `onEditingChanged(false)` as a release does.
  func slider(_ arguments: [Value.Argument], identity: String, at location: SourcePosition)
    -> Value
  {
    let (_, title) = controlLabel(
      arguments.filter { $0.label == nil || $0.label == "label" }, identity: identity,
      at: location)
    let reference = binding(arguments, "value", control: "Slider", at: location)
    var lower = 0.0
    var upper = 1.0
    switch arguments.first(where: { $0.label == "in" })?.value {
    case .range(let from, let to)?:
      lower = Double(from)
      upper = Double(to - 1)
    case .instance(let range)? where range.type == "ClosedRange":
      lower = range.properties["lowerBound"]?.number ?? 0
      upper = range.properties["upperBound"]?.number ?? 1
    default: break
    }
    let value = reference.flatMap { evaluator.read($0).number } ?? lower
    let fraction = upper > lower ? min(max((value - lower) / (upper - lower), 0), 1) : 0
    var node = ViewNode(kind: .progress(fraction: fraction), identity: identity, location: location)
    node.modifiers.append(.frame(width: nil, height: Self.sliderHeight, alignment: .center))
    evaluator.report(
      .approximation,
      "A Slider is drawn as its track filled to its value, without its knob; taps slide it to either end of its range.",
      at: location, severity: .note)
    guard let reference else { return .view(node) }
    let edited = arguments.first { $0.label == "onEditingChanged" }?.value
    let isWhole: Bool = {
      if case .int = evaluator.read(reference) { return true } else { return false }
    }()
    for (end, bound) in [("min", lower), ("max", upper)] {
      let written: Value = isWhole ? .int(Int(bound)) : .double(bound)
      var steps: [NativeAction] = [.assign(reference, written)]
      if let edited { steps.append(.receive(edited, sent: .bool(false))) }
      let info = register(
        .sequence(steps), title: (title ?? "slider") + " " + end, kind: .slider)
      node.modifiers.append(.gesture(info))
    }
    return .view(node)
  }

  /// A slider's height in points: its knob's, which sets the row (iOS 26's 34 pt control row).
  static let sliderHeight = 34.0

  func picker(_ arguments: [Value.Argument], identity: String, at location: SourcePosition)
    -> Value
  {
    let title = arguments.first { $0.label == nil && !isClosureValue($0.value) }?.value.interpolated
    let reference = binding(arguments, "selection", control: "Picker", at: location)
    let current = reference.map { evaluator.read($0) }
    guard
      let content = arguments.last(where: {
        ($0.label == nil || $0.label == "content") && isClosureValue($0.value)
      })
    else {
      return .view(
        pickerOfCases(title: title, reference, current, identity: identity, at: location))
    }
    let views = views(of: content.value, identity: identity + "/options", at: location)
    var options: [PickerOption] = []
    var selected: Int? = nil
    // Options are the tagged views, looking through groups and ForEach.
    var candidates: [ViewNode] = []
    func collect(_ view: ViewNode) {
      if evaluator.tags[view.identity] != nil {
        candidates.append(view)
      } else if case .group = view.kind, !view.children.isEmpty {
        for child in view.children { collect(child) }
      } else {
        candidates.append(view)
      }
    }
    for view in views { collect(view) }
    for view in candidates {
      let optionTitle = firstText([view]) ?? "option \(options.count + 1)"
      guard let tag = evaluator.tags[view.identity] else {
        evaluator.report(
          .noContent,
          "This Picker option '\(optionTitle)' has no .tag(…) and is not from a ForEach; it cannot be selected.",
          at: view.location)
        continue
      }
      if let current, current.isEqual(to: tag) { selected = options.count }
      options.append(pickerOption(optionTitle, selecting: tag, through: reference))
    }
    var children: [ViewNode] = []
    if let title {
      children = [ViewNode(kind: .text(title), identity: identity + "/label", location: location)]
    }
    return .view(
      ViewNode(
        kind: .picker(options: options, selected: selected), children: children,
        identity: identity, location: location))
  }

  /// `Picker("Mode", selection: $mode)` without options: not SwiftUI's, but an app's own
  /// initialiser listing the selection type's cases (a `CaseIterable` extension of `Picker`). A
  /// program enum's cases are the options; a type declared in another file or module offers one
  /// option, another value of it, an unknown — so what a different selection shows is explored
  /// (`if mode != .scan`), not hidden.
  private func pickerOfCases(
    title: String?, _ reference: Reference?, _ current: Value?, identity: String,
    at location: SourcePosition
  ) -> ViewNode {
    var options: [PickerOption] = []
    var selected: Int? = nil
    func add(_ optionTitle: String, _ value: Value) {
      if let current, current.isEqual(to: value) { selected = options.count }
      options.append(pickerOption(optionTitle, selecting: value, through: reference))
    }
    switch current {
    case .enumCase(let value)?:
      if let type = evaluator.syntax.type(named: value.type), type.kind == .enumeration {
        for item in type.cases where item.associatedValues.isEmpty {
          add(item.name, .enumCase(Value.EnumValue(type: type.name, name: item.name)))
        }
      }
    case .symbol?, .placeholder?:
      if case .symbol(let symbol)? = current, symbol.type != nil || symbol.steps.count != 1 {
        break
      }
      let name = reference.flatMap { reference -> String? in
        if case .slot(let key) = reference { evaluator.store.displayName(key) } else { nil }
      }
      let other = "another " + (name ?? "selection")
      add(other, .placeholder(other))
      evaluator.report(
        .noContent,
        "This Picker's options are not listed here (an initialiser of the app's own); one option, '\(other)', selects a value of a type this scene does not declare, and what it shows is explored.",
        at: location, severity: .note)
    default:
      break
    }
    if options.isEmpty { evaluator.report(.noContent, "This Picker has no options.", at: location) }
    let children =
      title.map { [ViewNode(kind: .text($0), identity: identity + "/label", location: location)] }
      ?? []
    return ViewNode(
      kind: .picker(options: options, selected: selected), children: children,
      identity: identity, location: location)
  }

  /// A picker option titled `title` whose tap writes `value` through the selection binding
  /// (nothing without one).
  private func pickerOption(_ title: String, selecting value: Value, through reference: Reference?)
    -> PickerOption
  {
    let action: NativeAction = reference.map { .assign($0, value) } ?? .perform(.void)
    return PickerOption(
      title: title, action: register(action, title: title, kind: .pickerOption))
  }

  func isClosureValue(_ value: Value) -> Bool {
    switch value {
    case .closure, .function: return true
    default: return false
    }
  }
}

/// `TextField` and `SecureField`: the field's text, or its prompt in the placeholder colour.
extension ViewFactory {
  /// A text field laid out as SwiftUI lays out a plain one: a line of text as wide as it is
  /// offered (`maxWidth: .infinity`, leading). It shows the binding's text, or while that is
  /// empty the `prompt:` (else the title) in the placeholder colour — iOS's
  /// `placeholderText`, the secondary label colour at half its opacity (30 % in light
  /// appearance, UIKit's `UIColor.placeholderText`). A secure field shows one bullet per
  /// character. Typing is a tap (`type Message`, for a field whose prompt or title is
  /// "Message"): into an empty field it types `typedSample`, and a filled field it clears, so
  /// what the view shows for text (a send button, a clear button) is a state of its own.
  func textField(
    _ arguments: [Value.Argument], secure: Bool, identity: String, at location: SourcePosition
  ) -> Value {
    // The title and prompt are strings or `Text` views (`prompt: Text("Artists, songs")`).
    func string(_ value: Value?) -> String? {
      guard let value else { return nil }
      if case .view(let node) = value, case .text(let text) = node.kind { return text }
      return value.interpolated
    }
    let title = string(arguments.first { $0.label == nil }?.value) ?? ""
    let prompt = string(arguments.first { $0.label == "prompt" }?.value)
    var typed = ""
    var typing: ViewModifier? = nil
    if let value = arguments.first(where: { $0.label == "text" })?.value {
      if case .binding(let reference) = Evaluator.writtenBinding(value) {
        if case .string(let text) = evaluator.read(reference) { typed = text }
        if Self.canType(into: reference) {
          let index = evaluator.actions.count
          evaluator.actions.append(
            .native(.assign(reference, .string(typed.isEmpty ? Self.typedSample : ""))))
          typing = .gesture(
            ButtonInfo(
              actionIndex: index, title: Self.typingPrefix + (prompt ?? title), systemImage: nil,
              role: nil, kind: .typing))
        }
      } else {
        evaluator.report(
          .bindingRequired, "'text:' of this text field is not a binding ('$name').",
          at: location)
      }
    }
    var modifiers: [ViewModifier] = []
    let shown: String
    if typed.isEmpty {
      shown = prompt ?? title
      let secondary = evaluator.namedColor("secondary") ?? .secondary
      modifiers.append(.foregroundStyle(.color(secondary.opacity(Self.placeholderShare))))
    } else {
      shown = secure ? String(repeating: "•", count: typed.count) : typed
    }
    modifiers.append(
      .flexibleFrame(
        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
        maxHeight: nil, alignment: Alignment(horizontal: .leading, vertical: .center)))
    if let typing { modifiers.append(typing) }
    return .view(
      ViewNode(kind: .text(shown), modifiers: modifiers, identity: identity, location: location))
  }

  /// How a typing tap is named: `type Message` for a field whose prompt or title is "Message".
  static let typingPrefix = "type "

  /// What a tap types into an empty field [model: a short word, so the field's text and what
  /// depends on it being non-empty show].
  static let typedSample = "Hello"

  /// Whether a tap can type through `reference`: the app's state, not a constant or a binding
  /// into something the program does not declare.
  static func canType(into reference: Reference) -> Bool {
    switch reference {
    case .constant, .unknown: return false
    case .member(let base, _), .element(let base, _), .animated(let base, _):
      return canType(into: base)
    default: return true
    }
  }

  /// The placeholder colour's share of the secondary label colour's opacity (30 % of 60 %).
  static let placeholderShare = 0.5
}
