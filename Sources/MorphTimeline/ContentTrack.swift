import MorphCore
import MorphFrame
import MorphLayout
import MorphMotion
import MorphViewTree

/// The history of one content item: animated frame, opacity, scale, rotation and blur, the
/// content changes it cross-fades through and the times it is gone.
struct ContentTrack: Sendable {
  /// A change of what the item draws (text, symbol) animated by its content transition.
  struct Swap: Sendable {
    /// When the change starts, in seconds.
    let time: Double
    /// What was drawn before.
    let before: ContentFrame
    /// How the change animates.
    let transition: ContentTransitionKind
    /// For rolling digits: whether they roll downwards.
    let countsDown: Bool
  }

  let key: String
  var frame: AnimatedValue<SIMD4<Double>>
  var opacity: AnimatedValue<Double>
  var scale: AnimatedValue<Double>
  var rotation: AnimatedValue<Double>
  var blur: AnimatedValue<Double>
  /// The clip's bounds and corner radius: the clipping view's frame animates like any frame.
  var clipFrame: AnimatedValue<SIMD4<Double>>
  var clipRadius: AnimatedValue<Double>
  /// Progress of the latest swap, 0 (old content) … 1 (new content).
  var swapProgress: AnimatedValue<Double>
  var swaps: [Swap] = []
  /// Intervals [from, until) in which a removed item is no longer drawn (a removal transition
  /// that does not fade ends when its animation completes).
  var absences: [(from: Double, until: Double)] = []
  /// (state index, item) for every state that has the item.
  var items: [(state: Int, item: ContentFrame)] = []

  init(key: String, first item: ContentFrame, present: Bool, clock: DisplayClock) {
    self.key = key
    frame = AnimatedValue(GlassTrack.vector(item.frame), clock: clock)
    opacity = AnimatedValue(present ? item.opacity : 0, clock: clock)
    scale = AnimatedValue(item.scale, clock: clock)
    rotation = AnimatedValue(item.rotation, clock: clock)
    blur = AnimatedValue(item.blur, clock: clock)
    clipFrame = AnimatedValue(GlassTrack.vector(item.clip?.rect ?? item.frame), clock: clock)
    clipRadius = AnimatedValue(item.clip?.cornerRadius ?? 0, clock: clock)
    swapProgress = AnimatedValue(1, clock: clock)
  }

  func item(atState state: Int) -> ContentFrame? {
    items.last { $0.state <= state }?.item ?? items.first?.item
  }

  /// Whether the item arrives in `state` (absent from the state `from` before it) or leaves in it
  /// (absent from it): content that comes and goes rather than staying.
  func arrivesOrLeaves(inState state: Int, from: Int) -> Bool {
    !items.contains { $0.state == state } || !items.contains { $0.state == from }
  }

  /// Whether the item has been removed and its removal has finished at `time`.
  func isAbsent(at time: Double) -> Bool {
    absences.contains { $0.from <= time && time < $0.until }
  }

  /// The swap running at `time`, if any started at or before it.
  func swap(at time: Double) -> Swap? {
    swaps.last { $0.time <= time }
  }

  /// Marks the item gone from `time` on.
  mutating func beginAbsence(at time: Double) {
    absences.append((time, .infinity))
  }

  /// Ends the open absence: the item is back at `time` (an absence that had not begun is dropped).
  mutating func endAbsence(at time: Double) {
    guard let last = absences.last, last.until == .infinity else { return }
    absences.removeLast()
    if last.from < time { absences.append((last.from, time)) }
  }
}
