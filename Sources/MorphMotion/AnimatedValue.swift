/// One animatable value over time: an initial value and the transactions that change it.
///
/// Sampling is a pure function of time: `sample(at:)` replays the transactions and the display clock
/// from the start, evaluating running animations once per display frame as SwiftUI does (Docs/Motion.md
/// §6), so asking for t = 0.3 before or after t = 0.1 gives the same answer.
///
/// ```swift
/// var width = AnimatedValue(44.0)
/// width.animate(to: 200, with: .bouncy, at: 0)
/// width.sample(at: 0.1).value   // 44 + 156 × 0.438695 (Docs/Motion.md §4.1)
/// ```
public struct AnimatedValue<V: MorphVectorArithmetic>: Sendable {
  /// The value before any transaction.
  public let initialValue: V
  /// The display clock that paces evaluation.
  public let clock: DisplayClock
  /// The transactions, ordered by time (equal times keep the order they were added in).
  public private(set) var transactions: [ValueTransaction<V>] = []

  /// The longest stretch, in seconds, that completion searches look ahead before giving up.
  public static var completionHorizon: Double { 600 }

  /// Creates a value that starts at `initialValue`.
  public init(_ initialValue: V, clock: DisplayClock = .standard) {
    self.initialValue = initialValue
    self.clock = clock
  }

  /// The value the last transaction moves to (the initial value before any).
  public var target: V { transactions.last?.target ?? initialValue }

  /// Changes the target to `target` at `time` seconds, animated with `animation` (nil: at once).
  public mutating func animate(to target: V, with animation: MorphAnimation?, at time: Double) {
    let transaction = ValueTransaction(time: time, target: target, animation: animation)
    let index = transactions.firstIndex { $0.time > time } ?? transactions.endIndex
    transactions.insert(transaction, at: index)
  }

  /// The presented value at `time` seconds.
  public func sample(at time: Double) -> AnimationSample<V> {
    samples(at: [time])[0]
  }

  /// The presented values at several times (in any order), replaying the history once.
  public func samples(at times: [Double]) -> [AnimationSample<V>] {
    var replay = AnimationReplay(self)
    var results = [AnimationSample<V>?](repeating: nil, count: times.count)
    for index in times.indices.sorted(by: { times[$0] < times[$1] }) {
      replay.advance(through: times[index])
      results[index] = replay.player.evaluate(at: times[index], isDisplayTick: false)
    }
    return results.map {
      $0
        ?? AnimationSample(
          value: initialValue, velocity: .zero, isAnimating: false, isLogicallyComplete: true)
    }
  }

  /// The first display tick, after the last transaction, at which the animations meet `criteria`;
  /// nil when they do not within `completionHorizon` seconds (`repeatForever`, an undamped spring).
  public func completionTime(_ criteria: AnimationCompletionCriteria) -> Double? {
    guard let last = transactions.last else { return 0 }
    var replay = AnimationReplay(self)
    replay.advance(through: last.time)
    if replay.isComplete(criteria, at: last.time) { return last.time }
    let firstTick = clock.tick(atOrBefore: last.time) + 1
    let lastTick = clock.tick(atOrBefore: last.time + Self.completionHorizon)
    for tick in firstTick...max(firstTick, lastTick) {
      let time = clock.time(ofTick: tick)
      replay.advance(through: time)
      if replay.isComplete(criteria, at: time) { return time }
    }
    return nil
  }

}
