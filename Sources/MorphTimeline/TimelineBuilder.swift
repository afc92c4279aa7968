import MorphCore
import MorphFrame
import MorphLayout
import MorphMotion
import MorphViewTree

/// Diffs consecutive laid-out states and records every element's animated history.
struct TimelineBuilder {
  let layouts: [LaidOutState]
  let transactions: [TimelineTransaction]
  let clock: DisplayClock

  private(set) var glassTracks: [GlassTrack] = []
  private(set) var contentTracks: [ContentTrack] = []
  private(set) var unionTracks: [(key: String, strength: AnimatedValue<Double>)] = []
  private var glassIndex: [String: Int] = [:]
  private var contentIndex: [String: Int] = [:]
  private var unionIndex: [String: Int] = [:]

  init(layouts: [LaidOutState], transactions: [TimelineTransaction], clock: DisplayClock) {
    self.layouts = layouts
    self.transactions = transactions
    self.clock = clock
  }

  mutating func build() {
    guard let first = layouts.first else { return }
    for element in first.glass { addGlassTrack(element, present: true, state: 0) }
    for item in first.content { addContentTrack(item, present: true, state: 0) }
    for union in first.unions { addUnionTrack(union.key, formed: union.members.count > 1) }
    for transaction in transactions {
      apply(transaction)
    }
    for index in glassTracks.indices { commitRemoval(index, before: .infinity) }
  }

  // MARK: Tracks

  private mutating func addGlassTrack(_ element: GlassFrame, present: Bool, state: Int) {
    glassIndex[element.key] = glassTracks.count
    var track = GlassTrack(key: element.key, first: element, present: present, clock: clock)
    if present {
      track.elements.append((state, element))
      track.changes.append(
        GlassTrack.PresenceChange(time: 0, appearing: true, transition: .identity))
    }
    glassTracks.append(track)
  }

  private mutating func addContentTrack(_ item: ContentFrame, present: Bool, state: Int) {
    contentIndex[item.key] = contentTracks.count
    var track = ContentTrack(key: item.key, first: item, present: present, clock: clock)
    if present { track.items.append((state, item)) }
    contentTracks.append(track)
  }

  private mutating func addUnionTrack(_ key: String, formed: Bool) {
    unionIndex[key] = unionTracks.count
    unionTracks.append((key, AnimatedValue(formed ? 1 : 0, clock: clock)))
  }

  /// Applies a matched removal scheduled before `time` (it arrived in its partner).
  private mutating func commitRemoval(_ index: Int, before time: Double) {
    guard let removal = glassTracks[index].pendingRemoval, removal <= time else { return }
    glassTracks[index].presence.animate(to: 0, with: nil, at: removal)
    glassTracks[index].changes.append(
      GlassTrack.PresenceChange(time: removal, appearing: false, transition: .identity))
    glassTracks[index].pendingRemoval = nil
  }

  // MARK: One transaction

  /// A removed glass element that moves away whole (to a partner, or out with its view): it is
  /// gone when its frame arrives.
  private mutating func removeOnArrival(_ index: Int, at time: Double) {
    let arrival =
      glassTracks[index].frame.completionTime(.removed) ?? (time + TimelineConstants.bakeHorizon)
    glassTracks[index].pendingRemoval = max(time, arrival)
    glassTracks[index].changes.append(
      .init(time: time, appearing: false, transition: .matchedGeometry))
  }

