import MorphLayout
import MorphMotion
import MorphTimeline

extension GlassScene {
  /// Events that tap `buttons` one after another as a person would (`animationOverride` and
  /// `overridingTap` as in `timeline(_:canvas:clock:animationOverride:overridingTap:)`): the first at 0.25 s (as in the default timeline), each next
  /// one once everything has settled after the previous plus a 0.5 s pause (the spacing of the
  /// default timeline, Docs/Timeline.md), times rounded to the millisecond. Errors name the tap
  /// whose button is not there in the state it is tapped in.
  public func events(
    tapping buttons: [String], canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard,
    animationOverride: MorphAnimation? = nil, overridingTap: Int? = nil
  ) throws(TimelineError) -> [TimelineEvent] {
    var events: [TimelineEvent] = []
    var time = TimelineConstants.defaultFirstTap
    for button in buttons {
      events.append(.tap(button, at: time))
      let played = try timeline(
        events, canvas: canvas, clock: clock, animationOverride: animationOverride,
        overridingTap: overridingTap)
      let settle = played.settleTime ?? (time + TimelineConstants.bakeHorizon)
      time = ((max(settle, time) + TimelineConstants.defaultPause) * 1000).rounded() / 1000
    }
    return events
  }
}

extension GlassScene {
  /// Like `events(tapping:canvas:clock:animationOverride:)`, but a tap whose button is not
  /// there in the state it would be tapped in is left out instead of failing the sequence: after
  /// an edit renames or removes a button, the taps that still fit play on. Returns the events and
  /// why each left-out tap was dropped (its name and the reason). The taps follow `setup`
  /// (events at 0 s, such as the `.set`s of the unknowns a default timeline assumes).
  public func events(
    keeping buttons: [String], canvas: CanvasChoice = .automatic,
    clock: DisplayClock = .standard, animationOverride: MorphAnimation? = nil,
    overridingTap: Int? = nil, after setup: [TimelineEvent] = []
  ) -> (events: [TimelineEvent], dropped: [(name: String, reason: String)]) {
    var events = setup
    var dropped: [(name: String, reason: String)] = []
    var time = TimelineConstants.defaultFirstTap
    for button in buttons {
      let tried = events + [.tap(button, at: time)]
      do {
        let played = try timeline(
          tried, canvas: canvas, clock: clock, animationOverride: animationOverride,
          overridingTap: overridingTap)
        events = tried
        let settle = played.settleTime ?? (time + TimelineConstants.bakeHorizon)
        time = ((max(settle, time) + TimelineConstants.defaultPause) * 1000).rounded() / 1000
      } catch {
        dropped.append((button, error.message))
      }
    }
    return (events, dropped)
  }
}
