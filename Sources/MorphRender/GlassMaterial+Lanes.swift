import MorphCore

/// The per-pixel stages — field, lens, tone, tint, press, specular — on eight neighbouring pixels
/// of a row at once, in `Float` lanes: each lane computes exactly what it would alone (no value
/// crosses lanes), so a pixel's colour does not depend on which other pixels share its vector,
/// and a damaged box redraws the same bytes as a whole frame.
extension GlassMaterial {
  typealias Lanes = VectorMath.Lanes
  /// A choice per lane.
  typealias LaneMask = SIMDMask<SIMD8<Int32>>

  /// The field at eight neighbouring pixels of a row — one shape's, or the blend of several:
  /// distance (pixels, negative inside), unit normal, the per-shape optics mixed by the blend
  /// weights, and in `index` the shape with the largest weight in each lane (a whole number held
  /// as `Float`, so that sorting moves every field with the same masks; its material is used
  /// there).
  struct FieldLanes {
    var distance: Lanes
    var nx: Lanes
    var ny: Lanes
    var index: Lanes
    var band: Lanes
    var depth: Lanes
    var visibility: Lanes
    var press: Lanes
    /// The tint blended across the field (`Shape.tint`): its strength, and its colour times its
    /// strength with the adapted luma taken out, so a merging pair's tints mix by each shape's
    /// share of the field instead of switching at a seam.
    var tintStrength: Lanes = .zero
    var tintRed: Lanes = .zero
    var tintGreen: Lanes = .zero
    var tintBlue: Lanes = .zero
    /// Lanes near enough to some shape for the outline to reach them.
    var near = LaneMask(repeating: true)

    /// The same field in every lane: `shape`'s own optics at `distance` with `normal`.
    init(uniform shape: Shape, distance: Float, normal: (x: Float, y: Float)) {
      self.init(
        distance: Lanes(repeating: distance), nx: Lanes(repeating: normal.x),
        ny: Lanes(repeating: normal.y), index: .zero, band: Lanes(repeating: Float(shape.band)),
        depth: Lanes(repeating: Float(shape.depth)),
        visibility: Lanes(repeating: Float(shape.visibility)),
        press: Lanes(repeating: Float(shape.press)))
      setTint(shape.tint)
    }

    /// Every lane tinted as `tint` (`Shape.tint`: strength, then the three weighted channels).
    @inline(__always) mutating func setTint(_ tint: SIMD4<Float>) {
      tintStrength = Lanes(repeating: tint.x)
      tintRed = Lanes(repeating: tint.y)
      tintGreen = Lanes(repeating: tint.z)
      tintBlue = Lanes(repeating: tint.w)
    }

    init(
      distance: Lanes, nx: Lanes, ny: Lanes, index: Lanes, band: Lanes, depth: Lanes,
      visibility: Lanes, press: Lanes, tintStrength: Lanes = .zero, tintRed: Lanes = .zero,
      tintGreen: Lanes = .zero, tintBlue: Lanes = .zero
    ) {
      self.tintStrength = tintStrength
      self.tintRed = tintRed
      self.tintGreen = tintGreen
      self.tintBlue = tintBlue
      self.distance = distance
      self.nx = nx
      self.ny = ny
      self.index = index
      self.band = band
      self.depth = depth
      self.visibility = visibility
      self.press = press
    }

    /// Whether each lane comes after `other`'s in the fold: farther, or as far with a larger
    /// index (so the order is the same for any member order).
    @inline(__always) func comes(after other: FieldLanes) -> LaneMask {
      (distance .> other.distance) .| ((distance .== other.distance) .& (index .> other.index))
    }

