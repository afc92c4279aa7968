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

  /// A `.set` as `--set` takes it (`isExpanded=true@0.5`; an assumed switch case numbered from 1,
  /// as `check` labels it: `assumed case of vm.phase=2@0`); nil for a tap.
  public var setArgument: String? {
    guard case .set(let name, let value, _, let time) = self else { return nil }
    var text = value.description
    if name.hasPrefix(SceneProgram.assumedPrefix + "case of "), case .int(let index) = value {
      text = String(index + 1)
    }
    let seconds = time == time.rounded() && abs(time) < 1e9 ? String(Int(time)) : String(time)
    return "\(name)=\(text)@\(seconds)"
  }

  /// A short description (`tap toggle @ 0.5 s`).
  public var summary: String {
    switch self {
    case .tap(let button, let time): return "tap \(button) @ \(time) s"
    case .set(let name, let value, _, let time): return "set \(name) = \(value) @ \(time) s"
    }
  }
}
