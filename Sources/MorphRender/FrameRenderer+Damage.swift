import MorphCore
import MorphFrame

extension FrameRenderer {
  /// The parts of a frame to redraw when `ops` follow `previous`. Each part stores this frame's
  /// bytes in `store`: the pixels that can have changed — what the changed steps write (for a
  /// glass layer whose steps around it are unchanged, only what its changed members write) and,
  /// following reads forward, what a member writes when the pixels it reads changed. It is drawn
  /// in `draw`, grown until every member writing into `store` has there everything it reads, and
  /// every member of an earlier layer writing where those read has too; the members so complete
  /// are `complete` (their backdrop luma is this frame's). Overlapping parts merge. Empty when
  /// nothing changed; nil when the common steps changed order (redraw all).
  func damaged(
    from previous: [DrawOp], to ops: [DrawOp], material: GlassMaterial, width: Int, height: Int
  ) -> [DamageBox]? {
    let before = Set(previous)
    let after = Set(ops)
    guard previous.filter(after.contains) == ops.filter(before.contains) else { return nil }
    // Nothing came or went: nothing changed (before working out any member's extent).
    guard before != after || previous.count != ops.count else { return [] }
    func box(_ rect: Rect?) -> PixelBox? {
      rect.map { PixelBox(covering: $0, margin: 1, width: width, height: height) }
    }
    func extent(_ op: DrawOp) -> PixelBox? {
      self.extent(of: op, material: material, width: width, height: height)
    }
    let old = Self.members(of: previous, material: material, box: box)
    let new = Self.members(of: ops, material: material, box: box)
    // Layers matched with the previous frame's: the same position among the layers, the same
    // spacing and the same steps before them. Their members are compared one by one.
    let oldLayers = previous.indices.filter { previous[$0].isLayer }
    let newLayers = ops.indices.filter { ops[$0].isLayer }
    var matched: [Int: Int] = [:]
    if oldLayers.count == newLayers.count {
      for (o, n) in zip(oldLayers, newLayers) {
        let contentBefore = previous[..<o].filter { !$0.isLayer }
        guard case .layer(_, let a, _) = previous[o], case .layer(_, let b, _) = ops[n], a == b,
          contentBefore == ops[..<n].filter({ !$0.isLayer })
        else { continue }
        matched[n] = o
      }
    }
    // What changed, with the step from which on the change is seen (reads of later steps).
    var stores: [(box: PixelBox, from: Int)] = []
    func store(_ box: PixelBox?, from step: Int) {
      if let box, !box.isEmpty { stores.append((box, step)) }
    }
    for (index, op) in previous.enumerated() where !after.contains(op) {
      if op.isLayer, matched.values.contains(index) { continue }
      store(extent(op), from: 0)
    }
    for (index, op) in ops.enumerated() where !before.contains(op) {
      guard op.isLayer, let o = matched[index] else {
        store(extent(op), from: index)
        continue
      }
      // A matched layer: only its members that differ (or came or went) change pixels, and they
      // change them after the layer's backdrop is taken.
      let was = Dictionary(old.filter { $0.step == o }.map { ($0.key, $0) }) { a, _ in a }
      let now = Dictionary(new.filter { $0.step == index }.map { ($0.key, $0) }) { a, _ in a }
      for key in Set(was.keys).union(now.keys) where was[key]?.state != now[key]?.state {
        store(was[key]?.writes, from: index + 1)
        store(now[key]?.writes, from: index + 1)
      }
    }
    guard !stores.isEmpty else { return [] }
    // Reads forward: a member whose backdrop changed (a change seen before its layer) writes
    // anew. Content on a member that changed, or whose backdrop did, changes with its vibrancy.
    let oldStates = Dictionary(old.map { ($0.key, $0.state) }) { a, _ in a }
    var changed = Set(new.filter { oldStates[$0.key] != $0.state }.map(\.key))
    for member in new
    where stores.contains(where: { $0.from <= member.step && $0.box.intersects(member.reads) }) {
      changed.insert(member.key)
      store(member.writes, from: member.step + 1)
    }
    for (index, op) in ops.enumerated() {
      guard case .content(_, let glass?) = op, changed.contains(glass.key) else { continue }
      store(extent(op), from: index)
    }
    return Self.boxes(storing: stores.map(\.box), ops: ops, members: new, extent: extent)
  }

  /// The boxes that redraw the content on the glass `keys` (whose adapted colour changed) with
  /// what its pixels need: the store is each content item's extent.
  func recolouring(
    _ keys: Set<String>, in ops: [DrawOp], material: GlassMaterial, width: Int, height: Int
  ) -> [DamageBox] {
    func extent(_ op: DrawOp) -> PixelBox? {
      self.extent(of: op, material: material, width: width, height: height)
    }
    let stores = ops.compactMap { op -> PixelBox? in
      guard case .content(_, let glass?) = op, keys.contains(glass.key) else { return nil }
      return extent(op).flatMap { $0.isEmpty ? nil : $0 }
    }
    guard !stores.isEmpty else { return [] }
    let members = Self.members(of: ops, material: material) {
      $0.map { PixelBox(covering: $0, margin: 1, width: width, height: height) }
    }
    return Self.boxes(storing: stores, ops: ops, members: members, extent: extent)
  }

