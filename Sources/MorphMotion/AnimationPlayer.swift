/// Plays one value's animations forward in time: the combine chain of Docs/Motion.md §5.
///
/// Entry i has a cumulative target Vᵢ and presents rᵢ(t) = rᵢ₋₁(t) + animateᵢ(Vᵢ − rᵢ₋₁(t), t − startᵢ),
/// with r₀ the settled `base`. When entry i finishes, rᵢ = Vᵢ from then on, so it and every entry
/// before it are folded into `base`. A new fluid spring arriving on top of a fluid spring merges
/// into it instead of adding an entry.
struct AnimationPlayer<V: MorphVectorArithmetic>: Sendable {
  struct Entry: Sendable {
    var runner: AnimationRunner<V>
    var start: Double
    var target: V
  }

  /// The value every running animation builds on.
  private(set) var base: V
  private(set) var entries: [Entry] = []

  init(initialValue: V) {
    base = initialValue
  }

  /// The value the running animations are heading for.
  var currentTarget: V { entries.last?.target ?? base }

  /// Evaluates every running animation at `time`, folds finished ones into the base and returns the
  /// presented value. `isDisplayTick` records the frame for later merges (Docs/Motion.md §6).
  mutating func evaluateInPlace(at time: Double, isDisplayTick: Bool) -> AnimationSample<V> {
    var value = base
    var velocity = V.zero
    var lastFinished: Int? = nil
    for index in entries.indices {
      let change = entries[index].target - value
      let localTime = time - entries[index].start
      if let motion = entries[index].runner.animate(change: change, time: localTime) {
        velocity = velocity.scaled(by: 1 - motion.gain) + motion.velocity
        value = value + motion.value
      } else {
        value = entries[index].target
        velocity = .zero
        lastFinished = index
      }
      if isDisplayTick { entries[index].runner.recordTick() }
    }
    if let lastFinished {
      base = entries[lastFinished].target
      entries.removeFirst(lastFinished + 1)
    }
    let complete = entries.allSatisfy { $0.runner.isLogicallyComplete(at: time - $0.start) }
    return AnimationSample(
      value: value, velocity: velocity, isAnimating: !entries.isEmpty,
      isLogicallyComplete: complete)
  }

  /// Applies a change of target at its time: without an animation the value jumps by the change
  /// (running animations carry on on top of it); with one, it merges or combines (Docs/Motion.md §5).
  mutating func apply(_ transaction: ValueTransaction<V>) {
    _ = evaluateInPlace(at: transaction.time, isDisplayTick: false)
    let delta = transaction.target - currentTarget
    guard let animation = transaction.animation else {
      base = base + delta
      for index in entries.indices { entries[index].target = entries[index].target + delta }
      return
    }
    if delta == .zero { return }
    if let last = entries.indices.last {
      let localTime = transaction.time - entries[last].start
      if entries[last].runner.merge(with: animation.node, at: localTime) {
        entries[last].target = transaction.target
        return
      }
    }
    entries.append(
      Entry(
        runner: AnimationRunner(animation.node), start: transaction.time,
        target: transaction.target))
  }
}
