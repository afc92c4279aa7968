import Foundation
import MorphCore
import MorphFrame

/// Glass of one layer — the members of a container, or one glass nested in another — drawn as a
/// single blended distance field with the iOS 26 material (Docs/Glass.md §3), in named stages:
/// `shadow` (content-adaptive, under the field), `backdrop` (what is behind, sharp and blurred
/// with σ by size), then per pixel `field` (blended distance and normal without swelling, §3.7),
/// `lens` (the folding edge band, §3.4), `tone` (§3.3), `tint`, `press` (§3.8) and `specular`
/// (two lobes, §3.5). Glass visibility scales the lens, blur and opacity together.
struct GlassMaterial {
  let style: GlassStyle
  let scale: Double

  /// One member of the field, with its optics, in pixels. A plain value (no references), so the
  /// per-pixel loops copy it without reference counting; its key is kept beside it.
  /// Rec. 709 luma weights (ITU-R BT.709-6 §3), for the luma of a colour in any encoding.
  static let lumaWeights = (r: 0.2126, g: 0.7152, b: 0.0722)

  struct Shape: Sendable {
    let rect: Rect
    let radius: Double
    let ellipse: Bool
    let visibility: Double
    let glass: GlassSpec
    let prominent: Bool
    /// A union's bounding shape and how formed it is.
    let union: (rect: Rect, radius: Double, strength: Double)?
    /// Lens band width H and rim displacement A (§3.4), in pixels.
    let band: Double
    let depth: Double
    /// How far into its press the element is (0 at rest, 1 fully pressed, §3.8).
    let press: Double
    /// The backdrop blur under this shape (Gaussian σ, pixels): clear, surface or control (§3.2).
    let blur: Double
    /// Clear glass's black dimming over bright content (0…`GlassStyle.clearDimming`), set once the
    /// backdrop under the shape is known.
    var dimming = 0.0
    /// The peak alpha of the shape's own shadow (§3.6), set once the backdrop under it is known.
    var shadowOpacity = 0.0
    /// The tint as the shading blends it across a merged field: its strength s, then s times
    /// each channel of the tint colour less the adaptation times the tint's luma (all 0 for
    /// untinted glass).
    var tint: SIMD4<Float> = .zero

    /// Whether `distance` changes by at most the distance moved (a true distance field, or a
    /// union's mix of two), so its value at one point bounds it nearby: span culling, interior
    /// spans and the shadow's opaque spans rely on that. An ellipse's distance is approximate and
    /// changes faster inside it, so it bounds nothing.
    var distanceBoundsNeighbours: Bool { !ellipse }

    /// The box the shape's distance field is drawn from: its frame, and its union's.
    var reach: Rect { union.map { rect.union($0.rect) } ?? rect }

    func distance(_ point: Point) -> Double {
      let own =
        ellipse
        ? ShapeDistance.ellipse(point, in: rect)
        : ShapeDistance.roundedRectangle(point, in: rect, radius: radius)
      guard let union else { return own }
      let joined = ShapeDistance.roundedRectangle(point, in: union.rect, radius: union.radius)
      return own + (joined - own) * union.strength
    }

    /// `distance` at eight points (xs, y) of a row, in `Float` (for the shadow).
    @inline(__always)
    func distances(xs: VectorMath.Lanes, y: Double) -> VectorMath.Lanes {
      guard !ellipse else {
        var result = VectorMath.Lanes()
        for lane in 0..<8 { result[lane] = Float(distance(Point(x: Double(xs[lane]), y: y))) }
        return result
      }
      func lanes(_ rect: Rect, _ radius: Double) -> VectorMath.Lanes {
        VectorMath.roundedRectangle(
          xs: xs, y: Float(y), cx: Float(rect.midX), cy: Float(rect.midY),
          hx: Float(rect.width / 2), hy: Float(rect.height / 2),
          r: Float(min(max(radius, 0), min(rect.width, rect.height) / 2)))
      }
      let own = lanes(rect, radius)
      guard let union else { return own }
      return own + (lanes(union.rect, union.radius) - own) * Float(union.strength)
    }

