import MorphMotion
import MorphScene

/// Something that happens to a scene at a time: a tap on a button, or a state assignment.
public enum TimelineEvent: Sendable, Hashable {
  /// Tap the button named `button` (glass ID, label text or SF Symbol) at `time` seconds.
  case tap(String, at: Double)
  /// Set the `@State` property `name` to `value` at `time`, animated with `animation` (nil: at once).
  case set(String, StateValue, animation: MorphAnimation?, at: Double)

  /// When the event happens, in seconds.
  public var time: Double {
    switch self {
    case .tap(_, let time), .set(_, _, _, let time): return time
    }
  }

  /// A short description (`tap toggle @ 0.5 s`).
  public var summary: String {
    switch self {
    case .tap(let button, let time): return "tap \(button) @ \(time) s"
    case .set(let name, let value, _, let time): return "set \(name) = \(value) @ \(time) s"
    }
  }
}
