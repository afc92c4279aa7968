import MorphLayout
import MorphMotion
import MorphScene
import MorphTimeline

extension GlassScene {
  /// The default timeline's events (Docs/Timeline.md): tap the first button whose action animates,
  /// wait until everything settles plus a pause, then tap it (or, if it is gone, the first animating
  /// button of the new state) again. Empty when no button changes the state, or when the view is
  /// cut short at a limit.
  public func defaultEvents(canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard)
    -> [TimelineEvent]
  {
    let initial = program.initialState
    let shownFirst = program.evaluate(initial)
    // A view cut short at the view or step limit (an error says so) has no default taps: its
    // buttons belong to a broken tree, and each tap would rebuild all of it again.
    guard !shownFirst.isCut,
      let first = firstAnimatingButton(shownFirst.buttons, in: initial)
    else { return [] }
    let firstTap = TimelineEvent.tap(first.name, at: TimelineConstants.defaultFirstTap)
    guard let once = try? timeline([firstTap], canvas: canvas, clock: clock) else {
      return [firstTap]
    }
    let settle =
      once.settleTime ?? (TimelineConstants.defaultFirstTap + TimelineConstants.bakeHorizon)
    let secondTime = ((settle + TimelineConstants.defaultPause) * 1000).rounded() / 1000
    let state = program.tap(first, in: initial).state
    let shown = buttons(in: state)
    let again =
      shown.first { $0.name == first.name } ?? firstAnimatingButton(shown, in: state)
    guard let again else { return [firstTap] }
    return [firstTap, .tap(again.name, at: secondTime)]
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
