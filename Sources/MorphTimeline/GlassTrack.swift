import MorphCore
import MorphFrame
import MorphLayout
import MorphMotion
import MorphViewTree

/// The history of one glass element: its animated geometry, tint and presence, and which
/// transition drives its visibility at each moment.
struct GlassTrack: Sendable {
  /// A change of presence: when, whether it appears, and how.
  struct PresenceChange: Sendable {
    let time: Double
    let appearing: Bool
    let transition: GlassTransition
  }

  let key: String
  var frame: AnimatedValue<SIMD4<Double>>
  var radius: AnimatedValue<Double>
  var tint: AnimatedValue<SIMD4<Double>>
  var presence: AnimatedValue<Double>
  var changes: [PresenceChange] = []
  /// (state index, element) for every state that has the element.
  var elements: [(state: Int, element: GlassFrame)] = []
  /// A matched removal waiting for the element to arrive in its partner.
  var pendingRemoval: Double? = nil

  init(key: String, first element: GlassFrame, present: Bool, clock: DisplayClock) {
    self.key = key
    frame = AnimatedValue(GlassTrack.vector(element.frame), clock: clock)
    radius = AnimatedValue(element.cornerRadius, clock: clock)
    tint = AnimatedValue(GlassTrack.tintVector(element.glass.tint), clock: clock)
    presence = AnimatedValue(present ? 1 : 0, clock: clock)
  }

  static func vector(_ rect: Rect) -> SIMD4<Double> {
    SIMD4(rect.minX, rect.minY, rect.width, rect.height)
  }

  static func rect(_ vector: SIMD4<Double>) -> Rect {
    Rect(x: vector[0], y: vector[1], width: max(0, vector[2]), height: max(0, vector[3]))
  }

  /// A tint as premultiplied RGBA so that "no tint" (all zero) blends smoothly with a colour.
  static func tintVector(_ color: Color?) -> SIMD4<Double> {
    guard let color else { return .zero }
    return SIMD4(
      color.red * color.opacity, color.green * color.opacity, color.blue * color.opacity,
      color.opacity)
  }

  static func tintColor(_ vector: SIMD4<Double>) -> Color? {
    guard vector[3] > 0.001 else { return nil }
    return Color(
      red: vector[0] / vector[3], green: vector[1] / vector[3], blue: vector[2] / vector[3],
      opacity: vector[3])
  }

  /// The latest presence change at or before `time`.
  func change(at time: Double) -> PresenceChange? {
    changes.last { $0.time <= time }
  }

  /// The element of the latest state at or before `state` that has it (else the first).
  func element(atState state: Int) -> GlassFrame? {
    elements.last { $0.state <= state }?.element ?? elements.first?.element
  }
}