    /// This field with `other`'s lanes where `mask` is set (`near` stays this field's).
    @inline(__always) func replacing(with other: FieldLanes, where mask: LaneMask) -> FieldLanes {
      FieldLanes(
        distance: distance.replacing(with: other.distance, where: mask),
        nx: nx.replacing(with: other.nx, where: mask),
        ny: ny.replacing(with: other.ny, where: mask),
        index: index.replacing(with: other.index, where: mask),
        band: band.replacing(with: other.band, where: mask),
        depth: depth.replacing(with: other.depth, where: mask),
        visibility: visibility.replacing(with: other.visibility, where: mask),
        press: press.replacing(with: other.press, where: mask),
        tintStrength: tintStrength.replacing(with: other.tintStrength, where: mask),
        tintRed: tintRed.replacing(with: other.tintRed, where: mask),
        tintGreen: tintGreen.replacing(with: other.tintGreen, where: mask),
        tintBlue: tintBlue.replacing(with: other.tintBlue, where: mask))
    }
  }

  // MARK: Stage: field (§3.7)

  /// The blended field at the eight pixel centres `xs` of the row at `y`: shapes folded in order
  /// of distance with the quadratic smooth minimum, each fold's blend width scaled by how
  /// differently the two faces point (k_eff = k·min(½|n_a − n_b|, 1)) and by the newcomer's
  /// visibility, so coincident shapes and collinear edges do not swell and emerging shapes do not
  /// inflate (Docs/Glass.md §3.7).
  static func field(_ shapes: [Shape], xs: Lanes, y: Float, blend: Float) -> FieldLanes {
    guard shapes.count > 1 else {
      guard let shape = shapes.first else {
        var nothing = FieldLanes(
          distance: Lanes(repeating: .infinity), nx: .zero, ny: .zero, index: .zero, band: .zero,
          depth: .zero, visibility: .zero, press: .zero)
        nothing.near = LaneMask(repeating: false)
        return nothing
      }
      return shape.sampled(xs: xs, y: y, index: 0)
    }
    return withUnsafeTemporaryAllocation(of: FieldLanes.self, capacity: shapes.count) { order in
      // Each shape's distance and normal once; then, unless far outside every shape (where the
      // blend cannot reach), the shapes in order of distance.
      var nearest = Lanes(repeating: .infinity)
      for index in shapes.indices {
        let sampled = shapes[index].sampled(xs: xs, y: y, index: index)
        order.initializeElement(at: index, to: sampled)
        nearest.replace(with: sampled.distance, where: sampled.distance .< nearest)
      }
      let near = nearest .< blend / 4 + 1.5
      guard any(near) else {
        var far = order[0]
        far.near = near
        return far
      }
      let count = nearestFirst(order, count: shapes.count, nearest: nearest, blend: blend)
      var sample = order[0]
      var dominantWeight = Lanes(repeating: 1)
      // Lanes whose fold has stopped: the shapes come nearest first and the blended distance only
      // falls, so once a shape is a whole blend width farther than the blend so far, it and every
      // later one fold in with weight 0 (the distance, normal and optics stay as they are).
      var stopped = .!near
      for position in 1..<max(count, 1) {
        let next = order[position]
        stopped .|= next.distance - sample.distance .>= blend
        guard !all(stopped) else { break }
        fold(next, into: &sample, blend: blend, active: .!stopped, dominant: &dominantWeight)
      }
      sample.near = near
      return sample
    }
  }

