import Foundation
import MorphCore
import MorphFrame

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
  private var backdropCache = BackdropCache()
  /// The stand-in photo at the size app images were last drawn.
  private let photoCache = PhotoCache()

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
    var damage = damaged(
      from: comparable ? previous?.ops ?? [] : [], to: plan.ops, material: material,
      width: width, height: height)
    if let boxes = damage, boxes.reduce(0, { $0 + $1.draw.area }) * 10 > width * height * 6 {
      damage = nil
    }
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

  /// Draws `ops` over the backdrop inside `box.draw` (nil: the whole canvas) in floating point,
  /// in a buffer of that box alone, and writes the bytes of `box.store` into `bytes` (the frame,
  /// row-major RGBA); returns the backdrop luma under each glass element drawn complete. Each box
  /// is its own pass.
  private func drawPass(
    _ ops: [DrawOp], in box: DamageBox?, material: GlassMaterial, backdrop: PaintedBackdrop,
    previousLuma: [String: Double]?, width: Int, height: Int, into bytes: inout [UInt8]
  ) -> DrawnLuma {
    guard
      let drawn = drawBox(
        ops, in: box, material: material, backdrop: backdrop, previousLuma: previousLuma,
        width: width, height: height)
    else { return DrawnLuma(backdrop: [:], adapted: [:]) }
    store(drawn, width: width, into: &bytes)
    return drawn.luma
  }

  /// `drawPass`'s drawing: `ops` over the backdrop inside `box.draw` (nil: the whole canvas), in
  /// floating point, in a buffer of that box alone (nil when the box is empty).
  private func drawBox(
    _ ops: [DrawOp], in box: DamageBox?, material: GlassMaterial, backdrop: PaintedBackdrop,
    previousLuma: [String: Double]?, width: Int, height: Int
  ) -> DrawnBox? {
    let window = box?.draw ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    let columns = window.x1 - window.x0
    let rows = window.y1 - window.y0
    guard columns > 0, rows > 0 else { return nil }
    // The backdrop inside the box, rows copied in parallel.
    var pixels = [SIMD4<Float>](unsafeUninitializedCapacity: columns * rows) { buffer, count in
      nonisolated(unsafe) let target = buffer
      backdrop.pixels.withUnsafeBufferPointer { source in
        nonisolated(unsafe) let source = source
        Parallel.forEach(rows) { row in
          guard let to = target.baseAddress, let from = source.baseAddress else { return }
          (to + row * columns).initialize(
            from: from + (window.y0 + row) * width + window.x0, count: columns)
        }
      }
      count = columns * rows
    }
    var luma = DrawnLuma(backdrop: [:], adapted: [:])
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let canvas = Canvas(drawingInto: base, window: window, width: width, height: height)
      // A whole-canvas pass is unclipped, as in `render(_:)`.
      if box == nil { canvas.clip = nil }
      luma = draw(
        ops, material: material, previousLuma: previousLuma, complete: box?.complete,
        blurs: backdrop.blurs, on: canvas)
    }
    return DrawnBox(pixels: pixels, window: window, stored: box?.store ?? window, luma: luma)
  }

  /// `drawPass`'s storing: the bytes of `drawn.stored` (which lies in the drawn window) written
  /// into `bytes`, the frame `width` pixels wide.
  private func store(_ drawn: DrawnBox, width: Int, into bytes: inout [UInt8]) {
    let (window, stored) = (drawn.window, drawn.stored)
    guard window.contains(stored), !stored.isEmpty else { return }
    let columns = window.x1 - window.x0
    drawn.pixels.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress else { return }
      let offset = (stored.y0 - window.y0) * columns + (stored.x0 - window.x0)
      // Rows of the drawn buffer, `columns` apart.
      let storedColumns = stored.x1 - stored.x0
      let storedRows = stored.y1 - stored.y0
      bytes.withUnsafeMutableBufferPointer { target in
        Pixmap.storeSRGB(
          UnsafeBufferPointer(start: base + offset, count: source.count - offset),
          columns: storedColumns, rows: storedRows, stride: columns, into: target,
          at: (stored.x0, stored.y0), width: width)
      }
    }
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
  private func draw(
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

  /// The backdrop luma that content on `glass` adapts to. Glass in a container shares one
  /// sampling region (Apple's `GlassEffectContainer` documentation), so the members whose glyphs
  /// flip (`adaptsToBackdrop`) flip together: theirs is the mean of those members' lumas,
  /// weighted by visible area and rounded (`sharedLumaSteps`) — one colour for one label style
  /// across a container's buttons.
  /// Other glass (large, clear or tinted) keeps its own, which only its contrast floor reads.
  /// Nil while no luma is known.
  func sampledLuma(of glass: GlassFrame, drawn: [GlassFrame], luma: [String: Double])
    -> Double?
  {
    guard let container = glass.container, Self.adaptsToBackdrop(glass, style) else {
      return luma[glass.key]
    }
    var total = 0.0
    var weight = 0.0
    for member in drawn where member.container == container && Self.adaptsToBackdrop(member, style)
    {
      guard let value = luma[member.key] else { continue }
      let area = member.frame.width * member.frame.height * member.visibility
      total += value * area
      weight += area
    }
    guard weight > 0 else { return luma[glass.key] }
    return (total / weight * Self.sharedLumaSteps).rounded() / Self.sharedLumaSteps
  }

  /// A container's shared luma is rounded to 1/32: its glyphs change colour in steps a tenth of
  /// the flip band apart, not with every pixel its members move, so a frame redraws them only
  /// when their colour changes.
  static let sharedLumaSteps = 32.0

  /// Whether glyphs on `glass` turn dark or light with what is under it: small, untinted
  /// regular glass (Docs/Glass.md §3.9; large elements and clear glass do not flip).
  static func adaptsToBackdrop(_ glass: GlassFrame, _ style: GlassStyle) -> Bool {
    glass.glass.variant == .regular && glass.glass.tint == nil
      && min(glass.frame.width, glass.frame.height) <= style.vibrancyMaximumSize
  }

  /// `item` with a neutral foreground (black, white, greys, `.secondary`: the label colours)
  /// turned dark (`darkness` 1) or light (0) at its own opacity; coloured foregrounds keep their
  /// colour (Docs/Glass.md §3.9).
  static func adapted(_ item: ContentFrame, darkness: Double) -> ContentFrame {
    guard let color = neutralLabelColor(of: item) else { return item }
    return item.recoloured(Color(white: 1 - darkness, opacity: color.opacity))
  }

  /// The colour of a text or symbol drawn in a neutral label colour (black, white, greys,
  /// `.secondary`): what vibrancy and the contrast floor act on; nil for anything else.
  static func neutralLabelColor(of item: ContentFrame) -> Color? {
    guard case .color(let color) = item.foreground,
      max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue)
        < Self.neutralChroma
    else { return nil }
    switch item.kind {
    case .symbol, .text: return color
    default: return nil
    }
  }

  /// A foreground whose channels differ by less than this is a neutral label colour.
  static let neutralChroma = 0.1
  /// Text set smaller than this many pixels per em is not drawn: below it a glyph covers less
  /// than a pixel and the mask would be empty anyway.
  static let smallestTextPixelSize = 1.0

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

  /// How glyphs on `glass` adapt to what is under it (Docs/Glass.md §3.9): on small regular
  /// glass, 1 (dark) over light content, 0 (light) over dark, blended between the thresholds;
  /// nil where glyphs keep their colour (large or clear glass, unknown backdrop).
  static func vibrancy(on glass: GlassFrame, backdropLuma: Double?, _ style: GlassStyle)
    -> Double?
  {
    guard let luma = backdropLuma, Self.adaptsToBackdrop(glass, style) else { return nil }
    // Over an opaque face (Reduce Transparency) glyphs take the label colour of the appearance.
    if style.reduceTransparency { return style.appearance == .light ? 1 : 0 }
    let range = style.vibrancyRange
    return min(max((luma - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
  }

  // MARK: Backdrop

  /// Whether the first thing drawn is an opaque paint covering the whole canvas (then the
  /// wallpaper would be painted over entirely and is skipped).
  static func coveredByOpaqueBackdrop(_ frame: FrameState) -> Bool {
    guard case .content(let index)? = frame.items.first else { return false }
    let item = frame.content[index]
    guard item.opacity >= 1, item.scale == 1, item.frame.minX <= 0, item.frame.minY <= 0,
      item.frame.maxX >= frame.canvas.width, item.frame.maxY >= frame.canvas.height,
      case .paint(let paint) = item.kind
    else { return false }
    switch paint {
    case .color(let color): return color.opacity >= 1
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .angularGradient(let stops, _):
      return stops.allSatisfy { $0.color.opacity >= 1 }
    }
  }

  /// The pixels under everything — the backdrop (unless `hidesWallpaper`) with `cover` (the
  /// content item under everything, if any) over it — and their bytes, from the cache when an
  /// earlier frame painted the same.
  private func background(width: Int, height: Int, cover: ContentFrame?, hidesWallpaper: Bool)
    -> PaintedBackdrop
  {
    if let cached = backdropCache.backdrop(width: width, height: height, cover: cover) {
      return cached
    }
    // A paint over the backdrop starts from the backdrop alone (cached too: it is what the frames
    // before the paint joined it were drawn over), not from a second painting of it.
    var pixels =
      cover != nil && !hidesWallpaper
      ? Parallel.copy(
        background(width: width, height: height, cover: nil, hidesWallpaper: false).pixels)
      : [SIMD4<Float>](repeating: .zero, count: width * height)
    // Painted straight into the array that is cached (no canvas of its own to copy from).
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let canvas = Canvas(drawingInto: base, width: width, height: height)
      if let cover {
        draw(cover, on: canvas)
      } else {
        paintBackdrop(canvas)
      }
    }
    let painted = PaintedBackdrop(
      pixels: pixels, bytes: Pixmap(width: width, height: height, pixels: pixels).sRGBBytes(),
      width: width, height: height)
    backdropCache.store(painted, width: width, height: height, cover: cover)
    return painted
  }

  /// Paints the cover picture, or the wallpaper, over the whole canvas.
  private func paintBackdrop(_ canvas: Canvas) {
    let width = canvas.width
    let height = canvas.height
    if let background {
      let cover = Self.coverTransform(source: background, width: width, height: height)
      canvas.forRows(0..<height) { y in
        for x in 0..<width {
          canvas.pixels[y * width + x] = Self.sampleImage(
            background, x: (Double(x) + 0.5) * cover.scale + cover.dx,
            y: (Double(y) + 0.5) * cover.scale + cover.dy)
        }
      }
      return
    }
    Wallpaper.paint(canvas)
    if style.appearance == .dark {
      // The dark appearance dims the wallpaper (light scaled, alpha kept).
      let light = style.darkWallpaperLight
      canvas.forRows(0..<height) { y in
        for x in 0..<width {
          let index = y * width + x
          let pixel = canvas.pixels[index]
          canvas.pixels[index] = SIMD4(pixel.x * light, pixel.y * light, pixel.z * light, pixel.w)
        }
      }
    }
  }

  /// How a picture covers a `width` × `height` area: scale and offset from area pixels to picture pixels.
  static func coverTransform(source: Pixmap, width: Int, height: Int) -> (
    scale: Double, dx: Double, dy: Double
  ) {
    let scale = min(Double(source.width) / Double(width), Double(source.height) / Double(height))
    return (
      scale, (Double(source.width) - Double(width) * scale) / 2,
      (Double(source.height) - Double(height) * scale) / 2
    )
  }

  static func sampleImage(_ image: Pixmap, x: Double, y: Double) -> SIMD4<Float> {
    let ix = min(max(Int(saturating: x), 0), image.width - 1)
    let iy = min(max(Int(saturating: y), 0), image.height - 1)
    return image.pixels[iy * image.width + ix]
  }

  // MARK: Content

  private func draw(
    _ item: ContentFrame, vibrancy: Double? = nil, faceLuminance: Double? = nil,
    on canvas: Canvas
  ) {
    guard item.opacity > 0.001 else { return }
    var item = vibrancy.map { Self.adapted(item, darkness: $0) } ?? item
    if let faceLuminance { item = Self.legible(item, onFace: faceLuminance) }
    let (rect, pivot) = placement(of: item)
    guard rect.width > 0.01, rect.height > 0.01 else { return }
    let opacity = Float(item.opacity)
    // A blur wider than the canvas looks the same as one as wide as the canvas; clamping keeps
    // the layer and the blur's cost bounded.
    let diagonal = (Double(canvas.width * canvas.width + canvas.height * canvas.height))
      .squareRoot()
    let blur = min(item.blur * scale, diagonal)
    let rotation = item.rotation.truncatingRemainder(dividingBy: 360)
    guard blur > 0.3 || item.clip != nil || rotation != 0 else {
      drawKind(item, in: rect, opacity: opacity, on: canvas)
      return
    }
    // Blurred, clipped or rotated content is drawn on its own layer, then composited.
    let margin = blur * 3 + 1
    let reach = Double(max(canvas.width, canvas.height))
    let limit = Rect(
      x: -reach, y: -reach, width: Double(canvas.width) + 2 * reach,
      height: Double(canvas.height) + 2 * reach)
    let padded = Rect(
      x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin,
      height: rect.height + 2 * margin
    ).intersection(limit)
    let originX = Int(saturating: padded.minX.rounded(.down))
    let originY = Int(saturating: padded.minY.rounded(.down))
    let layerWidth = Int(saturating: padded.maxX.rounded(.up)) - originX
    let layerHeight = Int(saturating: padded.maxY.rounded(.up)) - originY
    guard layerWidth > 0, layerHeight > 0 else { return }
    let layer = Canvas(width: layerWidth, height: layerHeight)
    // Unblurred and unturned, a layer pixel lands on the canvas pixel at the same offset: only
    // those inside the canvas's clip need drawing (same coordinates, so the same values).
    if let clip = canvas.clip, blur <= 0.3, rotation == 0 {
      layer.clip = PixelBox(
        x0: clip.x0 - originX, y0: clip.y0 - originY, x1: clip.x1 - originX, y1: clip.y1 - originY)
    }
    drawKind(
      item, in: rect.offsetBy(dx: -Double(originX), dy: -Double(originY)), opacity: opacity,
      on: layer)
    let pixels =
      blur > 0.3
      ? BoxBlur.blur(layer.snapshot(), width: layer.width, height: layer.height, sigma: blur)
      : layer.snapshot()
    let source = LayerSample(
      pixels: pixels, width: layer.width, height: layer.height, originX: originX, originY: originY)
    let centre = pivot ?? Point(x: rect.midX, y: rect.midY)
    let turn = LayerTurn(degrees: rotation, about: centre)
    let clip = item.clip
    let pointsToPixels = scale
    let bounds = canvas.pixelBounds(turn.boundingBox(of: padded), margin: 1)
    guard !bounds.x.isEmpty else { return }
    canvas.forRows(bounds.y) { y in
      for x in bounds.x {
        let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        var color =
          rotation == 0
          ? source.pixel(x: x - originX, y: y - originY)
          : source.bilinear(at: turn.inverse(point))
        if let clip {
          let coverage = ShapeDistance.coverage(
            distance: clip.distance(to: point, scale: pointsToPixels))
          guard coverage > 0 else { continue }
          color *= Float(coverage)
        }
        if color.w > 0 { canvas.blend(color, x: x, y: y) }
      }
    }
  }

  /// Where `item` is drawn, in pixels: its frame scaled about the pivot (the scaled view's centre)
  /// or its own centre, and the pivot in pixels.
  func placement(of item: ContentFrame) -> (rect: Rect, pivot: Point?) {
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
    return (rect, pivot)
  }

  private func drawKind(_ item: ContentFrame, in rect: Rect, opacity: Float, on canvas: Canvas) {
    switch item.kind {
    case .paint(let paint):
      let shader = PaintShader(paint, in: rect, scale: scale)
      if case .solid(let colour) = shader.kind {
        // One colour: the pixels wholly inside the rectangle take the same source (colour × 1 ×
        // opacity, composited as `Canvas.blend` does); only the edge pixels need their coverage.
        let source = colour * Float(1) * opacity
        let bounds = canvas.pixelBounds(rect)
        guard !bounds.x.isEmpty else { return }
        // Columns whose pixel square lies inside: x − ½ ≥ minX and x + ½ ≤ maxX (centres at x).
        // None when the rectangle is narrower than a pixel (ceil(minX) > floor(maxX): the
        // range would run backwards, found by fuzzing).
        let innerStart = max(bounds.x.lowerBound, Int(saturating: rect.minX.rounded(.up)))
        let innerEnd = min(bounds.x.upperBound, Int(saturating: rect.maxX.rounded(.down)))
        let inner = innerStart..<max(innerStart, innerEnd)
        canvas.forRows(bounds.y) { y in
          let row = Double(y) + 0.5
          for x in bounds.x where inner.isEmpty || x < inner.lowerBound || x >= inner.upperBound {
            let coverage = Self.boxCoverage(x: Double(x) + 0.5, y: row, rect: rect)
            if coverage > 0 { canvas.blend(source * Float(coverage), x: x, y: y) }
          }
          guard !inner.isEmpty else { return }
          let coverage = Self.boxCoverage(x: Double(inner.lowerBound) + 0.5, y: row, rect: rect)
          guard coverage > 0 else { return }
          canvas.composite(colour * Float(coverage) * opacity, over: inner, y: y)
        }
        return
      }
      fill(rect, on: canvas) { x, y in
        let coverage = Self.boxCoverage(x: x, y: y, rect: rect)
        return coverage > 0 ? shader.color(x: x, y: y) * Float(coverage) * opacity : nil
      }
    case .shape(let kind, let radius, let paint):
      let shader = PaintShader(paint, in: rect, scale: scale)
      let r = radius * scale
      let bounds = canvas.pixelBounds(rect)
      guard !bounds.x.isEmpty else { return }
      let ellipse = kind == .ellipse
      canvas.forRows(bounds.y) { y in
        let row = Double(y) + 0.5
        var start = bounds.x.lowerBound
        while start < bounds.x.upperBound {
          let end = min(start + GlassMaterial.spanWidth, bounds.x.upperBound)
          // A rounded rectangle's distance changes by at most the distance moved, so a span
          // whose centre lies deeper than half its length plus half a pixel is wholly covered:
          // coverage 1 without a distance per pixel (what the formula gives there).
          let centre = Point(x: Double(start + end) / 2, y: row)
          let covered =
            !ellipse
            && ShapeDistance.roundedRectangle(centre, in: rect, radius: r)
              + Double(end - start) / 2 <= -0.5
          // A covered span of one colour: the same source over every pixel (colour × 1 × opacity,
          // composited as `Canvas.blend` does), without a shader call or clip test per pixel
          // (the bounds are clipped already).
          if covered, case .solid(let colour) = shader.kind {
            canvas.composite(colour * opacity, over: start..<end, y: y)
            start = end
            continue
          }
          // A span along the outline: eight pixels at a time, those wholly inside (coverage 1)
          // or wholly outside (coverage 0, nothing drawn) found by the same bound, the rest
          // pixel by pixel.
          var chunk = start
          while chunk < end {
            let chunkEnd = min(chunk + Self.outlineChunk, end)
            var inside = covered
            if !covered && !ellipse {
              let depth = ShapeDistance.roundedRectangle(
                Point(x: Double(chunk + chunkEnd) / 2, y: row), in: rect, radius: r)
              let half = Double(chunkEnd - chunk) / 2
              if depth - half >= 0.5 {
                chunk = chunkEnd
                continue
              }
              inside = depth + half <= -0.5
            }
            for x in chunk..<chunkEnd {
              let point = Point(x: Double(x) + 0.5, y: row)
              let coverage =
                inside
                ? 1
                : ShapeDistance.coverage(
                  distance: ellipse
                    ? ShapeDistance.ellipse(point, in: rect)
                    : ShapeDistance.roundedRectangle(point, in: rect, radius: r))
              guard coverage > 0 else { continue }
              canvas.blend(
                shader.color(x: point.x, y: row) * Float(coverage) * opacity, x: x, y: y)
            }
            chunk = chunkEnd
          }
          start = end
        }
      }
    case .shadow(let kind, let radius, let blur, let color, let castBy):
      drawShadow(
        kind, radius: radius, blur: blur, color: color, castBy: castBy, in: rect,
        opacity: opacity, on: canvas)
    case .stroke(let kind, let radius, let lineWidth, let paint):
      drawStroke(
        kind, radius: radius, lineWidth: lineWidth, paint: paint, in: rect, opacity: opacity,
        on: canvas)
    case .symbol(let name):
      let side = min(rect.width, rect.height)
      let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
      let color = Self.solid(item.foreground) * opacity
      // The Material icon standing in for the SF Symbol, set by the font engine when there is one.
      if let mask = text?.iconMask(for: SymbolCatalog.icon(for: name).codepoint, pixelSize: side) {
        let originX = Int(saturating: (box.midX - Double(mask.width) / 2).rounded())
        let originY = Int(saturating: (box.midY - Double(mask.height) / 2).rounded())
        for row in 0..<mask.height {
          let y = originY + row
          guard y >= 0 && y < canvas.height else { continue }
          for column in 0..<mask.width {
            let x = originX + column
            guard x >= 0 && x < canvas.width else { continue }
            let coverage = mask.coverage[row * mask.width + column]
            if coverage > 0 { canvas.blend(color * coverage, x: x, y: y) }
          }
        }
        return
      }
      let art = SymbolArt.primitives(for: name) ?? SymbolArt.unknown
      fill(box, on: canvas) { x, y in
        let d = SymbolArt.distance(art, x: (x - box.minX) / side, y: (y - box.minY) / side) * side
        let coverage = ShapeDistance.coverage(distance: d)
        return coverage > 0 ? color * Float(coverage) : nil
      }
    case .text(let string, let font):
      drawText(
        string, font: font, scaledBy: item.scale, in: rect,
        color: Self.solid(item.foreground) * opacity, on: canvas)
    case .image(let name):
      let image = images[name] ?? background
      // Without a picture, the stand-in photo sampled at the image's own pixel grid.
      let photoWidth = max(1, Int(saturating: rect.width.rounded(.up)))
      let photoHeight = max(1, Int(saturating: rect.height.rounded(.up)))
      let photo = image == nil ? photoCache.pixels(width: photoWidth, height: photoHeight) : []
      fill(rect, on: canvas) { x, y in
        let coverage = Self.boxCoverage(x: x, y: y, rect: rect)
        guard coverage > 0 else { return nil }
        let u = (x - rect.minX) / rect.width
        let v = (y - rect.minY) / rect.height
        let color: SIMD4<Float>
        if let image {
          color = Self.sampleImage(image, x: u * Double(image.width), y: v * Double(image.height))
        } else {
          let column = min(max(Int(saturating: u * Double(photoWidth)), 0), photoWidth - 1)
          let row = min(max(Int(saturating: v * Double(photoHeight)), 0), photoHeight - 1)
          color = photo[row * photoWidth + column]
        }
        return color * Float(coverage) * opacity
      }
    }
  }

  /// Draws `string` in `rect` (pixels, already scaled by `itemScale`): the glyphs are set at
  /// the font's size times the render scale times `itemScale`, so text grows and shrinks with
  /// its view (a pressed button, content travelling with its glass) rather than staying at its
  /// laid-out size inside a smaller frame.
  private func drawText(
    _ string: String, font: FontSpec, scaledBy itemScale: Double, in rect: Rect,
    color: SIMD4<Float>, on canvas: Canvas
  ) {
    // A scaled size is kept to a quarter pixel: an animation then reuses the glyph masks of
    // nearby frames instead of rasterising a new size every frame (invisible at that step).
    let pixelSize =
      itemScale == 1 ? font.size * scale : (font.size * scale * itemScale * 4).rounded() / 4
    guard pixelSize >= Self.smallestTextPixelSize, font.size > 0 else { return }
    let sized = pixelSize / font.size
    let lineHeight = font.lineHeight * sized
    let lineCount = max(1, Int(saturating: (rect.height / lineHeight).rounded()))
    // Lines broken where layout broke them: the same font metrics, in points.
    let lines =
      lineCount > 1
      ? Array(
        font.metrics.lines(
          of: string, width: rect.width / (scale * itemScale), size: font.size,
          weight: font.weight,
          monospacedDigits: font.monospacedDigits
        ).prefix(lineCount)) : [string]
    for (index, line) in lines.enumerated() {
      let lineRect = Rect(
        x: rect.minX, y: rect.minY + Double(index) * lineHeight, width: rect.width,
        height: lineHeight)
      guard let rasterizer = text,
        let mask = rasterizer.mask(for: line, pixelSize: pixelSize, font: font)
      else {
        drawWordBars(line, in: lineRect, pixelSize: pixelSize, color: color, on: canvas)
        continue
      }
      let originX = Int(saturating: lineRect.minX.rounded())
      let originY = Int(saturating: (lineRect.midY - Double(mask.height) / 2).rounded())
      for row in 0..<mask.height {
        let y = originY + row
        guard y >= 0 && y < canvas.height else { continue }
        for column in 0..<mask.width {
          let x = originX + column
          guard x >= 0 && x < canvas.width, Double(column) <= rect.width + pixelSize else {
            continue
          }
          let coverage = mask.coverage[row * mask.width + column]
          if coverage > 0 { canvas.blend(color * coverage, x: x, y: y) }
        }
      }
    }
  }

  private func drawWordBars(
    _ line: String, in rect: Rect, pixelSize: Double, color: SIMD4<Float>, on canvas: Canvas
  ) {
    var x = rect.minX
    let height = pixelSize * 0.5
    for word in line.split(separator: " ") {
      let width = Double(word.count) * pixelSize * 0.55
      let bar = Rect(x: x, y: rect.midY - height / 2, width: width, height: height)
      fill(bar, on: canvas) { px, py in
        let coverage = ShapeDistance.coverage(
          distance: ShapeDistance.roundedRectangle(Point(x: px, y: py), in: bar, radius: height / 2)
        )
        return coverage > 0 ? color * Float(coverage) * 0.6 : nil
      }
      x += width + pixelSize * 0.3
    }
  }

  /// Pixels per test of a shape's outline span for wholly inside or outside: a rounded
  /// rectangle's distance changes by at most the distance moved, so eight pixels are decided by
  /// their centre's distance and half their width.
  static let outlineChunk = 8

  /// Composites `shader(x, y)` (premultiplied, nil = nothing) over every pixel near `rect`.
  private func fill(
    _ rect: Rect, on canvas: Canvas, _ shader: @escaping @Sendable (Double, Double) -> SIMD4<Float>?
  ) {
    let bounds = canvas.pixelBounds(rect)
    guard !bounds.x.isEmpty else { return }
    canvas.forRows(bounds.y) { y in
      for x in bounds.x {
        if let color = shader(Double(x) + 0.5, Double(y) + 0.5) { canvas.blend(color, x: x, y: y) }
      }
    }
  }

  /// Anti-aliased coverage of a pixel by an axis-aligned rectangle (overlap area of the pixel square).
  static func boxCoverage(x: Double, y: Double, rect: Rect) -> Double {
    let cx = max(0, min(x + 0.5, rect.maxX) - max(x - 0.5, rect.minX))
    let cy = max(0, min(y + 0.5, rect.maxY) - max(y - 0.5, rect.minY))
    return min(1, cx) * min(1, cy)
  }

  /// A single colour for symbols and text (a gradient's middle stop).
  static func solid(_ paint: Paint) -> SIMD4<Float> {
    switch paint {
    case .color(let color): return color.premultipliedLinear
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .angularGradient(let stops, _):
      return (stops.isEmpty ? Color.primary : stops[stops.count / 2].color).premultipliedLinear
    }
  }
}