    /// The distance and its unit gradient (the outward normal), from the distance formulas
    /// differentiated; a forming union mixes the two gradients as it mixes the distances.
    @inline(__always)
    func sample(_ point: Point) -> (distance: Double, normal: (x: Double, y: Double)) {
      let own =
        ellipse
        ? ShapeDistance.ellipseWithGradient(point, in: rect)
        : ShapeDistance.roundedRectangleWithGradient(point, in: rect, radius: radius)
      guard let union else { return (own.distance, (own.x, own.y)) }
      let joined = ShapeDistance.roundedRectangleWithGradient(
        point, in: union.rect, radius: union.radius)
      let s = union.strength
      let gx = own.x + (joined.x - own.x) * s
      let gy = own.y + (joined.y - own.y) * s
      let length = (gx * gx + gy * gy).squareRoot()
      let normal = length > 1e-9 ? (gx / length, gy / length) : (own.x, own.y)
      return (own.distance + (joined.distance - own.distance) * s, normal)
    }
  }

  /// The colour of one layer's pixel, and the statistics the renderer needs afterwards.
  struct Result {
    /// Mean encoded luma of the backdrop under each member, by key (for vibrancy, §3.9).
    var backdropLuma: [String: Double] = [:]
  }

  // MARK: Drawing

  /// Draws `members` as one layer with blend width `spacing` (points) onto `canvas`. With
  /// `backdropBlurs`, the canvas under everything the layer reads is that backdrop's, untouched.
  @discardableResult
  func draw(
    _ members: [GlassFrame], unions: [UnionFrame], spacing: Double, on canvas: Canvas,
    backdropBlurs: BackdropBlurs? = nil
  ) -> Result {
    var shapes: [Shape] = []
    var keys: [String] = []
    for member in members {
      guard let shape = shape(for: member, unions: unions) else { continue }
      shapes.append(shape)
      keys.append(member.key)
    }
    guard !shapes.isEmpty else { return Result() }
    // The blend width in pixels: the container's spacing (Docs/Glass.md §2).
    let blend = spacing * scale
    var bounds = shapes[0].rect
    for shape in shapes.dropFirst() { bounds = bounds.union(shape.rect) }
    // The backdrop region does not depend on what is being redrawn, so a layer reads the same
    // pixels whether the whole frame or only a damaged box is drawn.
    let layerBox = canvas.pixelBounds(bounds, margin: Self.blendMargin(blend), clipped: false)
    let glassBox = canvas.pixelBounds(bounds, margin: Self.blendMargin(blend))
    guard !layerBox.x.isEmpty, !layerBox.y.isEmpty else { return Result() }

    let backdrop = Backdrop(
      canvas: canvas, around: layerBox, shapes: shapes, margin: Self.blendMargin(blend),
      scale: scale, blurs: backdropBlurs)
    let result = measure(&shapes, keys: keys, over: backdrop)
    drawShadow(shapes, bounds: bounds, on: canvas)
    shadeLayer(shapes, blend: blend, in: glassBox, over: backdrop, on: canvas)
    return result
  }