  /// Leaves out of `order`'s first `total` samples those that cannot matter and sorts the rest
  /// nearest first, lane by lane; returns how many are left.
  @inline(__always)
  private static func nearestFirst(
    _ order: UnsafeMutableBufferPointer<FieldLanes>, count total: Int, nearest: Lanes,
    blend: Float
  ) -> Int {
    // A shape at least a blend width farther than the nearest in every lane is left out: in
    // the fold below it would stop each lane it reached (the blended distance is never more
    // than the nearest), and every shape after it in a lane is farther still, so leaving it
    // out changes nothing — and sorting and folding the few shapes that matter costs less
    // (a row of controls puts many shapes near each span). The nearest in each lane stays.
    var count = total
    if blend > 0 {
      count = 0
      for index in 0..<total where any(order[index].distance .< nearest + blend) {
        if count != index { order[count] = order[index] }
        count += 1
      }
    }
    // Sorted lane by lane: insertion sort as a network of compare-and-swaps (every lane sorts
    // its own values; ties by index), the same order the fold takes one pixel at a time.
    for end in 1..<max(count, 1) {
      for slot in stride(from: end, to: 0, by: -1) {
        let swap = order[slot - 1].comes(after: order[slot])
        guard any(swap) else { break }
        let (earlier, later) = (order[slot - 1], order[slot])
        order[slot - 1] = earlier.replacing(with: later, where: swap)
        order[slot] = later.replacing(with: earlier, where: swap)
      }
    }
    return count
  }

  /// Folds `next` into `sample` in the `active` lanes with the quadratic smooth minimum of blend
  /// width k = blend·min(½|n_a − n_b|, 1)·(the weaker visibility): distance, normal, optics,
  /// press and tint weighted alike, and the lane's dominant shape (by weight) kept in `index`.
  @inline(__always)
  private static func fold(
    _ next: FieldLanes, into sample: inout FieldLanes, blend: Float, active: LaneMask,
    dominant dominantWeight: inout Lanes
  ) {
    let ddx = sample.nx - next.nx
    let ddy = sample.ny - next.ny
    let dn = (ddx * ddx + ddy * ddy).squareRoot()
    var turn = dn * 0.5
    turn.replace(with: 1, where: turn .> 1)
    let weaker = sample.visibility.replacing(
      with: next.visibility, where: next.visibility .< sample.visibility)
    let k = blend * turn * weaker
    let a = sample.distance
    let b = next.distance
    let gap = (a - b).replacing(with: b - a, where: a .< b)
    var overlap = k - gap
    overlap.replace(with: 0, where: overlap .< 0)
    var h = overlap / k
    h.replace(with: 0, where: .!(k .> 0))
    // d = min(a, b) − h²k/4; the larger distance gets weight h/2, the smaller 1 − h/2.
    let blended = a.replacing(with: b, where: b .< a) - h * h * k / 4
    let half = h / 2
    let wNext = half.replacing(with: 1 - half, where: b .< a)
    let wCurrent = 1 - wNext
    var nx = sample.nx * wCurrent + next.nx * wNext
    var ny = sample.ny * wCurrent + next.ny * wNext
    let length = (nx * nx + ny * ny).squareRoot()
    let defined = length .> 1e-9
    nx = next.nx.replacing(with: nx / length, where: defined)
    ny = next.ny.replacing(with: ny / length, where: defined)
    sample.distance.replace(with: blended, where: active)
    sample.nx.replace(with: nx, where: active)
    sample.ny.replace(with: ny, where: active)
    sample.band.replace(with: sample.band * wCurrent + next.band * wNext, where: active)
    sample.depth.replace(with: sample.depth * wCurrent + next.depth * wNext, where: active)
    sample.visibility.replace(
      with: sample.visibility * wCurrent + next.visibility * wNext, where: active)
    sample.press.replace(with: sample.press * wCurrent + next.press * wNext, where: active)
    if any(sample.tintStrength .!= next.tintStrength) || any(sample.tintRed .!= next.tintRed)
      || any(sample.tintGreen .!= next.tintGreen) || any(sample.tintBlue .!= next.tintBlue)
    {
      sample.tintStrength.replace(
        with: sample.tintStrength * wCurrent + next.tintStrength * wNext, where: active)
      sample.tintRed.replace(
        with: sample.tintRed * wCurrent + next.tintRed * wNext, where: active)
      sample.tintGreen.replace(
        with: sample.tintGreen * wCurrent + next.tintGreen * wNext, where: active)
      sample.tintBlue.replace(
        with: sample.tintBlue * wCurrent + next.tintBlue * wNext, where: active)
    }
    let kept = dominantWeight * wCurrent
    let overtakes = active .& (wNext .> kept)
    dominantWeight.replace(with: kept, where: active)
    dominantWeight.replace(with: wNext, where: overtakes)
    sample.index.replace(with: next.index, where: overtakes)
  }

