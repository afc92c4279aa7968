import MorphLayout
import MorphMotion
import MorphTimeline

extension GlassScene {
  /// Events that tap `buttons` one after another as a person would: the first at 0.25 s (as in the default timeline), each next
  /// one once everything has settled after the previous plus a 0.5 s pause (the spacing of the
  /// default timeline, Docs/Timeline.md), times rounded to the millisecond. Errors name the tap
  /// whose button is not there in the state it is tapped in.
  public func events(
    tapping buttons: [String], canvas: CanvasChoice = .automatic, clock: DisplayClock = .standard,
    animationOverride: MorphAnimation? = nil
  ) throws(TimelineError) -> [TimelineEvent] {
    var events: [TimelineEvent] = []
    var time = TimelineConstants.defaultFirstTap
    for button in buttons {
      events.append(.tap(button, at: time))
      let played = try timeline(
        events, canvas: canvas, clock: clock, animationOverride: animationOverride)
      let settle = played.settleTime ?? (time + TimelineConstants.bakeHorizon)
      time = ((max(settle, time) + TimelineConstants.defaultPause) * 1000).rounded() / 1000
    }
    return events
  }
}
