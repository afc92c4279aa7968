import MorphCore
import MorphDiagnostics
import MorphViewTree

extension Evaluator {
  /// What the content of the sheet being built declares about its presentation
  /// (`.presentationDetents`, `.presentationCornerRadius`).
  struct PresentationSettings {
    var detents: [PresentationSpec.Detent] = []
    var cornerRadius: Double?
    /// `.presentationBackgroundInteraction(.enabled)`: the view underneath still takes taps.
    var allowsBackgroundTaps = false
    /// `.interactiveDismissDisabled()`: a swipe down does not dismiss the sheet.
    var dismissesBySwipe = true
  }

  /// `.sheet(isPresented:content:)`, `.sheet(item:content:)`, `.fullScreenCover(…)` and
  /// `.popover(…)` (a sheet on iPhone): while the binding is true (or the item set), the content is
  /// built — with an item, for it — and presented over the whole view, where `dismiss()` inside
  /// it sets the binding back and runs `onDismiss:`. A sheet (not a full-screen cover) is also
  /// dismissed by pulling it down (`swipe down …`) unless its content disables that. A binding into
  /// an unknown model is an explored assumption.
  func present(_ call: ModifierCall) {
    guard
      let closure = call.arguments.last(where: {
        ($0.label == nil || $0.label == "content") && call.isClosure($0.value)
      })
    else { return }
    guard let shown = presentedValue(call) else { return }
    let identity = call.node.identity + "/" + call.name
    // SwiftUI runs `onDismiss` after the sheet goes, however it is dismissed.
    var dismissal = shown.dismissal
    if let onDismiss = call.labelled("onDismiss"), call.isClosure(onDismiss) {
      dismissal = .sequence([dismissal, .perform(onDismiss)])
    }
    environment.append((key: "key:dismiss", value: .native(dismissal)))
    environment.append((key: "key:isPresented", value: .bool(true)))
    presentationSettings.append(PresentationSettings())
    let content = ViewFactory(self).views(
      of: closure.value, identity: identity + "/content", at: call.location,
      arguments: shown.item.map { [$0] } ?? [])
    let settings = presentationSettings.removeLast()
    environment.removeLast(2)
    let spec = PresentationSpec(
      style: call.name == "fullScreenCover" ? .fullScreenCover : .sheet,
      detents: settings.detents, cornerRadius: settings.cornerRadius)
    if !settings.allowsBackgroundTaps { hasModalPresentation = true }
    var modifiers: [ViewModifier] = []
    if spec.style == .sheet, settings.dismissesBySwipe {
      let index = actions.count
      actions.append(.native(.systemAnimated(dismissal)))
      modifiers.append(
        .gesture(
          ButtonInfo(
            actionIndex: index, title: Self.heading(of: content) ?? call.name,
            systemImage: nil, role: nil, kind: .swipeDown)))
    }
    presentOver(
      spec,
      background: presentationBackground(
        spec, identity: identity + "/background", at: call.location),
      content: ViewNode(
        kind: .group, children: content, modifiers: modifiers, identity: identity + "/content",
        location: call.location),
      transition: ViewTransition(.init(edge: "bottom")), identity: identity, at: call.location)
  }

  /// The first text of a sheet outside its buttons (its title), naming the swipe that dismisses
  /// it: `swipe down Filters`, not the name of a button in it.
  static func heading(of views: [ViewNode]) -> String? {
    for view in views {
      switch view.kind {
      case .text(let text): return text
      case .label(let title, _): return title
      case .button, .toggle, .stepper, .picker: continue
      default: if let found = heading(of: view.children) { return found }
      }
    }
    return nil
  }

  /// `.interactiveDismissDisabled()` (or `(true)`) inside a sheet: pulling it down does not
  /// dismiss it.
  func interactiveDismissDisabled(_ call: ModifierCall) {
    guard !presentationSettings.isEmpty else { return }
    if case .bool(false)? = call.arguments.first?.value { return }
    presentationSettings[presentationSettings.count - 1].dismissesBySwipe = false
  }

  /// Adds a presentation over the whole view: its background (first) and content (second),
  /// entering and leaving with `transition`.
  func presentOver(
    _ spec: PresentationSpec, background: ViewNode, content: ViewNode,
    transition: ViewTransition, identity: String, at location: SourcePosition
  ) {
    presented.append(
      ViewNode(
        kind: .presentation(spec), children: [background, content],
        modifiers: [.transition(transition)], identity: identity, location: location))
  }

