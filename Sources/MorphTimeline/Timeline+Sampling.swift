import MorphCore
import MorphFrame
import MorphLayout
import MorphMotion

extension Timeline {
  /// Everything drawn at `time` seconds. Pure: any order, any time. Longer than 80 lines: one
  /// pass over the glass, then the content, then the unions, sharing the tables each pass builds
  /// for the next (positions, visibility factors, outlines now).
  public func sample(at time: Double) -> FrameState {
    // The transaction that made the state shown (as `stateIndex(at:)` finds it), once a frame.
    let transaction = transactions.last { $0.time <= time }
    let state = transaction?.to ?? 0
    let layout = layouts[state]
    var glass: [GlassFrame] = []
    var glassPosition: [String: Int] = [:]
    var contentFactors: [String: (visibility: Double, blur: Double)] = [:]
    // Each drawn glass's track and outline now, for the content that travels with it.
    var glassNow: [String: (track: GlassTrack, frame: Rect, radius: Double)] = [:]
    let phase = fadePhase(at: time)
    for (index, track) in glassTracks.enumerated() {
      let baked = bakedGlass[index]
      let presence = min(1, max(0, baked.presence.sample(at: time).value))
      guard presence > Self.visibilityFloor, let element = track.element(atState: state) else {
        continue
      }
      var (visibility, content) = Self.channels(presence: presence, change: track.change(at: time))
      let fade = phase?.glass[track.key]
      if let fade { visibility *= fade.factor }
      let blur =
        track.change(at: time)?.transition == .materialize
        ? TimelineConstants.materializeBlur * (1 - content) : 0
      contentFactors[track.key] = (content, blur)
      var spec = element.glass
      spec.tint = GlassTrack.tintColor(baked.tint.sample(at: time).value)
      glassPosition[track.key] = glass.count
      let frameSample = baked.frame.sample(at: time)
      // Under Reduce Motion geometry never travels: the state's own frame, or the fade's.
      let still = environment.reduceMotion
      let frame = fade?.frame ?? (still ? element.frame : GlassTrack.rect(frameSample.value))
      let radius =
        fade?.cornerRadius
        ?? (still ? element.cornerRadius : max(0, baked.radius.sample(at: time).value))
      let press = pressed(track.key, at: time, longestSide: max(frame.width, frame.height))
      glassNow[track.key] = (track, frame, radius)
      glass.append(
        GlassFrame(
          key: track.key, id: element.id, container: element.container,
          frame: frame, frameVelocity: still ? .zero : frameSample.velocity,
          cornerRadius: radius, shape: element.shape,
          visibility: visibility, contentVisibility: content, glass: spec,
          isProminent: element.isProminent, press: press.light, pressScale: press.scale))
    }
    var content: [ContentFrame] = []
    var contentPosition: [String: Int] = [:]
    var swapPosition: [String: Int] = [:]
    for (index, track) in contentTracks.enumerated() {
      guard let item = track.item(atState: state), !track.isAbsent(at: time) else { continue }
      let baked = bakedContent[index]
      var opacity = baked.opacity.sample(at: time).value
      var blur = baked.blur.sample(at: time).value
      if let glassKey = item.glassKey, glassKeys.contains(glassKey) {
        guard let factor = contentFactors[glassKey] else { continue }
        opacity *= factor.visibility
        blur += factor.blur
      }
      var frame = GlassTrack.rect(baked.frame.sample(at: time).value)
      // Under Reduce Motion content fades through in place instead of travelling.
      if environment.reduceMotion {
        let shown = phase?.content(track.key) ?? (frame: nil, factor: 1)
        frame = shown.frame ?? item.frame
        opacity *= shown.factor
      }
      guard opacity > Self.visibilityFloor else { continue }
      let following = withGlass(
        item, track, at: frame, glass: item.glassKey.flatMap { glassNow[$0] }, state: state,
        transaction: transaction, time: time)
      frame = following.frame
      let followScale = following.scale
      let glassClip = following.clip
      var pressScale = 1.0
      // Content on pressed glass grows with it, about the glass's centre (Docs/Glass.md §3.8).
      if let glassKey = item.glassKey, let position = glassPosition[glassKey],
        glass[position].pressScale != 1
      {
        let pressed = glass[position]
        pressScale = pressed.pressScale
        let centre = (x: pressed.frame.midX, y: pressed.frame.midY)
        frame = Rect(
          x: centre.x + (frame.midX - centre.x) * pressScale - frame.width / 2,
          y: centre.y + (frame.midY - centre.y) * pressScale - frame.height / 2,
          width: frame.width, height: frame.height)
      }
      // The pivot travels with the item's animated frame; the clip has its own animation.
      let dx = frame.minX - item.frame.minX
      let dy = frame.minY - item.frame.minY
      let clip =
        item.clip.map {
          ClipRegion(
            rect: GlassTrack.rect(baked.clipFrame.sample(at: time).value),
            cornerRadius: max(0, baked.clipRadius.sample(at: time).value), isEllipse: $0.isEllipse)
        } ?? glassClip
      func drawn(_ shown: ContentFrame, in rect: Rect, opacity: Double) -> ContentFrame {
        ContentFrame(
          key: track.key, kind: shown.kind, frame: rect, foreground: shown.foreground,
          opacity: min(1, max(0, opacity)),
          scale: baked.scale.sample(at: time).value * pressScale * followScale,
          blur: blur,
          glassKey: item.glassKey, isBackdrop: item.isBackdrop,
          clip: clip,
          rotation: baked.rotation.sample(at: time).value,
          pivot: item.pivot.map { Point(x: $0.x + dx, y: $0.y + dy) })
      }
      var progress = 1.0
      if let swap = track.swap(at: time) {
        progress = min(1, max(0, baked.swapProgress.sample(at: time).value))
        if progress < 1 - Self.visibilityFloor {
          // The old content leaves as the new arrives (Docs/Timeline.md, "Content transitions").
          var rolled = (old: frame, new: frame)
          if case .numericText = swap.transition { rolled = Self.rolled(frame, progress, swap) }
          if case .numericValue = swap.transition { rolled = Self.rolled(frame, progress, swap) }
          swapPosition[track.key] = content.count
          content.append(drawn(swap.before, in: rolled.old, opacity: opacity * (1 - progress)))
          contentPosition[track.key] = content.count
          content.append(drawn(item, in: rolled.new, opacity: opacity * progress))
          continue
        }
      }
      contentPosition[track.key] = content.count
      content.append(drawn(item, in: frame, opacity: opacity))
    }
    // Drawing order: the current state's order, then whatever is still leaving.
    var items: [FrameItem] = []
    var placedGlass: Set<Int> = []
    var placedContent: Set<Int> = []
    for item in layout.items {
      switch item {
      case .glass(let index):
        if let position = glassPosition[layout.glass[index].key] {
          items.append(.glass(position))
          placedGlass.insert(position)
        }
      case .content(let index):
        let key = layout.content[index].key
        if let position = swapPosition[key] {
          items.append(.content(position))
          placedContent.insert(position)
        }
        if let position = contentPosition[key] {
          items.append(.content(position))
          placedContent.insert(position)
        }
      }
    }
    for position in glass.indices where !placedGlass.contains(position) {
      items.append(.glass(position))
    }
    for position in content.indices where !placedContent.contains(position) {
      items.append(.content(position))
    }
    return FrameState(
      time: time, canvas: canvas, glass: glass, content: content, items: items,
      unions: unions(at: time, state: state, glass: glass),
      containers: layout.containers)
  }

