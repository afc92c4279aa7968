import MorphLayout
import MorphMotion
import MorphScene

extension Timeline {
  /// The default timeline of design.md §3: tap the first button whose action animates, wait until
  /// everything settles plus a pause, tap it (or, if it is gone, the first animating button of the
  /// new state) again. Empty when no button changes the state.
  public static func defaultEvents(
    for scene: SceneProgram, canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard
  ) -> [TimelineEvent] {
    let initial = scene.evaluate(scene.initialState)
    guard let first = firstAnimatingButton(initial.buttons, in: scene.initialState, scene: scene)
    else { return [] }
    let firstTap = TimelineEvent.tap(first.name, at: TimelineConstants.defaultFirstTap)
    guard let once = try? Timeline(scene: scene, events: [firstTap], canvas: canvas, clock: clock)
    else { return [firstTap] }
    let settle =
      once.settleTime ?? (TimelineConstants.defaultFirstTap + TimelineConstants.bakeHorizon)
    let secondTime = ((settle + TimelineConstants.defaultPause) * 1000).rounded() / 1000
    let state = once.states[once.states.count - 1]
    let view = scene.evaluate(state)
    let again =
      view.buttons.first { $0.name == first.name }
      ?? firstAnimatingButton(view.buttons, in: state, scene: scene)
    guard let again else { return [firstTap] }
    return [firstTap, .tap(again.name, at: secondTime)]
  }

  /// The default timeline for `scene` (see `defaultEvents(for:canvas:clock:)`).
  public static func defaultTimeline(
    for scene: SceneProgram, canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard
  ) throws(TimelineError) -> Timeline {
    try Timeline(
      scene: scene, events: defaultEvents(for: scene, canvas: canvas, clock: clock), canvas: canvas,
      clock: clock)
  }

  /// When a recording of this timeline should end: everything settled plus the default pause
  /// (or the last event plus the bake horizon when something never settles).
  public var suggestedDuration: Double {
    let end = settleTime ?? ((events.last?.time ?? 0) + TimelineConstants.bakeHorizon)
    return ((end + TimelineConstants.defaultPause) * 1000).rounded() / 1000
  }

  private static func firstAnimatingButton(
    _ buttons: [ButtonSummary], in state: SceneState, scene: SceneProgram
  ) -> ButtonSummary? {
    var fallback: ButtonSummary? = nil
    for button in buttons {
      let result = scene.tap(button, in: state)
      guard result.state != state else { continue }
      if result.changes.contains(where: \.isAnimated) { return button }
      fallback = fallback ?? button
    }
    return fallback
  }
}