  /// `.alert("Title", isPresented: $flag) { buttons } message: { Text(…) }` (and with
  /// `presenting: data`, whose closures take the data): while shown, a card centred over the view
  /// with the title, the message and the buttons; every button runs its action and then dismisses
  /// the alert, as SwiftUI's do; with no buttons, an OK button that only dismisses.
  /// `.confirmationDialog(…)` is the same at the bottom of the screen, its title shown only with
  /// `titleVisibility: .visible`, and a Cancel added when no button has the cancel role.
  func presentAlert(_ call: ModifierCall) {
    guard let shown = presentedValue(call) else { return }
    var data: Value? = nil
    if let presenting = call.labelled("presenting") {
      // SwiftUI shows nothing while the presented data is nil.
      if case .none = presenting { return }
      data = presenting
    }
    let identity = call.node.identity + "/" + call.name
    let arguments = data.map { [$0] } ?? []
    let factory = ViewFactory(self)
    func views(_ label: String?) -> [ViewNode] {
      guard
        let closure = call.arguments.last(where: {
          ($0.label == label || (label == nil && $0.label == "actions")) && call.isClosure($0.value)
        })
      else { return [] }
      return factory.views(
        of: closure.value, identity: identity + "/" + (label ?? "actions"), at: call.location,
        arguments: arguments)
    }
    let isDialog = call.name == "confirmationDialog"
    let buttons = alertButtons(
      views(nil), dismissal: shown.dismissal, isDialog: isDialog, identity: identity,
      at: call.location)
    let title =
      call.arguments.first(where: { $0.label == nil && !call.isClosure($0.value) })?.value
      .interpolated ?? ""
    var content: [ViewNode] = []
    // A dialog shows its title only with `titleVisibility: .visible`.
    var showsTitle = !isDialog
    if case .symbol(let visibility)? = call.labelled("titleVisibility") {
      showsTitle = visibility.head == "visible"
    }
    if showsTitle, !title.isEmpty {
      content.append(
        ViewNode(
          kind: .text(title), modifiers: [.font(FontSpec.textStyles["headline"] ?? .body)],
          identity: identity + "/title", location: call.location))
    }
    let message = views("message")
    if !message.isEmpty {
      content.append(
        ViewNode(
          kind: .stack(.vertical, alignment: .center, spacing: nil), children: message,
          modifiers: [.font(FontSpec.textStyles["footnote"] ?? .body)],
          identity: identity + "/message", location: call.location))
    }
    content.append(
      ViewNode(
        kind: .stack(.vertical, alignment: .center, spacing: nil), children: buttons,
        identity: identity + "/buttons", location: call.location))
    hasModalPresentation = true
    let spec = PresentationSpec(style: isDialog ? .confirmationDialog : .alert)
    let shape = ShapeKind.roundedRectangle(
      cornerRadius: PresentationSpec.alertCornerRadius, continuous: true)
    presentOver(
      spec, background: systemGlass(shape, identity: identity + "/background", at: call.location),
      content: ViewNode(
        kind: .stack(.vertical, alignment: .center, spacing: nil), children: content,
        identity: identity + "/content", location: call.location),
      transition: .opacity, identity: identity, at: call.location)
  }

  /// An alert's or dialog's buttons: each runs its action and then `dismissal`, as SwiftUI's do;
  /// a dialog on iPhone always offers Cancel [Apple: the system adds one when no button has the
  /// cancel role], an alert with no buttons offers OK.
  private func alertButtons(
    _ written: [ViewNode], dismissal: NativeAction, isDialog: Bool, identity: String,
    at location: SourcePosition
  ) -> [ViewNode] {
    var hasButton = false
    var hasCancel = false
    for button in written {
      button.forEachNode { node in
        guard case .button(let info) = node.kind, actions.indices.contains(info.actionIndex)
        else { return }
        hasButton = true
        if info.role == "cancel" { hasCancel = true }
        actions[info.actionIndex] = .native(
          .sequence([.perform(actions[info.actionIndex]), dismissal]))
      }
    }
    guard isDialog ? !hasCancel : !hasButton else { return written }
    actions.append(.native(dismissal))
    let title = isDialog ? "Cancel" : "OK"
    let info = ButtonInfo(
      actionIndex: actions.count - 1, title: title, systemImage: nil,
      role: isDialog ? "cancel" : nil)
    return written + [
      ViewNode(
        kind: .button(info),
        children: [
          ViewNode(kind: .text(title), identity: identity + "/ok/label", location: location)
        ],
        identity: identity + "/ok", location: location)
    ]
  }

  /// The system's own glass (a partial sheet's, an alert's), in a container of its own: it
  /// neither merges with the app's glass nor counts as app glass left outside a container.
  func systemGlass(_ shape: ShapeKind, identity: String, at location: SourcePosition)
    -> ViewNode
  {
    let glass = ViewNode(
      kind: .paint(.color(.clear)),
      modifiers: [.glassEffect(.regular, shape: shape, isEnabled: true)], identity: identity,
      location: location)
    return ViewNode(
      kind: .glassEffectContainer(spacing: nil), children: [glass],
      identity: identity + "/container", location: location)
  }