  /// What each member takes from the backdrop under it before it is drawn: the mean luma (for
  /// vibrancy, and the clear variant's dimming over bright content, §3.3) and its shadow's
  /// opacity by its own size and the detail under it (§3.6) — per member, so a member's pixels
  /// depend on the members near it and not on the whole layer.
  private func measure(_ shapes: inout [Shape], keys: [String], over backdrop: Backdrop) -> Result {
    var result = Result()
    for index in shapes.indices {
      let luma = backdrop.meanLuma(under: shapes[index])
      result.backdropLuma[keys[index]] = luma
      if shapes[index].glass.variant == .clear {
        let range = style.clearDimmingRange
        let amount = min(
          max((luma - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
        shapes[index].dimming = style.clearDimming * amount
      }
    }
    for index in shapes.indices {
      shapes[index].shadowOpacity = shadowOpacity(
        of: shapes[index], detail: backdrop.detail(under: [shapes[index]]))
    }
    return result
  }

  /// Shades the layer's pixels in `glassBox`, row by row: along a row each span of pixels
  /// evaluates only the shapes that can be nearest or blend there (`forSpans`), eight pixels at a
  /// time (`shadeLanes`), composited over the canvas (`composite`).
  private func shadeLayer(
    _ shapes: [Shape], blend: Double, in glassBox: (x: Range<Int>, y: Range<Int>),
    over backdrop: Backdrop,
    on canvas: Canvas
  ) {
    let style = self.style
    let pixelScale = self.scale
    // A shape farther from a row than this cannot change its pixels: the row's pixels that are
    // drawn lie within blendMargin of some shape, and a shape more than the blend width beyond the
    // nearest one folds in with weight 0 (§3.7).
    let rowReach = Self.blendMargin(blend) + blend + 1
    // Views of the backdrop and the shapes: the shading loop reads them without touching
    // reference counts (see `BackdropViews`).
    backdrop.withViews { backdrop in
      shapes.withUnsafeBufferPointer { shapesToShade in
        // Only read while the rows are drawn, and the array outlives them.
        nonisolated(unsafe) let shapesToShade = shapesToShade
        canvas.forRows(glassBox.y) { y in
          let row = Double(y) + 0.5
          let inRow = shapesToShade.filter {
            row >= $0.reach.minY - rowReach && row <= $0.reach.maxY + rowReach
          }
          guard !inRow.isEmpty else { return }
          Self.forSpans(
            of: glassBox.x, row: row, shapes: inRow, reach: rowReach, blend: blend
          ) { nearby, span in
            // A span deep inside a single shape — past the lens band and the specular lobes at
            // every pixel — shades the same whatever the field's exact depth and normal there: no
            // lens displacement, no light. Its field need not be evaluated per pixel.
            let interior = Self.interiorField(
              of: nearby, span: span, row: row, style: style, scale: pixelScale)
            // Eight pixels at a time; lanes past the span's end are computed and not drawn.
            var x = span.lowerBound
            while x < span.upperBound {
              let xs = Lanes(repeating: Float(x) + 0.5) + Self.laneOffsets
              let field =
                interior ?? Self.field(nearby, xs: xs, y: Float(row), blend: Float(blend))
              // Anti-aliased coverage: clamp(0.5 − d, 0, 1) (§3.7).
              var coverage = 0.5 - field.distance
              coverage.replace(with: 1, where: coverage .> 1)
              coverage.replace(
                with: 0,
                where: .!(coverage .> 0) .| .!field.near
                  .| (Self.laneOffsets .>= Float(span.upperBound - x)))
              guard any(coverage .> 0) else {
                x += 8
                continue
              }
              let colour = Self.shadeLanes(
                x0: x, y: y, field: field, covered: coverage .> 0, shapes: nearby,
                backdrop: backdrop, style: style, scale: pixelScale)
              Self.composite(
                colour, alpha: coverage * field.visibility, coverage: coverage, x: x, y: y,
                end: span.upperBound, on: canvas)
              x += 8
            }
          }
        }
      }
    }
  }

  /// The colour of eight pixels: each lane takes its dominant shape's material — usually one
  /// shape for all eight, otherwise one pass per shape dominant here.
  @inline(__always)
  private static func shadeLanes(
    x0 x: Int, y: Int, field: FieldLanes, covered: LaneMask, shapes nearby: [Shape],
    backdrop: BackdropViews, style: GlassStyle,
    scale pixelScale: Double
  ) -> BackdropRegion.ChannelLanes {
    var pending = covered
    let firstDominant = field.index[0]
    if all(field.index .== Lanes(repeating: firstDominant)) {
      return Self.shade(
        x0: x, y: y, field: field, shape: nearby[Int(firstDominant)], backdrop: backdrop,
        style: style, scale: pixelScale)
    }
    var colour: BackdropRegion.ChannelLanes = (.zero, .zero, .zero)
    for lane in 0..<8 where pending[lane] {
      let dominant = field.index[lane]
      let group = pending .& (field.index .== Lanes(repeating: dominant))
      let shaded = Self.shade(
        x0: x, y: y, field: field, shape: nearby[Int(dominant)], backdrop: backdrop,
        style: style, scale: pixelScale)
      colour.r.replace(with: shaded.r, where: group)
      colour.g.replace(with: shaded.g, where: group)
      colour.b.replace(with: shaded.b, where: group)
      pending .&= .!group
    }
    return colour
  }

  /// The field of a span lying wholly deeper inside its only shape than the lens band and the
  /// specular lobes reach (the distance at the span's centre bounds it over the span), standing in
  /// for every pixel's: there the shading depends on neither depth nor normal. Nil otherwise.
  static func interiorField(
    of shapes: [Shape], span: Range<Int>, row: Double, style: GlassStyle, scale: Double
  ) -> FieldLanes? {
    guard shapes.count == 1, shapes[0].distanceBoundsNeighbours else { return nil }
    let shape = shapes[0]
    let lobes = max(style.specularWidth, style.specularSoftWidth) * scale
    let deepest = max(shape.band, lobes) + 1
    let centre = Point(x: Double(span.lowerBound + span.upperBound) / 2, y: row)
    let half = Double(span.count) / 2
    let distance = shape.distance(centre)
    guard distance + half <= -deepest else { return nil }
    return FieldLanes(uniform: shape, distance: Float(distance + half), normal: (0, -1))
  }

  /// Pixels per span of `forSpans`: short enough to leave far shapes out, long enough that
  /// choosing the shapes costs little beside the pixels.
  static let spanWidth = 32

  /// Runs `body` for each span of `columns` (pixels, on the row whose centre is at `row`) with
  /// the shapes that can matter there, skipping spans no shape reaches. A distance field changes
  /// by at most the distance moved, so over a span of half-length h a shape whose distance at the
  /// span's centre is d lies between d − h and d + h everywhere in it. A shape is left out when it
  /// is at least `reach` away everywhere in the span, or when everywhere in it another shape is
  /// nearer by `blend` or more (it folds in with weight 0, §3.7; with `blend` 0 it is never the
  /// nearest). Shapes whose distance bounds nothing (`distanceBoundsNeighbours`) are always
  /// kept. Consecutive spans with the same shapes share one array.
  static func forSpans(
    of columns: Range<Int>, row: Double, shapes: [Shape], reach: Double, blend: Double,
    _ body: ([Shape], Range<Int>) -> Void
  ) {
    // Past 64 shapes in a row (one bit each) every span takes them all.
    guard shapes.count <= 64 else {
      var start = columns.lowerBound
      while start < columns.upperBound {
        body(shapes, start..<min(start + spanWidth, columns.upperBound))
        start += spanWidth
      }
      return
    }
    var start = columns.lowerBound
    var chosen: [Shape] = []
    var chosenMask: UInt64 = 0
    withUnsafeTemporaryAllocation(of: Double.self, capacity: shapes.count) { distances in
      while start < columns.upperBound {
        let end = min(start + spanWidth, columns.upperBound)
        let centre = Point(x: Double(start + end) / 2, y: row)
        let half = Double(end - start) / 2
        var nearestFarthest = Double.infinity
        for index in shapes.indices {
          distances[index] = shapes[index].distance(centre)
          // A shape whose distance bounds nothing is never left out (and bounds no other).
          if shapes[index].distanceBoundsNeighbours {
            nearestFarthest = min(nearestFarthest, distances[index] + half)
          }
        }
        var mask: UInt64 = 0
        for index in shapes.indices {
          let nearest = distances[index] - half
          if !shapes[index].distanceBoundsNeighbours
            || (nearest < reach && nearest <= nearestFarthest + blend)
          {
            mask |= 1 << UInt64(index)
          }
        }
        if mask != 0 {
          if mask != chosenMask {
            chosenMask = mask
            // Rebuilt in place (the body has let go of it): no allocation per change.
            chosen.removeAll(keepingCapacity: true)
            for index in shapes.indices where mask & (1 << UInt64(index)) != 0 {
              chosen.append(shapes[index])
            }
          }
          body(chosen, start..<end)
        }
        start = end
      }
    }
  }

  /// 0…7: the offsets of eight neighbouring pixels along a row.
  static let laneOffsets = VectorMath.Lanes(0, 1, 2, 3, 4, 5, 6, 7)

  /// Shadow alpha below which a pixel is left alone: darkening linear light by 0.2 % moves an
  /// 8-bit sRGB code by under a quarter of a level (at most 0.002 × 255 / 2.4 = 0.21 at white),
  /// so the shadow's cut-off never shows as a step.
  static let shadowThreshold = 0.002

  /// How far (pixels) beyond its shape a shadow of peak `opacity` reaches before its alpha
  /// opacity · e^(−d²/blur²) falls under `shadowThreshold` (plus a pixel), not counting its
  /// offset.
  func shadowReach(opacity: Double) -> Double {
    style.shadowBlur * scale * log(max(opacity / Self.shadowThreshold, 1)).squareRoot() + 1
  }

  /// The farthest any shadow writes beyond its shape, in pixels: the reach of the deepest shadow
  /// a member can cast (`GlassStyle.shadowMaximum`), its offset, and a pixel of rounding.
  var shadowExtent: Double {
    shadowReach(opacity: style.shadowMaximum) + style.shadowOffset * scale + 1
  }

  /// How far outside its shapes a layer draws its blended outline, in pixels.
  static func blendMargin(_ blend: Double) -> Double { blend / 4 + 2 }

  /// Everything a layer of `members` reads or writes, in pixels: `layerExtent`'s two boxes
  /// joined.
  func footprint(of members: [GlassFrame], unions: [UnionFrame], spacing: Double) -> Rect? {
    layerExtent(of: members, unions: unions, spacing: spacing).map { $0.reads.union($0.writes) }
  }

  /// What a layer of `members` reads and writes, in pixels: its shapes grown by what it reads
  /// (outline margin and three blur σ: the backdrop region; the lens samples inward, within the
  /// outline) and by what it writes (the blended outline, drawn only within `blendMargin` of the
  /// shapes, and the shadow's reach). Whatever one member reads or writes lies inside these.
  func layerExtent(of members: [GlassFrame], unions: [UnionFrame], spacing: Double) -> (
    reads: Rect, writes: Rect
  )? {
    let shapes = members.compactMap { shape(for: $0, unions: unions) }
    guard var bounds = shapes.first?.rect else { return nil }
    for shape in shapes.dropFirst() { bounds = bounds.union(shape.rect) }
    let blend = spacing * scale
    let widestBlur = shapes.map(\.blur).max() ?? 0
    func grown(_ margin: Double) -> Rect {
      Rect(
        x: bounds.minX - margin, y: bounds.minY - margin, width: bounds.width + 2 * margin,
        height: bounds.height + 2 * margin)
    }
    return (
      grown(Self.blendMargin(blend) + widestBlur * 3 + 4),
      grown(max(Self.blendMargin(blend), shadowExtent) + 2)
    )
  }

  /// What one member of a layer of `spacing` whose widest blur is `widestBlur` (σ, pixels) reads
  /// and writes, in pixels (nil when it draws nothing). It writes its glass, its shadow, and the
  /// blended outline and optics wherever it folds into the field (within the blend width of its
  /// outline, §3.7); it reads the backdrop there grown by three of the layer's widest blur σ (a
  /// neighbour's material can be dominant at those pixels).
  func extent(
    of member: GlassFrame, widestBlur: Double, unions: [UnionFrame], spacing: Double
  ) -> (reads: Rect, writes: Rect)? {
    guard let shape = shape(for: member, unions: unions) else { return nil }
    let blend = spacing * scale
    // The ellipse's distance is approximate: its reach is doubled.
    let field = (blend + Self.blendMargin(blend) + 2) * (shape.ellipse ? 2 : 1)
    let shadow = shadowExtent + 2
    let writes = max(field, shadow)
    let reads = field + widestBlur * 3 + 4
    func grown(_ margin: Double) -> Rect {
      Rect(
        x: shape.reach.minX - margin, y: shape.reach.minY - margin,
        width: shape.reach.width + 2 * margin, height: shape.reach.height + 2 * margin)
    }
    return (grown(reads), grown(writes))
  }

  /// A frame's member with its optics in pixels; nil when it draws nothing.
  func shape(for member: GlassFrame, unions: [UnionFrame]) -> Shape? {
    guard member.glass.variant != .identity, member.visibility > 0.001 else { return nil }
    let union = unions.first { $0.members.contains(member.key) && $0.members.count > 1 }.map {
      (rect: pixels($0.frame), radius: $0.cornerRadius * scale, strength: $0.strength)
    }
    let short = min(member.frame.width, member.frame.height)
    let isCircle =
      member.shape == .circle
      || (abs(member.frame.width - member.frame.height) < 0.5
        && member.cornerRadius >= short / 2 - 0.5)
    // Circles are fisheyes: the band reaches the centre (H ≈ R).
    let band =
      isCircle ? short / 2 : min(style.lensBand, short * style.lensBandFraction)
    let depth = min(style.lensDepth, short * style.lensDepthFraction)
    let blur =
      member.glass.variant == .clear
      ? style.clearBlur : short > style.surfaceSize ? style.surfaceBlur : style.controlBlur
    var shape = Shape(
      rect: pixels(member.drawnFrame),
      radius: member.cornerRadius * member.pressScale * scale,
      ellipse: member.shape == .ellipse, visibility: member.visibility, glass: member.glass,
      prominent: member.isProminent && member.glass.tint != nil, union: union,
      band: max(band, 0.5) * scale, depth: depth * scale, press: member.press, blur: blur * scale)
    if let tint = member.glass.tint {
      let strength = Float(
        (shape.prominent ? style.prominentTintStrength : style.tintStrength) * tint.opacity)
      let weights = Self.lumaWeights
      let luma = Float(weights.r * tint.red + weights.g * tint.green + weights.b * tint.blue)
      let lift = luma * Float(style.tintAdaptation)
      shape.tint = SIMD4(
        strength, strength * (Float(tint.red) - lift), strength * (Float(tint.green) - lift),
        strength * (Float(tint.blue) - lift))
    }
    return shape
  }

  private func pixels(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
      height: rect.height * scale)
  }
}
