import MorphLayout
import MorphMotion
import MorphScene
import MorphTimeline

extension GlassScene {
  /// The default timeline's events (Docs/Timeline.md): tap the first button whose action animates,
  /// wait until everything settles plus a pause, then tap it (or, if it is gone, the first animating
  /// button of the new state) again. A view that starts without glass plays instead the fewest
  /// taps that reach a state with glass, where taps alone do. Where no tap of the initial state
  /// changes anything and the scene explores unknowns (`check`'s `assumed …` states), the
  /// timeline starts from a state that assumes them and has a tap that does — or, with none,
  /// from the first that shows glass the initial state lacks — with a `.set` of each assumption
  /// at 0 s. Empty when no button changes the state, or when the view is cut short at a limit.
  /// Exploring (where it is needed) stops at `limit` states, as `reachableStates` does.
  public func defaultEvents(
    canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard,
    limit: Int = ReachableStates.defaultLimit
  ) -> [TimelineEvent] {
    defaultEvents(canvas: canvas, clock: clock, limit: limit, setupOnly: false)
  }

  /// The `.set`s at 0 s the default timeline starts with (empty unless it starts from an assumed
  /// state), found as `defaultEvents` finds them but without building its timelines: for taps
  /// chosen elsewhere (the preview's page) that play from the same start.
  public func defaultSetup(
    canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard,
    limit: Int = ReachableStates.defaultLimit
  ) -> [TimelineEvent] {
    defaultEvents(canvas: canvas, clock: clock, limit: limit, setupOnly: true)
  }

  /// `defaultEvents`, or with `setupOnly` only its `.set`s (no timeline is built).
  private func defaultEvents(
    canvas: CanvasChoice, clock: DisplayClock, limit: Int, setupOnly: Bool
  ) -> [TimelineEvent] {
    let mode = DefaultMode(canvas: canvas, clock: clock, setupOnly: setupOnly)
    let initial = program.initialState
    let shownFirst = program.evaluate(initial)
    // A view cut short at the view or step limit (an error says so) has no default taps: its
    // buttons belong to a broken tree, and each tap would rebuild all of it again.
    guard !shownFirst.isCut else { return [] }
    let first = firstAnimatingButton(shownFirst.buttons, in: initial)
    if let first, shownFirst.asksForGlass {
      return tappedTwice(first, in: initial, after: ([], []), mode)
    }
    // The view starts without glass, or no tap changes it: what exploring finds decides.
    let graph = StateGraph(exploring: program, limit: limit)
    if !shownFirst.asksForGlass {
      if let events = tapsToGlass(graph, mode) { return events }
      if let events = assumedEvents(
        from: shownFirst, graph: graph, onlyWithGlass: true, mode)
      {
        return events
      }
    }
    if let first {
      return tappedTwice(first, in: initial, after: ([], []), mode)
    }
    return assumedEvents(from: shownFirst, graph: graph, onlyWithGlass: false, mode) ?? []
  }

  /// The fewest taps from the initial state that reach a state showing glass, with no unknown
  /// assumed on the way, as events: one tap is tapped twice (as `tappedTwice`); more are spaced
  /// as a person taps. Nil when taps alone reach no glass.
  private func tapsToGlass(_ graph: StateGraph, _ mode: DefaultMode) -> [TimelineEvent]? {
    // Breadth first: the first such state has the fewest taps.
    guard
      let target = graph.nodes.first(where: {
        !$0.taps.isEmpty && $0.assumed.isEmpty && $0.view.asksForGlass
      })
    else { return nil }
    guard !mode.setupOnly else { return [] }
    if target.taps.count == 1,
      let button = graph.nodes[0].buttons.first(where: { $0.name == target.taps[0] })
    {
      return tappedTwice(button, in: program.initialState, after: ([], []), mode)
    }
    return try? events(tapping: target.taps, canvas: mode.canvas, clock: mode.clock)
  }

  /// `setup`'s events, then a tap on `first` in `state` (the state they leave) at the default
  /// time and a second tap once everything settled: on `first` again, or the first animating
  /// button then. `setup`'s slots are the assumptions its events set.
  private func tappedTwice(
    _ first: ButtonSummary, in state: SceneState,
    after setup: (events: [TimelineEvent], slots: [SceneState.Slot]), _ mode: DefaultMode
  ) -> [TimelineEvent] {
    guard !mode.setupOnly else { return setup.events }
    let (canvas, clock) = (mode.canvas, mode.clock)
    let firstTap = TimelineEvent.tap(first.name, at: TimelineConstants.defaultFirstTap)
    guard let once = try? timeline(setup.events + [firstTap], canvas: canvas, clock: clock) else {
      return setup.events + [firstTap]
    }
    let settle =
      once.settleTime ?? (TimelineConstants.defaultFirstTap + TimelineConstants.bakeHorizon)
    let secondTime = ((settle + TimelineConstants.defaultPause) * 1000).rounded() / 1000
    var tapped = program.tap(first, in: state).state
    // What the setup assumed for an action stays assumed for the second tap, as the timeline
    // keeps it.
    for slot in setup.slots where tapped[slot.key] == nil {
      tapped = tapped.setting(key: slot.key, name: slot.name, to: slot.value)
    }
    let shown = buttons(in: tapped)
    // A press is followed by what lifts the finger (the button's tap, the long press or swipe),
    // not by pressing again.
    let again =
      first.kind == .press
      ? firstAnimatingButton(shown.filter { $0.kind != .press }, in: tapped)
      : shown.first { $0.name == first.name } ?? firstAnimatingButton(shown, in: tapped)
    guard let again else { return setup.events + [firstTap] }
    return setup.events + [firstTap, .tap(again.name, at: secondTime)]
  }