  /// The glass of `old` that `new` no longer has: moved out with its view, moved onto its
  /// partner (matched geometry), or faded (materialize) or gone at once (no animation).
  private mutating func removeGlass(
    old: LaidOutState, new: LaidOutState, newKeys: Set<String>, at time: Double,
    implicit: ImplicitAnimations, with transactionAnimation: MorphAnimation?
  ) {
    for (element, placement) in old.placedGlass.map({ ($0.element, $0.placement) })
    where !newKeys.contains(element.key) {
      guard let index = glassIndex[element.key] else { continue }
      let animation = implicit.animation(
        transactionAnimation, under: placement.implicitAnimation, entering: false)
      var transition = animation == nil ? .identity : placement.transition
      if animation != nil, placement.slide.removal != .zero {
        // Moved out with its view, whole until it arrives.
        let offset = placement.slide.removal
        let current = glassTracks[index].frame.sample(at: time).value
        glassTracks[index].frame.animate(
          to: [current[0] + offset.x, current[1] + offset.y, current[2], current[3]],
          with: animation, at: time)
        removeOnArrival(index, at: time)
        continue
      }
      if transition == .matchedGeometry {
        if let partner = Self.partner(
          of: element, spacing: placement.containerSpacing, in: old, persistingIn: newKeys),
          let target = new.glass.first(where: { $0.key == partner.key })
        {
          glassTracks[index].frame.animate(
            to: GlassTrack.vector(target.frame), with: animation, at: time)
          glassTracks[index].radius.animate(to: target.cornerRadius, with: animation, at: time)
          removeOnArrival(index, at: time)
          continue
        }
        transition = .materialize
      }
      glassTracks[index].presence.animate(
        to: 0, with: transition == .identity ? nil : animation, at: time)
      glassTracks[index].changes.append(.init(time: time, appearing: false, transition: transition))
    }
  }

  /// Glass in both states (or coming back before its removal finished): its frame, radius and
  /// tint animate to the new state's; if it was fading out, it materializes back.
  private mutating func persist(
    _ index: Int, as element: GlassFrame, at time: Double, with animation: MorphAnimation?
  ) {
    glassTracks[index].pendingRemoval = nil
    glassTracks[index].frame.animateIfChanged(
      to: GlassTrack.vector(element.frame), with: animation, at: time)
    glassTracks[index].radius.animateIfChanged(
      to: element.cornerRadius, with: animation, at: time)
    glassTracks[index].tint.animateIfChanged(
      to: GlassTrack.tintVector(element.glass.tint), with: animation, at: time)
    if glassTracks[index].presence.sample(at: time).value < 1
      || glassTracks[index].change(at: time)?.appearing == false
    {
      glassTracks[index].presence.animate(to: 1, with: animation, at: time)
      glassTracks[index].changes.append(
        .init(time: time, appearing: true, transition: .materialize))
    }
  }