  // MARK: Stages per pixel: lens, tone, tint, press, specular

  /// Three channels of eight pixels.
  typealias Channels = (r: Lanes, g: Lanes, b: Lanes)

  /// The glass colour (linear light) at the centres of pixels x0 … x0 + 7 of row `y`, whose field
  /// is `field`, with `shape`'s material: the stages of Docs/Glass.md §3 in order — lens and
  /// frost, tone, tint, press, specular light — on sRGB-encoded values.
  static func shade(
    x0: Int, y: Int, field: FieldLanes, shape: Shape, backdrop: BackdropViews, style: GlassStyle,
    scale: Double
  ) -> Channels {
    let xs = Lanes(repeating: Float(x0) + 0.5) + laneOffsets
    let row = Float(y) + 0.5
    var depth = -field.distance
    depth.replace(with: 0, where: depth .< 0)
    var colour = lensed(
      x0: x0, y: y, xs: xs, row: row, depth: depth, field: field, shape: shape,
      backdrop: backdrop)
    tone(&colour, shape: shape, style: style, visibility: field.visibility)
    tint(&colour, field: field, style: style)
    press(&colour, field: field, shape: shape, style: style, xs: xs, row: row)
    light(&colour, field: field, points: depth / Float(scale), style: style)
    // The tables clamp to 0…1.
    let tables = backdrop.tables
    return (tables.linear(colour.r), tables.linear(colour.g), tables.linear(colour.b))
  }

  /// Lens (§3.4): the frosted backdrop sampled inward along the normal by
  /// d(t) = A·(1 − √(1 − (1 − t/H)²)), t < H, mixed with the sharp backdrop by the glass's
  /// visibility; sRGB-encoded.
  @inline(__always)
  private static func lensed(
    x0: Int, y: Int, xs: Lanes, row: Float, depth: Lanes, field: FieldLanes, shape: Shape,
    backdrop: BackdropViews
  ) -> Channels {
    let visibility = field.visibility
    let displacement = lens(depth: depth, band: field.band, rim: field.depth) * visibility
    // The points are pixel centres: the sharp backdrop is those pixels.
    let sharp = backdrop.sharp.pixels(x0: x0, y: y)
    let blurred = backdrop.blurred(for: shape.blur).samples(
      xs: xs - field.nx * displacement, ys: row - field.ny * displacement,
      undisplaced: displacement .== 0, x0: x0, y: y)
    let tables = backdrop.tables
    return (
      tables.encoded(sharp.r + (blurred.r - sharp.r) * visibility),
      tables.encoded(sharp.g + (blurred.g - sharp.g) * visibility),
      tables.encoded(sharp.b + (blurred.b - sharp.b) * visibility)
    )
  }

  /// The luma weights as lanes' scalars (Rec. 709, `lumaWeights`).
  @inline(__always)
  private static func luma(of colour: Channels) -> Lanes {
    colour.r * Float(lumaWeights.r) + colour.g * Float(lumaWeights.g) + colour.b
      * Float(lumaWeights.b)
  }

