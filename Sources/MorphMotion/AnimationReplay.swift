/// A forward-only replay of an `AnimatedValue`'s history: transactions and display ticks in time
/// order (Docs/Motion.md §6). Copying a replay snapshots it.
struct AnimationReplay<V: MorphVectorArithmetic>: Sendable {
  let clock: DisplayClock
  let transactions: [ValueTransaction<V>]
  var player: AnimationPlayer<V>
  var nextTransaction = 0
  var nextTick = 0

  init(_ value: AnimatedValue<V>) {
    clock = value.clock
    transactions = value.transactions
    player = AnimationPlayer(initialValue: value.initialValue)
  }

  /// Processes every transaction and tick at or before `time`; a transaction at a tick's time
  /// comes first, so the frame at that tick shows it.
  mutating func advance(through time: Double) {
    while true {
      let transactionTime =
        nextTransaction < transactions.count ? transactions[nextTransaction].time : .infinity
      if player.entries.isEmpty {
        // Nothing runs: no frame matters until the next transaction.
        guard transactionTime <= time else {
          nextTick = max(nextTick, clock.tick(atOrBefore: time) + 1)
          return
        }
        nextTick = max(nextTick, clock.tick(atOrBefore: transactionTime))
        if clock.time(ofTick: nextTick) < transactionTime { nextTick += 1 }
      }
      let tickTime = clock.time(ofTick: nextTick)
      if transactionTime <= tickTime && transactionTime <= time {
        player.apply(transactions[nextTransaction])
        nextTransaction += 1
      } else if tickTime <= time {
        _ = player.evaluateInPlace(at: tickTime, isDisplayTick: true)
        nextTick += 1
      } else {
        return
      }
    }
  }

  func isComplete(_ criteria: AnimationCompletionCriteria, at time: Double) -> Bool {
    switch criteria {
    case .removed: return player.entries.isEmpty
    case .logicallyComplete:
      return player.entries.allSatisfy { $0.runner.isLogicallyComplete(at: time - $0.start) }
    }
  }
}