  private mutating func apply(_ transaction: TimelineTransaction) {
    let old = layouts[transaction.from]
    let new = layouts[transaction.to]
    let time = transaction.time
    let implicit = ImplicitAnimations(old: old, new: new)
    let transactionAnimation = transaction.animation
    for index in glassTracks.indices { commitRemoval(index, before: time) }
    let oldKeys = Set(old.glass.map(\.key))
    let newKeys = Set(new.glass.map(\.key))
    var matchedInserts: Set<String> = []
    var materializing: Set<String> = []

    // Persisting and inserted glass, in the new state's order.
    for (element, placement) in new.placedGlass.map({ ($0.element, $0.placement) }) {
      let animation = implicit.animation(
        transactionAnimation, under: placement.implicitAnimation, entering: true)
      if glassIndex[element.key] == nil {
        addGlassTrack(element, present: false, state: transaction.to)
      }
      guard let index = glassIndex[element.key] else { continue }
      glassTracks[index].elements.append((transaction.to, element))
      let target = GlassTrack.vector(element.frame)
      if oldKeys.contains(element.key)
        || glassTracks[index].pendingRemoval.map({ $0 > time }) == true
      {
        persist(index, as: element, at: time, with: animation)
        continue
      }
      // Inserted.
      var transition = animation == nil ? .identity : placement.transition
      var start = (frame: target, radius: element.cornerRadius)
      if animation != nil, placement.slide.insertion != .zero {
        // Moved in with its view (`.transition(.move(edge:))`, a sheet): whole all the way.
        let offset = placement.slide.insertion
        start.frame = GlassTrack.vector(element.frame.offsetBy(dx: offset.x, dy: offset.y))
        transition = .matchedGeometry
        matchedInserts.insert(element.key)
      } else if transition == .matchedGeometry {
        if let partner = Self.partner(
          of: element, spacing: placement.containerSpacing, in: new, persistingIn: oldKeys),
          let partnerIndex = glassIndex[partner.key]
        {
          start = (
            glassTracks[partnerIndex].frame.sample(at: time).value,
            glassTracks[partnerIndex].radius.sample(at: time).value
          )
          matchedInserts.insert(element.key)
        } else {
          transition = .materialize
        }
      }
      glassTracks[index].frame.animate(to: start.frame, with: nil, at: time)
      glassTracks[index].radius.animate(to: start.radius, with: nil, at: time)
      glassTracks[index].tint.animate(
        to: GlassTrack.tintVector(element.glass.tint), with: nil, at: time)
      if transition != .identity {
        glassTracks[index].frame.animate(to: target, with: animation, at: time)
        glassTracks[index].radius.animate(to: element.cornerRadius, with: animation, at: time)
      }
      switch transition {
      case .materialize:
        materializing.insert(element.key)
        glassTracks[index].presence.animate(to: 0, with: nil, at: time)
        glassTracks[index].presence.animate(to: 1, with: animation, at: time)
      default:
        glassTracks[index].presence.animate(to: 1, with: nil, at: time)
      }
      glassTracks[index].changes.append(.init(time: time, appearing: true, transition: transition))
    }

    removeGlass(
      old: old, new: new, newKeys: newKeys, at: time, implicit: implicit, with: transactionAnimation
    )

    applyContent(
      old: old, new: new, transaction: transaction, implicit: implicit,
      matchedInserts: matchedInserts, materializing: materializing)

    applyUnions(new, at: time, with: transactionAnimation)
  }

  /// Unions form (strength 1) where the new state has two or more members, and part elsewhere.
  private mutating func applyUnions(
    _ new: LaidOutState, at time: Double, with animation: MorphAnimation?
  ) {
    for union in new.unions where unionIndex[union.key] == nil {
      addUnionTrack(union.key, formed: false)
    }
    for index in unionTracks.indices {
      let formed = new.unions.contains { $0.key == unionTracks[index].key && $0.members.count > 1 }
      unionTracks[index].strength.animateIfChanged(to: formed ? 1 : 0, with: animation, at: time)
    }
  }

