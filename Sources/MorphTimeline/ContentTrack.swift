import MorphCore
import MorphLayout
import MorphMotion

/// The history of one content item: animated frame, opacity and scale.
struct ContentTrack: Sendable {
  let key: String
  var frame: AnimatedValue<SIMD4<Double>>
  var opacity: AnimatedValue<Double>
  var scale: AnimatedValue<Double>
  /// (state index, item) for every state that has the item.
  var items: [(state: Int, item: ContentItem)] = []

  init(key: String, first item: ContentItem, present: Bool, clock: DisplayClock) {
    self.key = key
    frame = AnimatedValue(GlassTrack.vector(item.frame), clock: clock)
    opacity = AnimatedValue(present ? item.opacity : 0, clock: clock)
    scale = AnimatedValue(item.scale, clock: clock)
  }

  func item(atState state: Int) -> ContentItem? {
    items.last { $0.state <= state }?.item ?? items.first?.item
  }
}
