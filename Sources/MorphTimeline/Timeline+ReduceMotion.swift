import MorphCore
import MorphFrame
import MorphLayout
import MorphMotion

extension Timeline {
  /// How one glass element shows while a transaction fades it through under Reduce Motion.
  struct FadeThrough {
    /// The state whose geometry is shown: the transaction's `from` until half way, then `to`.
    let shownState: Int
    /// The frame and corner radius shown (that state's, unmoving).
    let frame: Rect
    let cornerRadius: Double
    /// What the element's visibility (and its content's) is multiplied by: 1 → 0 over the first
    /// half of the animation's progress, 0 → 1 over the second.
    let factor: Double
  }

  /// The transaction a Reduce Motion fade is running for at a time, and what it shows.
  struct FadePhase {
    /// The states faded between.
    let from: Int
    let to: Int
    /// The transaction's animation progress, 0 … 1.
    let fraction: Double
    /// The glass elements fading through, by key.
    let glass: [String: FadeThrough]
    /// The content of the two states, by key.
    let contentBefore: [String: ContentFrame]
    let contentAfter: [String: ContentFrame]

    /// How content of `key` shows: its frame (nil: as animated) and what its opacity is
    /// multiplied by. Content that changes place fades out where it was and in where it goes;
    /// content that arrives fades in over the second half, content that leaves out over the first.
    func content(_ key: String) -> (frame: Rect?, factor: Double) {
      switch (contentBefore[key], contentAfter[key]) {
      case (let before?, let after?):
        guard before.frame != after.frame else { return (nil, 1) }
        return (fraction < 0.5 ? before.frame : after.frame, abs(1 - 2 * fraction))
      case (nil, let after?): return (after.frame, max(0, 2 * fraction - 1))
      case (let before?, nil): return (before.frame, max(0, 1 - 2 * fraction))
      case (nil, nil): return (nil, 1)
      }
    }
  }

  /// What one animated transaction fades under Reduce Motion: its progress, when it ends, the glass
  /// whose geometry it changes (or that arrives or leaves) and both states' content.
  struct Fade {
    let transaction: TimelineTransaction
    let progress: AnimatedValue<Double>
    /// When SwiftUI would remove the animation: the fade lasts until then, so the state shown
    /// afterwards is the settled one and nothing creeps after the fade ends.
    let end: Double
    /// Each glass element the fade touches, by key: its element before and after (one may be nil).
    let glass: [String: (from: GlassFrame?, to: GlassFrame?)]
    let contentBefore: [String: ContentFrame]
    let contentAfter: [String: ContentFrame]
  }

  /// The fades of every animated transaction, in time order.
  func fadeSchedule() -> [Fade] {
    transactions.compactMap { transaction in
      guard let animation = transaction.animation,
        layouts.indices.contains(transaction.from), layouts.indices.contains(transaction.to)
      else { return nil }
      var progress = AnimatedValue(0.0, clock: clock)
      progress.animate(to: 1, with: animation, at: transaction.time)
      let before = layouts[transaction.from]
      let after = layouts[transaction.to]
      var old: [String: GlassFrame] = [:]
      for element in before.glass { old[element.key] = element }
      var new: [String: GlassFrame] = [:]
      for element in after.glass { new[element.key] = element }
      var glass: [String: (from: GlassFrame?, to: GlassFrame?)] = [:]
      for key in Set(old.keys).union(new.keys) {
        if let from = old[key], let to = new[key],
          from.frame == to.frame && from.cornerRadius == to.cornerRadius && from.shape == to.shape
        {
          continue
        }
        glass[key] = (old[key], new[key])
      }
      var contentBefore: [String: ContentFrame] = [:]
      for item in before.content { contentBefore[item.key] = item }
      var contentAfter: [String: ContentFrame] = [:]
      for item in after.content { contentAfter[item.key] = item }
      return Fade(
        transaction: transaction, progress: progress,
        end: progress.completionTime(.removed) ?? .infinity, glass: glass,
        contentBefore: contentBefore, contentAfter: contentAfter)
    }
  }

  /// Under Reduce Motion nothing travels between states: while a transaction runs (the last one
  /// still in progress at `time`), every glass element and content item whose geometry it changes
  /// fades out where it was over the first half of the animation's progress and in where it goes
  /// over the second — a fade through, paced by the transaction's own overshoot-free animation;
  /// what arrives fades in, what leaves fades out, each in place. Nil when Reduce Motion is off or
  /// nothing is changing (Docs/Sharing.md, "Variants").
  func fadePhase(at time: Double) -> FadePhase? {
    guard let fade = fades.last(where: { $0.transaction.time <= time && time < $0.end }) else {
      return nil
    }
    let transaction = fade.transaction
    let fraction = min(1, max(0, fade.progress.sample(at: time).value))
    var glass: [String: FadeThrough] = [:]
    for (key, pair) in fade.glass {
      if let from = pair.from, let to = pair.to {
        let early = fraction < 0.5
        let shown = early ? from : to
        glass[key] = FadeThrough(
          shownState: early ? transaction.from : transaction.to, frame: shown.frame,
          cornerRadius: shown.cornerRadius, factor: abs(1 - 2 * fraction))
      } else if let only = pair.to ?? pair.from {
        // Arriving or leaving: its own transition fades it, in place.
        glass[key] = FadeThrough(
          shownState: pair.to != nil ? transaction.to : transaction.from, frame: only.frame,
          cornerRadius: only.cornerRadius, factor: 1)
      }
    }
    return FadePhase(
      from: transaction.from, to: transaction.to, fraction: fraction, glass: glass,
      contentBefore: fade.contentBefore, contentAfter: fade.contentAfter)
  }
}