  /// Tone (§3.3): the variant's curve on luma with chroma scaled, the clear variant's dimming
  /// over bright content, and the opaque face of Reduce Transparency (Increase Contrast: half
  /// way there).
  @inline(__always)
  private static func tone(
    _ colour: inout Channels, shape: Shape, style: GlassStyle, visibility: Lanes
  ) {
    let luma = luma(of: colour)
    let curve = shape.glass.variant == .clear ? style.clearTone : style.regularTone
    let toned =
      Float(curve.offset) + Float(curve.slope) * (luma + Float(curve.bulge) * luma * (1 - luma))
    let chroma = Float(curve.chroma)
    colour.r = toned + (colour.r - luma) * chroma
    colour.g = toned + (colour.g - luma) * chroma
    colour.b = toned + (colour.b - luma) * chroma
    if shape.dimming > 0 {
      let kept = Float(1 - shape.dimming)
      colour.r *= kept
      colour.g *= kept
      colour.b *= kept
    }
    if style.reduceTransparency || style.increaseContrast {
      let share = Float(style.reduceTransparency ? 1 : style.contrastFaceMix) * visibility
      let face = style.opaqueFace
      colour.r += (face.x - colour.r) * share
      colour.g += (face.y - colour.g) * share
      colour.b += (face.z - colour.b) * share
    }
  }

  /// Tint: the tint's own colour, its luma moved a little toward the glass's (so light and dark
  /// content still show through), chroma kept; mixed in by the tint's strength s. Per shape
  /// r += s·(c − a·luma(c)) + s·(a·brightness − r), with the first term and s blended across
  /// the field (`Shape.tint`), so tinted and untinted glass merge without a seam.
  @inline(__always)
  private static func tint(_ colour: inout Channels, field: FieldLanes, style: GlassStyle) {
    guard any(field.tintStrength .> 0) else { return }
    let adapted = luma(of: colour) * Float(style.tintAdaptation)
    let strength = field.tintStrength
    colour.r += field.tintRed + strength * (adapted - colour.r)
    colour.g += field.tintGreen + strength * (adapted - colour.g)
    colour.b += field.tintBlue + strength * (adapted - colour.b)
  }

  /// Press (§3.8): the face brightens and glows from the touch point (the element's centre).
  @inline(__always)
  private static func press(
    _ colour: inout Channels, field: FieldLanes, shape: Shape, style: GlassStyle, xs: Lanes,
    row: Float
  ) {
    guard any(field.press .> 0) else { return }
    let longest = Float(max(shape.rect.width, shape.rect.height))
    let dx = xs - Float(shape.rect.midX)
    let dy = row - Float(shape.rect.midY)
    let reach = max(longest * Float(style.pressGlowRadius) / 2, 1)
    var glow = 1 - (dx * dx + dy * dy).squareRoot() / reach
    glow.replace(with: 0, where: glow .< 0)
    var lift = (Float(style.pressBrightening) + Float(style.pressGlow) * glow) * field.press
    lift.replace(with: 1, where: lift .> 1)
    lift.replace(with: 0, where: .!(field.press .> 0))
    colour.r += (1 - colour.r) * lift
    colour.g += (1 - colour.g) * lift
    colour.b += (1 - colour.b) * lift
  }

  /// Specular (§3.5): two lobes on the vertical light axis within `points` of the outline,
  /// brightening the face colour; then Increase Contrast's border in the label colour.
  @inline(__always)
  private static func light(
    _ colour: inout Channels, field: FieldLanes, points: Lanes, style: GlassStyle
  ) {
    let visibility = field.visibility
    let lobes = Float(max(style.specularWidth, style.specularSoftWidth))
    let lit = points .< lobes
    if any(lit) {
      var facing = 1 - field.nx.replacing(with: -field.nx, where: field.nx .< 0)
      facing.replace(with: 0, where: .!lit)
      var sharpLobe = 1 - points / Float(style.specularWidth)
      sharpLobe.replace(with: 0, where: sharpLobe .< 0)
      sharpLobe.replace(with: 1, where: sharpLobe .> 1)
      var softLobe = 1 - points / Float(style.specularSoftWidth)
      softLobe.replace(with: 0, where: softLobe .< 0)
      softLobe.replace(with: 1, where: softLobe .> 1)
      let falloff = sharpLobe + Float(style.specularSoftWeight) * softLobe
      let side = Lanes(repeating: Float(style.specularBottom)).replacing(
        with: 1, where: field.ny .< 0)
      var light = Float(style.specularStrength) * facing * falloff * side * visibility
      light.replace(with: 1, where: light .> 1)
      colour.r += (1 - colour.r) * light
      colour.g += (1 - colour.g) * light
      colour.b += (1 - colour.b) * light
    }
    if style.increaseContrast {
      let border = style.contrastBorder
      var strength = Float(style.contrastBorderStrength) * visibility
      strength.replace(with: 0, where: .!(points .< Float(style.contrastBorderWidth)))
      colour.r += (border.x - colour.r) * strength
      colour.g += (border.y - colour.g) * strength
      colour.b += (border.z - colour.b) * strength
    }
  }

