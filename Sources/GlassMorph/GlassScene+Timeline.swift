import MorphLayout
import MorphMotion
import MorphScene
import MorphTimeline

extension GlassScene {
  /// Plays `events` on the scene: every state they visit laid out on one `canvas`, and every glass
  /// element and content item animated between them on `clock`. Errors name the event: an unknown
  /// or ambiguous button (listing the buttons), an unknown state property or a negative time.
  /// `animationOverride` replaces the animation of every animated transaction a tap makes (its
  /// `withAnimation`), to try another spring on the same taps; a tap's changes made without
  /// animation stay instant, and `.set` events keep their own animation. With
  /// `overridingTap`, only that tap's animation is replaced: its index among the taps in time
  /// order (0 is the first).
  public func timeline(
    _ events: [TimelineEvent], canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard,
    animationOverride: MorphAnimation? = nil, overridingTap: Int? = nil
  ) throws(TimelineError) -> Timeline {
    let ordered = events.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    var views = [program.evaluate(program.initialState)]
    var state = views[0].state
    var transactions: [TimelineTransaction] = []
    // Taps with the state they touched, to find the pressed glass once the states are laid out.
    var touches: [(time: Double, button: ButtonSummary, state: Int)] = []
    var tapIndex = 0
    // The unknowns set by `.set` events (`assumed store.showsBanner`), as slot key, name, value.
    var assumptions: [(key: String, name: String, value: StateValue)] = []
    for event in ordered {
      guard event.time.isFinite, event.time >= 0 else {
        throw TimelineError("'\(event.summary)': event times must be 0 or more seconds.")
      }
      let current = views[views.count - 1]
      // Each transaction of the event: (animation, state after it). A tap with several
      // `withAnimation` blocks is several transactions at the same time (Docs/Motion.md §5).
      var steps: [(MorphAnimation?, SceneState, String?)] = []
      switch event {
      case .tap(let name, _):
        let button = try Self.button(named: name, in: current.buttons, event: event)
        touches.append((event.time, button, views.count - 1))
        // An unknown an action reads is kept in the state only while it is read: put the ones
        // set back before each tap (those a tap decided itself are kept as decided).
        for held in assumptions where state[held.key] == nil {
          state = state.setting(key: held.key, name: held.name, to: held.value)
        }
        let result = program.tap(button, in: state)
        let isTuned = overridingTap == nil || overridingTap == tapIndex
        let replacement = isTuned ? animationOverride : nil
        tapIndex += 1
        steps = result.steps.map { step in
          let animation = step.animation.map { replacement ?? $0 }.map(adapted)
          // As written only where what plays is what was written.
          let written = animation == step.animation ? step.animationSource : nil
          return (animation, step.state, written)
        }
        if steps.isEmpty { steps = [(nil, result.state, nil)] }
      case .set(let name, let value, let setAnimation, _):
        var next = state
        if let slot = assumedSlot(name, in: state) {
          assumptions.removeAll { $0.key == slot.key }
          assumptions.append((slot.key, slot.name, value))
          next = state.setting(key: slot.key, name: slot.name, to: value)
        } else {
          guard state[name] != nil else {
            let names = state.values.map(\.name).joined(separator: ", ")
            throw TimelineError(
              "'\(event.summary)': '\(viewName)' has no @State '\(name)'\(names.isEmpty ? "" : "; its state is \(names)")."
            )
          }
          next[name] = value
        }
        steps = [(setAnimation.map(adapted), next, nil)]
      }
      for (animation, next, written) in steps {
        let evaluated = program.evaluate(next)
        transactions.append(
          TimelineTransaction(
            time: event.time, animation: animation, from: views.count - 1, to: views.count,
            label: event.summary, animationSource: written))
        views.append(evaluated)
        state = evaluated.state
      }
    }
    let layouts = SceneLayout.layout(views.map(\.tree), canvas: canvas)
    let presses = touches.compactMap { touch in
      Self.pressedGlass(touch.button, in: layouts[touch.state]).map {
        TimelinePress(time: touch.time, key: $0)
      }
    }
    var timeline = Timeline(
      layouts: layouts, transactions: transactions, eventTimes: ordered.map(\.time),
      presses: presses, clock: clock)
    timeline.environment = environment
    // Only the images some frame shows: an app's catalog can hold hundreds.
    for case .image(let name) in layouts.lazy.flatMap({ $0.content.map(\.kind) }) {
      timeline.assetImages[name] = program.assets.images[name]
    }
    var seen: Set<String> = []
    for diagnostic in program.diagnostics + views.flatMap(\.diagnostics)
      + program.policy.apply(to: DesignRules.check(layouts, taps: []))
    where seen.insert("\(diagnostic.location.offset)|\(diagnostic.message)").inserted {
      timeline.diagnostics.append(diagnostic)
    }
    timeline.diagnostics = timeline.diagnostics.sorted { $0.location.offset < $1.location.offset }
    return timeline
  }

  /// The slot of the explored unknown a `.set` event names, as key and name: `assumed …` as
  /// `check` prints it, or the unknown's name where no `@State` has it (`store.showsBanner`).
  /// Nil for a `@State`.
  func assumedSlot(_ name: String, in state: SceneState) -> (key: String, name: String)? {
    guard name.hasPrefix(SceneProgram.assumedPrefix) || state[name] == nil else { return nil }
    return program.assumptionSlot(named: name, in: state)
  }

  /// `animation` as the scene's system settings play it: without overshoot under Reduce Motion.
  func adapted(_ animation: MorphAnimation) -> MorphAnimation {
    environment.reduceMotion ? animation.withoutOvershoot : animation
  }

  /// The key of the interactive glass (`.interactive()`, or a glass button style) a tap on
  /// `button` presses in `layout`: the element with the button's glass ID, else the glass its
  /// label's text or symbol sits on. Nil when the tapped glass is not interactive.
  static func pressedGlass(_ button: ButtonSummary, in layout: LaidOutState) -> String? {
    guard let key = button.glassKey(in: layout),
      let index = layout.glass.firstIndex(where: { $0.key == key }),
      layout.glass[index].glass.isInteractive || layout.glassPlacements[index].isButtonStyle
    else { return nil }
    return key
  }

  /// The button `name` refers to, or an error listing the buttons.
  static func button(named name: String, in buttons: [ButtonSummary], event: TimelineEvent)
    throws(TimelineError) -> ButtonSummary
  {
    // The name a button is shown by picks it, even where its text names others too (`drag
    // left` beside `drag left 2`).
    let shown = buttons.filter { $0.name == name }
    let matches = shown.count == 1 ? shown : buttons.filter { $0.isNamed(name) }
    let list =
      buttons.isEmpty
      ? "it has no buttons in this state"
      : "its buttons are " + buttons.map { "'\($0.name)'" }.joined(separator: ", ")
    guard let first = matches.first else {
      throw TimelineError(
        "'\(event.summary)': no button is called '\(name)' in this state; \(list). Name a button by its glass ID, label text or SF Symbol."
      )
    }
    guard matches.count == 1 else {
      throw TimelineError(
        "'\(event.summary)': '\(name)' names \(matches.count) buttons; \(list). Use a glass ID or a label that names one."
      )
    }
    return first
  }
}
