import MorphCore
import MorphFrame

extension FrameRenderer {
  /// The boxes to redraw when `ops` follow `previous`: the extents of the steps that differ,
  /// grown until every glass layer touching a box lies inside it with all it reads (so it samples
  /// a fresh backdrop), and every content item on glass that touches a box has its glass's layer
  /// in the same box (so its vibrancy is this frame's); overlapping boxes merge. Empty when nothing
  /// changed; nil when the common steps changed order (redraw all).
  func damaged(
    from previous: [DrawOp], to ops: [DrawOp], material: GlassMaterial, width: Int, height: Int
  ) -> [PixelBox]? {
    let before = Set(previous)
    let after = Set(ops)
    guard previous.filter(after.contains) == ops.filter(before.contains) else { return nil }
    func box(_ op: DrawOp) -> PixelBox? {
      extent(of: op, material: material, width: width, height: height)
    }
    var boxes: [PixelBox] = []
    for op in previous where !after.contains(op) {
      if let b = box(op), !b.isEmpty { boxes.append(b) }
    }
    for op in ops where !before.contains(op) { if let b = box(op), !b.isEmpty { boxes.append(b) } }
    guard !boxes.isEmpty else { return [] }
    // Each step's extent, and for content on glass the extent of that glass's layer.
    var layerOfKey: [String: PixelBox] = [:]
    var steps: [(extent: PixelBox, isLayer: Bool, glassLayer: PixelBox?)] = []
    for op in ops {
      guard let extent = box(op), !extent.isEmpty else { continue }
      if case .layer(let members, _, _) = op {
        for member in members { layerOfKey[member.key] = extent }
        steps.append((extent, true, nil))
      }
    }
    for op in ops {
      guard case .content(_, let glass) = op, let extent = box(op), !extent.isEmpty else {
        continue
      }
      steps.append((extent, false, glass.flatMap { layerOfKey[$0.key] }))
    }
    var grown = true
    while grown {
      grown = false
      boxes = Self.merged(boxes)
      for step in steps {
        for index in boxes.indices where boxes[index].intersects(step.extent) {
          let needed = step.isLayer ? step.extent : step.glassLayer
          guard let needed, !boxes[index].contains(needed) else { continue }
          boxes[index] = boxes[index].union(needed)
          grown = true
        }
      }
    }
    return boxes
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