  private mutating func applyContent(
    old: LaidOutState, new: LaidOutState, transaction: TimelineTransaction,
    implicit: ImplicitAnimations, matchedInserts: Set<String>, materializing: Set<String>
  ) {
    let time = transaction.time
    var oldItems: [String: ContentFrame] = [:]
    for item in old.content { oldItems[item.key] = item }
    let newKeys = Set(new.content.map(\.key))
    for item in new.content {
      let animation = implicit.animation(
        transaction.animation, under: new.motion(ofContent: item.key).implicitAnimation,
        entering: true)
      if contentIndex[item.key] == nil {
        addContentTrack(item, present: false, state: transaction.to)
      }
      guard let index = contentIndex[item.key] else { continue }
      contentTracks[index].items.append((transaction.to, item))
      let target = GlassTrack.vector(item.frame)
      if let before = oldItems[item.key] {
        contentTracks[index].frame.animateIfChanged(to: target, with: animation, at: time)
        contentTracks[index].opacity.animateIfChanged(to: item.opacity, with: animation, at: time)
        contentTracks[index].scale.animateIfChanged(to: item.scale, with: animation, at: time)
        contentTracks[index].rotation.animateIfChanged(
          to: item.rotation, with: animation, at: time)
        contentTracks[index].blur.animateIfChanged(to: item.blur, with: animation, at: time)
        if let clip = item.clip {
          // A clip that was there animates to its new frame; a new one starts where it is.
          let animated = before.clip == nil ? nil : animation
          contentTracks[index].clipFrame.animateIfChanged(
            to: GlassTrack.vector(clip.rect), with: animated, at: time)
          contentTracks[index].clipRadius.animateIfChanged(
            to: clip.cornerRadius, with: animated, at: time)
        }
        let change = (
          before: old.motion(ofContent: item.key).contentTransition,
          after: new.motion(ofContent: item.key).contentTransition
        )
        if before.kind != item.kind, let animation, change.after != .identity {
          startSwap(index, from: before, change, with: animation, at: time)
        }
        continue
      }
      contentTracks[index].endAbsence(at: time)
      if let clip = item.clip {
        contentTracks[index].clipFrame.animate(
          to: GlassTrack.vector(clip.rect), with: nil, at: time)
        contentTracks[index].clipRadius.animate(to: clip.cornerRadius, with: nil, at: time)
      }
      contentTracks[index].rotation.animate(to: item.rotation, with: nil, at: time)
      contentTracks[index].blur.animate(to: item.blur, with: nil, at: time)
      guard let animation else {
        contentTracks[index].frame.animate(to: target, with: nil, at: time)
        contentTracks[index].opacity.animate(to: item.opacity, with: nil, at: time)
        contentTracks[index].scale.animate(to: item.scale, with: nil, at: time)
        continue
      }
      if let glass = item.glassKey, matchedInserts.contains(glass) {
        // Matched inserts: content fades and scales in, lagging its glass a little.
        let lagged = animation.delay(TimelineConstants.matchedContentLag)
        contentTracks[index].frame.animate(to: target, with: nil, at: time)
        contentTracks[index].opacity.animate(to: 0, with: nil, at: time)
        contentTracks[index].scale.animate(
          to: TimelineConstants.matchedContentScale * item.scale, with: nil, at: time)
        contentTracks[index].opacity.animate(to: item.opacity, with: lagged, at: time)
        contentTracks[index].scale.animate(to: item.scale, with: lagged, at: time)
      } else if let glass = item.glassKey, materializing.contains(glass) {
        // The glass's materialize channel fades the content in.
        contentTracks[index].frame.animate(to: target, with: nil, at: time)
        contentTracks[index].opacity.animate(to: item.opacity, with: nil, at: time)
        contentTracks[index].scale.animate(to: item.scale, with: nil, at: time)
      } else {
        // The view's transition (SwiftUI's default: opacity) runs from its start state.
        let effect = new.motion(ofContent: item.key).transition?.insertion ?? .opacity
        let start = item.frame.offsetBy(dx: effect.offset.x, dy: effect.offset.y)
        contentTracks[index].frame.animate(to: GlassTrack.vector(start), with: nil, at: time)
        contentTracks[index].frame.animateIfChanged(to: target, with: animation, at: time)
        contentTracks[index].opacity.animate(
          to: effect.fades ? 0 : item.opacity, with: nil, at: time)
        contentTracks[index].opacity.animateIfChanged(to: item.opacity, with: animation, at: time)
        contentTracks[index].scale.animate(to: effect.scale * item.scale, with: nil, at: time)
        contentTracks[index].scale.animateIfChanged(to: item.scale, with: animation, at: time)
        contentTracks[index].blur.animate(to: item.blur + effect.blur, with: nil, at: time)
        contentTracks[index].blur.animateIfChanged(to: item.blur, with: animation, at: time)
      }
    }
    for item in old.content where !newKeys.contains(item.key) {
      guard let index = contentIndex[item.key] else { continue }
      let animation = implicit.animation(
        transaction.animation, under: old.motion(ofContent: item.key).implicitAnimation,
        entering: false)
      let onMaterializingGlass =
        item.glassKey.map { glass in
          glassIndex[glass].map {
            glassTracks[$0].change(at: time)?.transition == .materialize
              && glassTracks[$0].change(at: time)?.appearing == false
          } ?? false
        } ?? false
      if onMaterializingGlass { continue }
      if let animation, let glass = item.glassKey, let glassTrack = glassIndex[glass],
        glassTracks[glassTrack].change(at: time)?.transition == .matchedGeometry
      {
        contentTracks[index].opacity.animate(to: 0, with: animation, at: time)
        contentTracks[index].scale.animate(
          to: TimelineConstants.matchedContentScale * item.scale, with: animation, at: time)
        continue
      }
      let effect = old.motion(ofContent: item.key).transition?.removal ?? .opacity
      guard let animation, effect != .identity else {
        contentTracks[index].opacity.animate(to: 0, with: nil, at: time)
        contentTracks[index].beginAbsence(at: time)
        continue
      }
      if effect.fades { contentTracks[index].opacity.animate(to: 0, with: animation, at: time) }
      let end = item.frame.offsetBy(dx: effect.offset.x, dy: effect.offset.y)
      contentTracks[index].frame.animateIfChanged(
        to: GlassTrack.vector(end), with: animation, at: time)
      contentTracks[index].scale.animateIfChanged(
        to: effect.scale * item.scale, with: animation, at: time)
      contentTracks[index].blur.animateIfChanged(
        to: item.blur + effect.blur, with: animation, at: time)
      // Gone once the removal's animation completes (SwiftUI removes the view then).
      let track = contentTracks[index]
      let completions = [
        track.frame.completionTime(.removed), track.opacity.completionTime(.removed),
        track.scale.completionTime(.removed), track.blur.completionTime(.removed),
      ]
      let ends = completions.map { $0 ?? (time + TimelineConstants.bakeHorizon) }
      contentTracks[index].beginAbsence(at: max(time, ends.max() ?? time))
    }
  }

