import MorphCore
import MorphFrame

extension FrameRenderer {
  /// The box to redraw when `ops` follow `previous`: the extents of the steps that differ, grown
  /// until every glass layer touching it lies inside with all it reads (so it samples a fresh
  /// backdrop). Empty when nothing changed; nil when the common steps changed order (redraw all).
  func damaged(
    from previous: [DrawOp], to ops: [DrawOp], material: GlassMaterial, width: Int, height: Int
  ) -> PixelBox? {
    let before = Set(previous)
    let after = Set(ops)
    guard previous.filter(after.contains) == ops.filter(before.contains) else { return nil }
    var box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    for op in previous where !after.contains(op) {
      guard let extent = extent(of: op, material: material, width: width, height: height) else {
        continue
      }
      box = box.union(extent)
    }
    for op in ops where !before.contains(op) {
      guard let extent = extent(of: op, material: material, width: width, height: height) else {
        continue
      }
      box = box.union(extent)
    }
    guard !box.isEmpty else { return box }
    var grown = true
    while grown {
      grown = false
      for op in ops {
        guard case .layer = op,
          let extent = extent(of: op, material: material, width: width, height: height),
          box.intersects(extent), !box.contains(extent)
        else { continue }
        box = box.union(extent)
        grown = true
      }
    }
    return box
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
      var rect = Rect(
        x: item.frame.minX * scale, y: item.frame.minY * scale, width: item.frame.width * scale,
        height: item.frame.height * scale)
      let pivot = item.pivot.map { Point(x: $0.x * scale, y: $0.y * scale) }
      if item.scale != 1 {
        let centre = pivot ?? Point(x: rect.midX, y: rect.midY)
        rect = Rect(
          x: centre.x + (rect.minX - centre.x) * item.scale,
          y: centre.y + (rect.minY - centre.y) * item.scale,
          width: rect.width * item.scale, height: rect.height * item.scale)
      }
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