  /// The lens displacement at `depth` inside the outline, in the units of its arguments:
  /// d(t) = A·(1 − √(1 − (1 − t/H)²)) for t < H, 0 beyond (Docs/Glass.md §3.4).
  @inline(__always)
  static func lens(depth: Lanes, band: Lanes, rim: Lanes) -> Lanes {
    let u = 1 - depth / band
    var inner = 1 - u * u
    inner.replace(with: 0, where: inner .< 0)
    var displacement = rim * (1 - inner.squareRoot())
    displacement.replace(with: 0, where: .!((band .> 0) .& (depth .< band)))
    return displacement
  }
}

extension GlassMaterial.Shape {
  /// `sample` at the eight points (xs, y) of a row, in `Float`, with the shape's optics and
  /// `index`.
  @inline(__always)
  func sampled(xs: VectorMath.Lanes, y: Float, index: Int) -> GlassMaterial.FieldLanes {
    var distance = VectorMath.Lanes()
    var nx = VectorMath.Lanes()
    var ny = VectorMath.Lanes()
    if ellipse {
      // The ellipse's approximate distance, lane by lane (rare: no vector form).
      for lane in 0..<8 {
        let (d, n) = sample(Point(x: Double(xs[lane]), y: Double(y)))
        distance[lane] = Float(d)
        nx[lane] = Float(n.x)
        ny[lane] = Float(n.y)
      }
    } else {
      func lanes(_ rect: Rect, _ radius: Double) -> (
        distance: VectorMath.Lanes, x: VectorMath.Lanes, y: VectorMath.Lanes
      ) {
        VectorMath.roundedRectangleWithGradient(
          xs: xs, y: y, cx: Float(rect.midX), cy: Float(rect.midY), hx: Float(rect.width / 2),
          hy: Float(rect.height / 2),
          r: Float(min(max(radius, 0), min(rect.width, rect.height) / 2)))
      }
      let own = lanes(rect, radius)
      (distance, nx, ny) = own
      // A forming union mixes the two gradients as it mixes the distances.
      if let union {
        let joined = lanes(union.rect, union.radius)
        let s = Float(union.strength)
        let gx = own.x + (joined.x - own.x) * s
        let gy = own.y + (joined.y - own.y) * s
        let length = (gx * gx + gy * gy).squareRoot()
        let defined = length .> 1e-9
        nx.replace(with: gx / length, where: defined)
        ny.replace(with: gy / length, where: defined)
        distance = own.distance + (joined.distance - own.distance) * s
      }
    }
    return GlassMaterial.FieldLanes(
      distance: distance, nx: nx, ny: ny, index: VectorMath.Lanes(repeating: Float(index)),
      band: VectorMath.Lanes(repeating: Float(band)),
      depth: VectorMath.Lanes(repeating: Float(depth)),
      visibility: VectorMath.Lanes(repeating: Float(visibility)),
      press: VectorMath.Lanes(repeating: Float(press)),
      tintStrength: VectorMath.Lanes(repeating: tint.x),
      tintRed: VectorMath.Lanes(repeating: tint.y),
      tintGreen: VectorMath.Lanes(repeating: tint.z),
      tintBlue: VectorMath.Lanes(repeating: tint.w))
  }
}