  /// States at several times.
  public func keyframes(at times: [Double]) -> [FrameState] {
    times.map { sample(at: $0) }
  }

  /// The rate keyframes are sampled at when none is given, in samples per second — by
  /// `keyframes(fps:)`, `glassmorph keyframes` and the testing library alike: half the video rate,
  /// enough to see every spring's shape while keeping goldens small.
  public static let defaultKeyframeRate = 30.0

  /// States at every frame of `fps` (default `defaultKeyframeRate`) from 0 to `until` (default:
  /// the settle time) inclusive.
  public func keyframes(fps: Double = Timeline.defaultKeyframeRate, until: Double? = nil)
    -> [FrameState]
  {
    let end = until ?? settleTime ?? ((eventTimes.last ?? 0) + TimelineConstants.bakeHorizon)
    let count = Int((end * fps + 1e-9).rounded(.down)) + 1
    return (0..<max(1, count)).map { sample(at: Double($0) / fps) }
  }

  /// Frames for rolling digits at swap `progress`: the old text travels a fraction of its height
  /// up (down when counting down) as it fades, the new arrives from the other side [model].
  static func rolled(_ frame: Rect, _ progress: Double, _ swap: ContentTrack.Swap) -> (
    old: Rect, new: Rect
  ) {
    let travel = frame.height * TimelineConstants.numericRollTravel * (swap.countsDown ? 1 : -1)
    return (
      frame.offsetBy(dx: 0, dy: travel * progress),
      frame.offsetBy(dx: 0, dy: -travel * (1 - progress))
    )
  }

  /// Presence below this counts as absent.
  static let visibilityFloor = 1e-6

