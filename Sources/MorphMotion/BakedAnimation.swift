/// An `AnimatedValue` replayed once, with a snapshot at every display frame, so that sampling any
/// time costs at most one frame of integration (≤ 5 integrator steps at 60 Hz) instead of a replay
/// from the start. Sampling stays a pure function of time and gives exactly what
/// `AnimatedValue.sample(at:)` gives.
package struct BakedAnimation<V: MorphVectorArithmetic>: Sendable {
  private let value: AnimatedValue<V>
  /// Snapshots after every display frame from the first transaction until everything has settled
  /// (or `until`), in time order.
  private let checkpoints: [(time: Double, replay: AnimationReplay<V>)]
  /// The time after which the value no longer changes (nil: it may change after the last snapshot).
  package let settleTime: Double?
  private let settled: AnimationSample<V>?

  /// Bakes `value`, keeping snapshots up to `until` seconds (later samples replay from the last).
  package init(_ value: AnimatedValue<V>, until: Double) {
    self.value = value
    var checkpoints: [(time: Double, replay: AnimationReplay<V>)] = []
    var settle: Double? = nil
    var settled: AnimationSample<V>? = nil
    if let first = value.transactions.first, let last = value.transactions.last {
      var replay = AnimationReplay(value)
      var tick = value.clock.tick(atOrBefore: first.time)
      let lastTick = value.clock.tick(atOrBefore: max(until, first.time))
      while tick <= lastTick {
        let time = value.clock.time(ofTick: tick)
        replay.advance(through: time)
        checkpoints.append((time, replay))
        if time >= last.time && replay.player.entries.isEmpty {
          settle = time
          let copy = replay.player
          settled = copy.evaluate(at: time, isDisplayTick: false)
          break
        }
        tick += 1
      }
    } else {
      settle = 0
      settled = AnimationSample(
        value: value.initialValue, velocity: .zero, isAnimating: false, isLogicallyComplete: true)
    }
    self.checkpoints = checkpoints
    self.settleTime = settle
    self.settled = settled
  }

  /// The presented value at `time` seconds.
  ///
  /// Pre-specialised for the value types the timeline samples, so that other modules call
  /// specialised code instead of generic code that looks up type metadata at run time.
  @_specialize(exported:true,where V == Double)
  @_specialize(exported:true,where V == SIMD4<Double>)
  package func sample(at time: Double) -> AnimationSample<V> {
    if let settleTime, let settled, time >= settleTime { return settled }
    guard let first = checkpoints.first, time >= first.time else {
      return value.sample(at: time)
    }
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if checkpoints[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    var replay = checkpoints[low].replay
    replay.advance(through: time)
    return replay.player.evaluate(at: time, isDisplayTick: false)
  }
}

extension AnimationPlayer {
  /// Evaluates a copy at `time` without changing this player.
  func evaluate(at time: Double, isDisplayTick: Bool) -> AnimationSample<V> {
    var copy = self
    return copy.evaluateInPlace(at: time, isDisplayTick: isDisplayTick)
  }
}