  /// Default events from the states exploring reaches by assuming unknowns alone (no tap on the
  /// way): a tap from one of them (ranked below), taken twice as `defaultEvents` does; else the
  /// first that shows glass where the initial state shows none, as a still. Each assumption is
  /// a `.set` at 0 s, so the timeline starts in that state. With `onlyWithGlass`, only a start
  /// that shows glass; nil when there is none to offer.
  private func assumedEvents(
    from shownFirst: EvaluatedView, graph: StateGraph, onlyWithGlass: Bool, _ mode: DefaultMode
  ) -> [TimelineEvent]? {
    guard graph.nodes.count > 1 || !graph.edges.isEmpty else { return nil }
    let start = graph.nodes[0].state
    /// The assumptions of node `index` (and of `edge`'s action) as `.set` events at 0 s with
    /// their slots, and the state they make.
    func setup(_ index: Int, edge: StateGraph.Edge? = nil) -> (
      ([TimelineEvent], [SceneState.Slot]), SceneState
    ) {
      var state = graph.nodes[index].state
      // What differs from the start; an unknown the start does not read begins false, or at
      // its first case, so only the other side is set.
      var slots = state.slots.filter { slot in
        guard SceneProgram.isAssumption(slot) else { return false }
        guard let before = start[slot.key] else {
          return slot.value != .bool(false) && slot.value != .int(0)
        }
        return before != slot.value
      }
      if let assumption = edge?.assumption,
        let slot = program.assumptionSlot(
          named: SceneProgram.assumedPrefix + assumption.condition, in: state)
      {
        state = state.setting(key: slot.key, name: slot.name, to: .bool(true))
        slots.append(SceneState.Slot(key: slot.key, name: slot.name, value: .bool(true)))
      }
      let events = slots.map { TimelineEvent.set($0.name, $0.value, animation: nil, at: 0) }
      return ((events, slots), state)
    }
    // The taps made from a state reached by assumptions alone, best first: from one that shows
    // glass (the glass is what the video is for), then to one that does (the glass arrives),
    // then the fewest assumptions, then an animated one, then exploring's order.
    let candidates = graph.edges.enumerated().filter { _, edge in
      graph.nodes[edge.from].taps.isEmpty && (edge.from != 0 || edge.assumption != nil)
    }.min { a, b in
      func rank(_ item: (offset: Int, element: StateGraph.Edge)) -> (Int, Int, Int, Int) {
        let edge = item.element
        let from = graph.nodes[edge.from]
        return (
          from.view.asksForGlass ? 0 : graph.nodes[edge.to].view.asksForGlass ? 1 : 2,
          from.assumed.count + (edge.assumption == nil ? 0 : 1),
          edge.changes.contains(where: \.isAnimated) ? 0 : 1, item.offset
        )
      }
      return rank(a) < rank(b)
    }
    // A start that showed glass is not traded for one without (its still is what it shows),
    // nor is the first animating tap for a start without glass where only glass would be worth
    // more (a tap that brings glass in is).
    if let edge = candidates?.element,
      graph.nodes[edge.from].view.asksForGlass
        || (onlyWithGlass && !shownFirst.asksForGlass && graph.nodes[edge.to].view.asksForGlass)
        || !(shownFirst.asksForGlass || onlyWithGlass),
      let button = graph.nodes[edge.from].buttons.first(where: { $0.name == edge.button })
    {
      let (events, state) = setup(edge.from, edge: edge)
      return tappedTwice(button, in: state, after: events, mode)
    }
    guard !shownFirst.asksForGlass,
      let glassy = graph.nodes.indices.first(where: {
        $0 > 0 && graph.nodes[$0].taps.isEmpty && graph.nodes[$0].view.asksForGlass
      })
    else { return nil }
    return setup(glassy).0.0
  }

  /// The default timeline (see `defaultEvents(canvas:clock:)`).
  public func defaultTimeline(canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard)
    throws(TimelineError) -> Timeline
  {
    try timeline(defaultEvents(canvas: canvas, clock: clock), canvas: canvas, clock: clock)
  }

  private func firstAnimatingButton(_ buttons: [ButtonSummary], in state: SceneState)
    -> ButtonSummary?
  {
    var fallback: ButtonSummary? = nil
    // One evaluation of the state, then each button's action from it (as exploring taps): a
    // screen of hundreds of buttons costs one evaluation, not hundreds, and no more buttons are
    // tried than exploring taps in one state.
    let tried = Array(buttons.prefix(StateGraph.maximumTapsPerState))
    for (button, result) in zip(tried, program.tap(tried, in: state)) {
      guard result.state != state else { continue }
      if result.changes.contains(where: \.isAnimated) { return button }
      fallback = fallback ?? button
    }
    return fallback
  }
}
