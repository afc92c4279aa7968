import Foundation
import MorphCore
import MorphFrame
import MorphRaster

/// Draws `FrameState`s: the backdrop, content and glass in drawing order, at a scale.
///
/// ```swift
/// let renderer = FrameRenderer(scale: 2)
/// let pixmap = renderer.render(timeline.sample(at: 0.3))
/// ```
package struct FrameRenderer: Sendable {
  /// The glass material's constants.
  package var style: GlassStyle {
    // The dark appearance paints the wallpaper dimmed.
    didSet { backdropCache = BackdropCache() }
  }
  /// Pixels per point.
  package var scale: Double
  /// A picture covering the canvas instead of the built-in wallpaper (also used for app images).
  package var background: Pixmap? {
    didSet { backdropCache = BackdropCache() }
  }
  /// The app's asset images by name (`Image("cover")`), decoded; a name not here is drawn as the
  /// stand-in photo (or the background picture, when there is one).
  package var images: [String: Pixmap] = [:]
  /// Sets text in a real font; without one, text is drawn as rounded word bars.
  package var text: (any TextRasterizer)?
  /// The backdrop painted for the previous frame (the same for every frame of a render).
  var backdropCache = BackdropCache()
  /// The stand-in photo at the size app images were last drawn.
  let photoCache = PhotoCache()

  /// Creates a renderer.
  package init(
    scale: Double = 2, style: GlassStyle = GlassStyle(), background: Pixmap? = nil,
    text: (any TextRasterizer)? = nil
  ) {
    self.scale = scale
    self.style = style
    self.background = background
    self.text = text
  }

  /// The pixel size of a canvas of `size` points.
  package func pixelSize(of size: Size) -> (width: Int, height: Int) {
    (
      max(1, Int(saturating: (size.width * scale).rounded(.up))),
      max(1, Int(saturating: (size.height * scale).rounded(.up)))
    )
  }

  /// Renders one frame in full floating point (for stills and tests; videos go through
  /// `render(_:after:)`).
  package func render(_ frame: FrameState) -> Pixmap {
    let plan = plan(frame)
    let backdrop = background(
      width: plan.width, height: plan.height, cover: plan.cover,
      hidesWallpaper: plan.hidesWallpaper)
    var pixels = Parallel.copy(backdrop.pixels)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let canvas = Canvas(drawingInto: base, width: plan.width, height: plan.height)
      _ = draw(
        plan.ops, material: plan.material, previousLuma: nil, blurs: backdrop.blurs, on: canvas)
    }
    return Pixmap(width: plan.width, height: plan.height, pixels: pixels)
  }

  /// Renders `frame` as 8-bit sRGB, redrawing only what changed since `previous` (the frame
  /// rendered before it by this renderer, or nil): the pixels that content and glass members that
  /// differ can change (`damaged(from:to:)`) are drawn again, in floating point, in boxes holding
  /// everything those pixels read, and converted to bytes; the rest is the previous frame's bytes.
  /// A first frame is the backdrop's bytes with the boxes of every step drawn the same way.
  /// The bytes are the same as a full redraw's (`FrameRenderer.render(_:)` converted).
  ///
  /// The previous frame is consumed: when nothing else holds its bytes (pass it with `take()` or
  /// `consume`), the new frame is written in them instead of a copy.
  package func render(_ frame: FrameState, after previous: consuming RenderedFrame?)
    -> RenderedFrame
  {
    let plan = plan(frame)
    let (width, height) = (plan.width, plan.height)
    let material = plan.material
    let comparable =
      previous.map { $0.width == width && $0.height == height && $0.cover == plan.cover }
      ?? false
    // Against the previous frame, or — for a first frame — against the backdrop alone, where every
    // step is new.
    var damage = worthRedrawing(
      damaged(
        from: comparable ? previous?.ops ?? [] : [], to: plan.ops, material: material,
        width: width, height: height), width: width, height: height)
    if comparable, let previous, let boxes = damage, boxes.isEmpty {
      return RenderedFrame(
        bytes: previous.bytes, width: width, height: height, redrawnPixels: 0, damage: [],
        ops: plan.ops, cover: plan.cover, backdropLuma: previous.backdropLuma,
        adaptedLuma: previous.adaptedLuma)
    }
    let backdrop = background(
      width: width, height: height, cover: plan.cover, hidesWallpaper: plan.hidesWallpaper)
    var luma: [String: Double] = [:]
    var bytes: [UInt8]
    let adapted: [String: Double]
    if let boxes = damage {
      var remaining = boxes[...]
      // The luma each content item on flipping glass was drawn with, this frame and before.
      var drawnWith: [String: [Double]] = [:]
      var before: [String: Double] = [:]
      if comparable, var previous = previous.take() {
        // Moved out, so the bytes are unshared (no copy) unless the caller still holds the frame.
        luma = previous.backdropLuma
        before = previous.adaptedLuma
        bytes = previous.bytes
        previous.bytes = []
      } else {
        // A first frame: the backdrop's bytes are copied on another thread while the first box
        // is drawn (the copy is memory-bound, the drawing compute-bound, and the copy fills the
        // cores' idle moments between the drawing's parallel steps); its bytes are stored after.
        var first: DrawnBox?
        bytes = Parallel.copy(backdrop.bytes) {
          guard let box = remaining.popFirst() else { return }
          first = drawBox(
            plan.ops, in: box, material: material, backdrop: backdrop, previousLuma: luma,
            width: width, height: height)
        }
        if let first {
          store(first, width: width, into: &bytes)
          luma.merge(first.luma.backdrop) { _, new in new }
          drawnWith.merge(first.luma.adapted) { $0 + $1 }
        }
      }
      for box in remaining {
        let drawn = drawPass(
          plan.ops, in: box, material: material, backdrop: backdrop, previousLuma: luma,
          width: width, height: height, into: &bytes)
        luma.merge(drawn.backdrop) { _, new in new }
        drawnWith.merge(drawn.adapted) { $0 + $1 }
      }
      let recoloured: [DamageBox]
      (adapted, recoloured) = redrawStaleGlyphs(
        plan.ops, drawnWith: drawnWith, before: before, material: material, backdrop: backdrop,
        size: (width, height), luma: &luma, into: &bytes)
      if !recoloured.isEmpty { damage = boxes + recoloured }
    } else {
      bytes = [UInt8](repeating: 0, count: width * height * 4)
      luma =
        drawPass(
          plan.ops, in: nil, material: material, backdrop: backdrop, previousLuma: nil,
          width: width, height: height, into: &bytes
        ).backdrop
      adapted = adaptedLuma(of: plan.ops, luma: luma)
    }
    return RenderedFrame(
      bytes: bytes, width: width, height: height,
      redrawnPixels: damage?.reduce(0) { $0 + $1.draw.area } ?? width * height, damage: damage,
      ops: plan.ops, cover: plan.cover, backdropLuma: luma, adaptedLuma: adapted)
  }

  /// The damage boxes, or nil when they cover more than 60 % of the frame: drawing the whole
  /// frame then costs less than drawing the boxes (with their margins) one by one.
  private func worthRedrawing(_ boxes: [DamageBox]?, width: Int, height: Int) -> [DamageBox]? {
    guard let boxes, boxes.reduce(0, { $0 + $1.draw.area }) * 10 <= width * height * 6 else {
      return nil
    }
    return boxes
  }

  /// Glyphs on a container's flipping glass follow the luma all of its flipping members share,
  /// known only once every changed member is drawn: those drawn with another luma
  /// (`drawnWith`), or left from a frame whose luma differs (`before`), are drawn again in boxes
  /// of their own. Returns the luma each such glyph now has and the boxes drawn.
  private func redrawStaleGlyphs(
    _ ops: [DrawOp], drawnWith: [String: [Double]], before: [String: Double],
    material: GlassMaterial, backdrop: PaintedBackdrop, size: (width: Int, height: Int),
    luma: inout [String: Double], into bytes: inout [UInt8]
  ) -> (adapted: [String: Double], boxes: [DamageBox]) {
    let adapted = adaptedLuma(of: ops, luma: luma)
    let stale = Set(
      adapted.keys.filter { key in
        let value = adapted[key]
        return drawnWith[key, default: []].contains { $0 != value }
          || before[key].map { $0 != value } ?? false
      })
    guard !stale.isEmpty else { return (adapted, []) }
    let (width, height) = size
    let boxes = recolouring(stale, in: ops, material: material, width: width, height: height)
    for box in boxes {
      let drawn = drawPass(
        ops, in: box, material: material, backdrop: backdrop, previousLuma: luma,
        width: width, height: height, into: &bytes)
      luma.merge(drawn.backdrop) { _, new in new }
    }
    return (adapted, boxes)
  }

  /// The luma the content on each flipping member of a container adapts to (`sampledLuma`),
  /// by glass key, from every member's backdrop luma, each taken over the layers drawn before
  /// that content as `draw` takes it.
  private func adaptedLuma(of ops: [DrawOp], luma: [String: Double]) -> [String: Double] {
    var members: [GlassFrame] = []
    var result: [String: Double] = [:]
    for op in ops {
      switch op {
      case .layer(let layer, _, _):
        members += layer
      case .content(_, let glass?) where glass.container != nil:
        guard Self.adaptsToBackdrop(glass, style),
          let value = sampledLuma(of: glass, drawn: members, luma: luma)
        else { continue }
        result[glass.key] = value
      case .content:
        continue
      }
    }
    return result
  }

  /// What a frame draws: its pixel size, the paint under everything that is painted into the
  /// cached backdrop (if any) and whether it hides the wallpaper, its drawing steps and the
  /// material.
  private func plan(_ frame: FrameState) -> (
    width: Int, height: Int, cover: ContentFrame?, hidesWallpaper: Bool, ops: [DrawOp],
    material: GlassMaterial
  ) {
    let frame = frame.drawable
    let (width, height) = pixelSize(of: frame.canvas)
    // An opaque full-canvas paint first hides the wallpaper; either one is the same every frame,
    // so it is painted once and copied from the cache afterwards. A paint under everything that
    // does not cover the canvas (a gradient inside the safe area) is painted over the wallpaper
    // into the cache once it has stayed the same from one frame to the next — one that animates
    // would repaint the whole canvas every frame, so it is drawn with the other steps instead.
    // Either way its pixels are the same: drawing is the same per pixel in any box.
    var cover: ContentFrame?
    var hidesWallpaper = false
    if case .content(let index)? = frame.items.first {
      let first = frame.content[index]
      if Self.coveredByOpaqueBackdrop(frame) {
        cover = first
        hidesWallpaper = true
      } else if case .paint = first.kind, first.glassKey == nil, backdropCache.repeats(first) {
        cover = first
      }
    }
    let ops = drawOps(of: frame, skippingFirst: cover != nil)
    return (width, height, cover, hidesWallpaper, ops, GlassMaterial(style: style, scale: scale))
  }

  /// The frame's drawing steps in order. A container's members are one layer — one per group of
  /// members close enough to touch (`GlassMaterial.groups`); glass nested inside another member
  /// (a chip in a bar) is a layer of its own drawn over it, sampling the glass behind it
  /// (Docs/Glass.md §3.1).
  func drawOps(of frame: FrameState, skippingFirst: Bool) -> [DrawOp] {
    let material = GlassMaterial(style: style, scale: scale)
    var ops: [DrawOp] = []
    var drawnContainers: Set<Int> = []
    var drawnLoose: Set<Int> = []
    for item in frame.items.dropFirst(skippingFirst ? 1 : 0) {
      switch item {
      case .content(let index):
        let content = frame.content[index]
        let glass = content.glassKey.flatMap { key in frame.glass.first { $0.key == key } }
        ops.append(.content(content, glass: glass))
      case .glass(let index):
        let element = frame.glass[index]
        if let container = element.container {
          guard !drawnContainers.contains(container) else { continue }
          drawnContainers.insert(container)
          let members = frame.glass.filter { $0.container == container }
          let spacing = frame.containers.first { $0.index == container }?.spacing ?? 0
          let nested = Set(Self.nestedMembers(members).map(\.key))
          let outer = members.filter { !nested.contains($0.key) }
          for group in material.groups(of: outer, unions: frame.unions, spacing: spacing) {
            ops.append(.layer(group, spacing: spacing, unions: frame.unions))
          }
          for member in members where nested.contains(member.key) {
            ops.append(.layer([member], spacing: 0, unions: frame.unions))
          }
        } else {
          guard !drawnLoose.contains(index) else { continue }
          drawnLoose.insert(index)
          ops.append(.layer([element], spacing: 0, unions: frame.unions))
        }
      }
    }
    return ops
  }

  /// Runs `ops` onto a canvas that already has the backdrop; returns the backdrop luma under each
  /// glass element it drew complete (for vibrancy). With a clip, steps wholly outside it are
  /// skipped; a skipped layer's members, and members not in `complete` (nil: all are), keep the
  /// previous frame's luma (`previousLuma`), so later steps see what a full redraw would. A layer
  /// that no earlier step reaches sits on the backdrop alone and reads its blurs from `blurs`
  /// (the backdrop's), the same pixels its own would have.
  func draw(
    _ ops: [DrawOp], material: GlassMaterial, previousLuma: [String: Double]?,
    complete: Set<String>? = nil, blurs: BackdropBlurs?, on canvas: Canvas
  ) -> DrawnLuma {
    var backdropLuma: [String: Double] = [:]
    var drawnLuma: [String: Double] = [:]
    var adapted: [String: [Double]] = [:]
    // The glass members of the layers so far, for the luma their container samples.
    var drawnMembers: [GlassFrame] = []
    // The boxes of the steps so far, each holding all a step reads and writes (a step without
    // one draws nothing).
    var reached: [PixelBox] = []
    for op in ops {
      let opExtent = extent(of: op, material: material, width: canvas.width, height: canvas.height)
      defer { if let opExtent { reached.append(opExtent) } }
      let skipped =
        canvas.clip.map { clip in opExtent.map { !clip.intersects($0) } ?? true } ?? false
      switch op {
      case .content(let content, let glass):
        guard !skipped else { continue }
        let luma = glass.flatMap {
          sampledLuma(of: $0, drawn: drawnMembers, luma: backdropLuma)
        }
        if let glass, let luma, glass.container != nil, Self.adaptsToBackdrop(glass, style) {
          adapted[glass.key, default: []].append(luma)
        }
        draw(
          content,
          vibrancy: glass.flatMap { Self.vibrancy(on: $0, backdropLuma: luma, style) },
          faceLuminance: glass.flatMap { Self.faceLuminance(of: $0, backdropLuma: luma, style) },
          on: canvas)
      case .layer(let members, let spacing, let unions):
        drawnMembers += members
        if skipped {
          for member in members { backdropLuma[member.key] = previousLuma?[member.key] }
          continue
        }
        let onBackdrop = opExtent.map { box in !reached.contains { $0.intersects(box) } } ?? false
        var result = material.draw(
          members, unions: unions, spacing: spacing, on: canvas,
          backdropBlurs: onBackdrop ? blurs : nil)
        // A member drawn only in part may have measured part of its backdrop: it keeps the
        // previous frame's luma (it is unchanged, or it would be complete).
        if let complete {
          for member in members where !complete.contains(member.key) {
            result.backdropLuma[member.key] = previousLuma?[member.key]
          }
        }
        backdropLuma.merge(result.backdropLuma) { _, new in new }
        drawnLuma.merge(result.backdropLuma.filter { complete?.contains($0.key) ?? true }) {
          _, new in new
        }
      }
    }
    return DrawnLuma(backdrop: drawnLuma, adapted: adapted)
  }

  /// Members lying wholly inside another member's frame: glass in glass, drawn as its own layer.
  static func nestedMembers(_ members: [GlassFrame]) -> [GlassFrame] {
    members.filter { inner in
      let shrunk = Rect(
        x: inner.frame.minX + 0.5, y: inner.frame.minY + 0.5,
        width: max(0, inner.frame.width - 1), height: max(0, inner.frame.height - 1))
      return members.contains { outer in
        outer.key != inner.key
          && outer.frame.width * outer.frame.height
            > inner.frame.width * inner.frame.height
          && outer.frame.intersection(shrunk) == shrunk
      }
    }
  }
}