  /// Each of `stores` (merged where they overlap) as a box drawn with what its pixels need:
  /// grown until every member writing into it, and the glass under content drawn in it, has
  /// there everything it reads, and every member of an earlier layer writing where those read
  /// has too; the members so complete are the box's `complete`.
  static func boxes(
    storing stores: [PixelBox], ops: [DrawOp], members new: [MemberExtent],
    extent: (DrawOp) -> PixelBox?
  ) -> [DamageBox] {
    let contentOnGlass: [(box: PixelBox, step: Int, key: String)] = ops.indices.compactMap {
      guard case .content(_, let glass?) = ops[$0], let box = extent(ops[$0]) else { return nil }
      return (box, $0, glass.key)
    }
    return merged(stores).map { area in
      var complete: Set<String> = []
      var draw = area
      var pending = new.filter { $0.writes.intersects(area) }
      for content in contentOnGlass where content.box.intersects(area) {
        pending += new.filter { $0.key == content.key }
      }
      while let member = pending.popLast() {
        guard complete.insert(member.key).inserted else { continue }
        draw = draw.union(member.reads).union(member.writes)
        // What the member reads must be this frame's pixels: earlier layers' members writing
        // there, and the glass under content drawn there earlier, are drawn complete too.
        pending += new.filter {
          $0.step < member.step && !complete.contains($0.key) && $0.writes.intersects(member.reads)
        }
        for content in contentOnGlass
        where content.step < member.step && content.box.intersects(member.reads) {
          pending += new.filter { $0.key == content.key && !complete.contains($0.key) }
        }
      }
      return DamageBox(store: area, draw: draw, complete: complete)
    }
  }

  /// Every glass member of `ops` with what it reads and writes (pixel boxes) and its step.
  static func members(
    of ops: [DrawOp], material: GlassMaterial, box: (Rect?) -> PixelBox?
  ) -> [MemberExtent] {
    var result: [MemberExtent] = []
    for (step, op) in ops.enumerated() {
      guard case .layer(let members, let spacing, let unions) = op else { continue }
      // The layer's widest blur, once for all its members.
      let widestBlur =
        members.compactMap { material.shape(for: $0, unions: unions)?.blur }.max() ?? 0
      // A member's pull on the blended outline reaches the blend width beyond it, but the layer
      // draws nothing beyond its own extent: a member's boxes are cut to the layer's (a lone
      // toolbar button's first frame: 79 → 59 px of margin written, 101 → 39 read, at 3×).
      guard let layer = material.layerExtent(of: members, unions: unions, spacing: spacing)
      else { continue }
      for member in members {
        guard
          let extent = material.extent(
            of: member, widestBlur: widestBlur, unions: unions, spacing: spacing),
          let reads = box(extent.reads.intersection(layer.reads)),
          let writes = box(extent.writes.intersection(layer.writes))
        else { continue }
        result.append(
          MemberExtent(
            key: member.key, step: step, reads: reads, writes: writes,
            state: MemberExtent.State(
              frame: member, spacing: spacing,
              union: unions.first { $0.members.contains(member.key) && $0.members.count > 1 })))
      }
    }
    return result
  }

  /// Most boxes a frame is redrawn in; more are joined into one.
  static let maximumDamageBoxes = 8

  /// `boxes` with every overlapping pair joined (and all joined when there are too many).
  static func merged(_ boxes: [PixelBox]) -> [PixelBox] {
    var result = boxes
    var joined = true
    while joined {
      joined = false
      search: for first in result.indices {
        for second in result.indices
        where second > first && result[first].intersects(result[second]) {
          result[first] = result[first].union(result[second])
          result.remove(at: second)
          joined = true
          break search
        }
      }
    }
    if result.count > maximumDamageBoxes {
      return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
    }
    return result
  }

  /// Every pixel a step can change or (for glass) read, on a `width` × `height` canvas; nil when
  /// it draws nothing.
  func extent(of op: DrawOp, material: GlassMaterial, width: Int, height: Int) -> PixelBox? {
    switch op {
    case .layer(let members, let spacing, let unions):
      return material.footprint(of: members, unions: unions, spacing: spacing).map {
        PixelBox(covering: $0, margin: 1, width: width, height: height)
      }
    case .content(let item, _):
      let placed = placement(of: item)
      var rect = placed.rect
      let pivot = placed.pivot
      if item.rotation.truncatingRemainder(dividingBy: 360) != 0 {
        // Any turn stays within the circle about the pivot through the farthest corner.
        let centre = pivot ?? Point(x: rect.midX, y: rect.midY)
        let corners: [(Double, Double)] = [
          (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
          (rect.maxX, rect.maxY),
        ]
        var reach = 0.0
        for (x, y) in corners {
          let dx = x - centre.x
          let dy = y - centre.y
          reach = max(reach, (dx * dx + dy * dy).squareRoot())
        }
        rect = Rect(x: centre.x - reach, y: centre.y - reach, width: 2 * reach, height: 2 * reach)
      }
      // Text masks reach past their line box by up to about a font size (ascenders, a last glyph
      // past the width); blur spreads by 3σ.
      var margin = item.blur * scale * 3 + 2
      if case .text(_, let font) = item.kind { margin += font.size * scale * 1.5 }
      return PixelBox(covering: rect, margin: margin, width: width, height: height)
    }
  }
}
