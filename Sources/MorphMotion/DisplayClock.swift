/// The display's refresh: SwiftUI evaluates running animations once per frame (Docs/Motion.md §6).
///
/// Ticks fall at n / `framesPerSecond` seconds for whole n ≥ 0, computed from n (never accumulated),
/// so the same time always maps to the same tick.
public struct DisplayClock: Hashable, Sendable {
  /// Frames per second of the display.
  public let framesPerSecond: Double

  /// Creates a clock; `framesPerSecond` must be positive (60 is used otherwise).
  public init(framesPerSecond: Double) {
    self.framesPerSecond =
      framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 60
  }

  /// A 60 Hz display, the default.
  public static let standard = DisplayClock(framesPerSecond: 60)
  /// A 120 Hz ProMotion display.
  public static let proMotion = DisplayClock(framesPerSecond: 120)

  /// The time of tick `index`, in seconds.
  public func time(ofTick index: Int) -> Double { Double(index) / framesPerSecond }

  /// The index of the last tick at or before `time` (0 for times before the first tick).
  public func tick(atOrBefore time: Double) -> Int {
    guard time > 0 else { return 0 }
    var index = Int((time * framesPerSecond).rounded(.down))
    while self.time(ofTick: index) > time { index -= 1 }
    while self.time(ofTick: index + 1) <= time { index += 1 }
    return index
  }
}
