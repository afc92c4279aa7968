import MorphCore
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
    let contentBefore: [String: ContentItem]
    let contentAfter: [String: ContentItem]

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

  /// Under Reduce Motion nothing travels between states: while a transaction runs (the last one
  /// still in progress at `time`), every glass element and content item whose geometry it changes
  /// fades out where it was over the first half of the animation's progress and in where it goes
  /// over the second — a fade through, paced by the transaction's own overshoot-free animation;
  /// what arrives fades in, what leaves fades out, each in place. Nil when Reduce Motion is off or
  /// nothing is changing (Docs/Sharing.md, "Variants").
  func fadePhase(at time: Double) -> FadePhase? {
    guard environment.reduceMotion else { return nil }
    for transaction in transactions.reversed() where transaction.time <= time {
      guard let animation = transaction.animation,
        layouts.indices.contains(transaction.from), layouts.indices.contains(transaction.to)
      else { continue }
      var progress = AnimatedValue(0.0, clock: clock)
      progress.animate(to: 1, with: animation, at: transaction.time)
      // The fade lasts as long as the animation does (until SwiftUI would remove it), so the
      // state shown afterwards is the settled one: nothing creeps after the fade ends.
      guard time < progress.completionTime(.removed) ?? .infinity else { continue }
      let fraction = min(1, max(0, progress.sample(at: time).value))
      let before = layouts[transaction.from]
      let after = layouts[transaction.to]
      var old: [String: GlassElement] = [:]
      for element in before.glass { old[element.key] = element }
      var new: [String: GlassElement] = [:]
      for element in after.glass { new[element.key] = element }
      var glass: [String: FadeThrough] = [:]
      for key in Set(old.keys).union(new.keys) {
        let from = old[key]
        let to = new[key]
        if let from, let to {
          guard
            from.frame != to.frame || from.cornerRadius != to.cornerRadius
              || from.shape != to.shape
          else { continue }
          let early = fraction < 0.5
          let shown = early ? from : to
          glass[key] = FadeThrough(
            shownState: early ? transaction.from : transaction.to, frame: shown.frame,
            cornerRadius: shown.cornerRadius, factor: abs(1 - 2 * fraction))
        } else if let only = to ?? from {
          // Arriving or leaving: its own transition fades it, in place.
          glass[key] = FadeThrough(
            shownState: to != nil ? transaction.to : transaction.from, frame: only.frame,
            cornerRadius: only.cornerRadius, factor: 1)
        }
      }
      var contentBefore: [String: ContentItem] = [:]
      for item in before.content { contentBefore[item.key] = item }
      var contentAfter: [String: ContentItem] = [:]
      for item in after.content { contentAfter[item.key] = item }
      return FadePhase(
        from: transaction.from, to: transaction.to, fraction: fraction, glass: glass,
        contentBefore: contentBefore, contentAfter: contentAfter)
    }
    return nil
  }
}
