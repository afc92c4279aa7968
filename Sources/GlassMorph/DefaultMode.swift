import MorphLayout
import MorphMotion

/// How the default events are wanted: on which canvas and clock, and whether only the `.set`s
/// they start with (no timeline built).
struct DefaultMode {
  let canvas: CanvasChoice
  let clock: DisplayClock
  let setupOnly: Bool
}