  /// Whether the presentation shows, the item it shows, and how `dismiss()` ends it; nil when it
  /// does not show.
  private func presentedValue(_ call: ModifierCall) -> (item: Value?, dismissal: NativeAction)? {
    // `.sheet($vm.showsGuide) { … }`: SwiftUI has no such overload; an app's helper package
    // (a `sheet(_ isPresented:content:)` extension) adds it, and it can only mean `isPresented:`.
    let unlabelledBinding = call.arguments.first { argument in
      guard argument.label == nil, case .binding = Evaluator.writtenBinding(argument.value) else {
        return false
      }
      return true
    }
    if call.labelled("isPresented") == nil, call.labelled("item") == nil,
      let unlabelledBinding
    {
      call.report(
        .assumedHelper,
        "'.\(call.name)(_:)' with an unlabelled Binding is not SwiftUI's (a helper from another file or package); it is taken as 'isPresented:'."
      )
      return isPresented(unlabelledBinding.value, call)
    }
    if let value = call.labelled("isPresented") { return isPresented(value, call) }
    if let value = call.labelled("item") {
      guard case .binding(let reference) = value else {
        call.report(
          .bindingRequired,
          "'.\(call.name)(item:)' takes a Binding to an optional ($selection); it is not presented."
        )
        return nil
      }
      if case .unknown(let text) = reference {
        guard assumption(text + " != nil", at: call.location) else { return nil }
        return (.placeholder(text), .assign(reference, .none))
      }
      let item = read(reference)
      if case .none = item { return nil }
      return (item, .assign(reference, .none))
    }
    call.report(
      .unknownArgument,
      "'.\(call.name)' needs 'isPresented:' or 'item:'; it is not presented.")
    return nil
  }

  /// Whether a presentation bound to `value` (its `isPresented:`) shows, and how it is dismissed.
  private func isPresented(_ value: Value, _ call: ModifierCall) -> (
    item: Value?, dismissal: NativeAction
  )? {
    guard case .binding(let reference) = Evaluator.writtenBinding(value) else {
      call.report(
        .bindingRequired,
        "'.\(call.name)(isPresented:)' takes a Binding<Bool> ($flag or .constant(true)); it is not presented."
      )
      return nil
    }
    let isShown: Bool
    if case .unknown(let text) = reference {
      isShown = assumption(text, at: call.location)
    } else if case .bool(let flag) = read(reference) {
      isShown = flag
    } else {
      call.report(.wrongValue, "'isPresented:' is not a Bool; the \(call.name) is not presented.")
      return nil
    }
    return isShown ? (nil, .assign(reference, .bool(false))) : nil
  }

  /// The sheet's background: Liquid Glass when it opens below full height (iOS 26), else the
  /// system background (white, or the dark appearance's elevated 28, 28, 30), corners rounded.
  private func presentationBackground(
    _ spec: PresentationSpec, identity: String, at location: SourcePosition
  ) -> ViewNode {
    let radius = spec.cornerRadius ?? PresentationSpec.defaultCornerRadius
    let shape = ShapeKind.roundedRectangle(cornerRadius: radius, continuous: true)
    if spec.isPartial { return systemGlass(shape, identity: identity, at: location) }
    let color: Color = system.colorScheme == .dark ? .elevatedBackgroundDark : .white
    return ViewNode(
      kind: .paint(.color(color)),
      modifiers: spec.style == .sheet ? [.clipShape(shape)] : [], identity: identity,
      location: location)
  }

  /// `.presentationDetents([.medium, .large])` inside a sheet's content.
  func presentationDetents(_ call: ModifierCall) {
    guard !presentationSettings.isEmpty else { return }
    var values: [Value] = []
    if case .array(let elements)? = call.first {
      values = elements
    } else if let first = call.first {
      values = [first]
    }
    var detents = values.compactMap { detent($0, in: call) }
    // With a `selection:` binding the sheet opens at the selected detent.
    if case .binding(let reference)? = call.labelled("selection"),
      let selected = detent(read(reference), in: call)
    {
      detents = [selected]
    }
    presentationSettings[presentationSettings.count - 1].detents = detents
  }

  private func detent(_ value: Value, in call: ModifierCall) -> PresentationSpec.Detent? {
    guard case .symbol(let symbol) = value else { return nil }
    let number = symbol.steps.first?.arguments?.first?.value.number
    switch (symbol.head, number) {
    case ("large", _): return .large
    case ("medium", _): return .medium
    case ("fraction", let fraction?) where fraction.isFinite: return .fraction(fraction)
    case ("height", let height?) where height.isFinite: return .height(height)
    default:
      call.report(
        .unsupportedValue,
        "The detent '.\(symbol.head)' is not simulated; the sheet is shown at its other detents, or full height."
      )
      return nil
    }
  }

  /// `.presentationBackgroundInteraction(.enabled)` / `.enabled(upThrough:)` inside a sheet's
  /// content: the view underneath keeps its taps.
  func presentationBackgroundInteraction(_ call: ModifierCall) {
    guard !presentationSettings.isEmpty, case .symbol(let symbol)? = call.first else { return }
    presentationSettings[presentationSettings.count - 1].allowsBackgroundTaps =
      symbol.head == "enabled"
  }

  /// `.presentationCornerRadius(_:)` inside a sheet's content.
  func presentationCornerRadius(_ call: ModifierCall) {
    guard !presentationSettings.isEmpty, let radius = call.number(nil), radius.isFinite,
      radius >= 0
    else { return }
    presentationSettings[presentationSettings.count - 1].cornerRadius = radius
  }
}