  /// Content belongs to its glass (Docs/Glass.md, "Content travels with its glass"): while the
  /// glass is away from where it was in the content's state, the content is clipped to its
  /// outline, and content arriving or leaving with the glass keeps its place in it, scaled.
  /// Returns the frame to draw `item` at (given `frame`, its own animated one), the scale to draw
  /// it with and the clip.
  func withGlass(
    _ item: ContentFrame, _ track: ContentTrack, at frame: Rect,
    glass: (track: GlassTrack, frame: Rect, radius: Double)?, state: Int,
    transaction: TimelineTransaction?, time: Double
  ) -> (frame: Rect, scale: Double, clip: ClipRegion?) {
    guard let glass, let motion = glassMotion(glass, track, state), motion.isMoving else {
      return (frame, 1, nil)
    }
    guard
      let transaction,
      contentFollows(track, glass.track, state: state, after: transaction, at: time)
    else {
      return (frame, 1, motion.silhouette)
    }
    let placed = motion.place(item.frame)
    return (placed.frame, placed.scale, motion.silhouette)
  }

  /// Whether a content item is placed and scaled with its glass rather than at its own frame:
  /// content that arrives or leaves with glass whose geometry is derived from a partner
  /// (`.matchedGeometry` insertion or removal), or with glass that keeps its identity while its
  /// content changes under `.default` — Apple's "additional scale and offset effects to content",
  /// which a specific animation opts out of (Docs/Glass.md, "Content travels with its glass").
  /// `transaction` is the one that made `state`.
  func contentFollows(
    _ content: ContentTrack, _ glass: GlassTrack, state: Int,
    after transaction: TimelineTransaction, at time: Double
  ) -> Bool {
    guard content.arrivesOrLeaves(inState: state, from: transaction.from) else { return false }
    if let change = glass.change(at: time), change.time >= transaction.time {
      return change.transition == .matchedGeometry
    }
    return transaction.animation == .default
  }

  /// The motion of a drawn glass against its frame in the state `content`'s item was laid out
  /// in (the state shown, or for leaving content the last state that had it).
  func glassMotion(
    _ glass: (track: GlassTrack, frame: Rect, radius: Double)?, _ content: ContentTrack,
    _ state: Int
  ) -> GlassMotion? {
    guard let glass, let laidOut = content.items.last(where: { $0.state <= state })?.state,
      let rest = glass.track.element(atState: laidOut)
    else { return nil }
    return GlassMotion(
      rest: rest.frame, current: glass.frame, cornerRadius: glass.radius, shape: rest.shape)
  }

  /// Glass visibility and content visibility from a presence value and the change driving it
  /// (Docs/Glass.md §2: entrance glass = p/0.92, content = (p − 0.35)/0.65; exit, with q the
  /// presence left: glass = q, content = (q − 0.45)/0.55; clamped to 0…1).
  static func channels(presence: Double, change: GlassTrack.PresenceChange?) -> (
    glass: Double, content: Double
  ) {
    func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
    guard let change, change.transition == .materialize else {
      return (clamp(presence), clamp(presence))
    }
    if change.appearing {
      return (
        clamp(presence / TimelineConstants.entranceGlassEnd),
        clamp(
          (presence - TimelineConstants.entranceContentStart)
            / (1 - TimelineConstants.entranceContentStart))
      )
    }
    return (
      clamp(presence),
      clamp((presence - TimelineConstants.exitContentEnd) / (1 - TimelineConstants.exitContentEnd))
    )
  }

  private func unions(at time: Double, state: Int, glass: [GlassFrame]) -> [UnionFrame] {
    var result: [UnionFrame] = []
    let layout = layouts[state]
    for (key, strength) in unionTracks {
      let value = strength.sample(at: time).value
      guard value > Self.visibilityFloor else { continue }
      let shape =
        layout.unions.first { $0.key == key }
        ?? layouts.lazy.compactMap { $0.unions.first { $0.key == key } }.first
      guard let shape else { continue }
      let members = glass.filter { shape.members.contains($0.key) }
      guard let first = members.first else { continue }
      let frame = members.dropFirst().reduce(first.frame) { $0.union($1.frame) }
      let shorter = min(frame.width, frame.height)
      let radius: Double
      switch shape.shape {
      case .capsule, .circle, .ellipse: radius = shorter / 2
      default: radius = min(shape.cornerRadius, shorter / 2)
      }
      result.append(
        UnionFrame(
          key: key, members: members.map(\.key), frame: frame, shape: shape.shape,
          cornerRadius: radius, strength: min(1, value), container: shape.container))
    }
    return result
  }
}