  /// Starts the cross-fade (or digit roll) from what `before` drew to what the item draws now, as
  /// `change` (the content transitions of the two states) says.
  private mutating func startSwap(
    _ index: Int, from before: ContentFrame,
    _ change: (before: ContentTransitionKind, after: ContentTransitionKind),
    with animation: MorphAnimation, at time: Double
  ) {
    var countsDown = false
    switch (change.before, change.after) {
    case (_, .numericText(let down)): countsDown = down
    case (.numericValue(let old), .numericValue(let new)): countsDown = new < old
    default: break
    }
    contentTracks[index].swaps.append(
      ContentTrack.Swap(
        time: time, before: before, transition: change.after, countsDown: countsDown))
    contentTracks[index].swapProgress.animate(to: 0, with: nil, at: time)
    contentTracks[index].swapProgress.animate(to: 1, with: animation, at: time)
  }

  // MARK: Partner rule (Docs/Glass.md §2)

  /// The partner of `element` in `layout`: the persisting shape of its connected group (shapes in
  /// the same container whose edge gap is at most the container's `spacing`, transitively)
  /// nearest to it by edge gap, ties broken by layout order; nil if the group has none.
  static func partner(
    of element: GlassFrame, spacing: Double, in layout: LaidOutState,
    persistingIn persisting: Set<String>
  ) -> GlassFrame? {
    guard let container = element.container else { return nil }
    let members = layout.glass.filter { $0.container == container }
    guard let start = members.firstIndex(where: { $0.key == element.key }) else { return nil }
    var group: Set<Int> = [start]
    var frontier = [start]
    while let current = frontier.popLast() {
      for (index, other) in members.enumerated() where !group.contains(index) {
        if members[current].frame.gap(to: other.frame) <= spacing {
          group.insert(index)
          frontier.append(index)
        }
      }
    }
    let candidates = group.sorted().map { members[$0] }.filter {
      $0.key != element.key && persisting.contains($0.key)
    }
    return candidates.min { element.frame.gap(to: $0.frame) < element.frame.gap(to: $1.frame) }
  }
}
