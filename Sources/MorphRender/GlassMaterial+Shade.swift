import MorphCore

/// Stages per pixel (Docs/Glass.md §3): lens and frost, tone, tint, press and specular light, on
/// eight neighbouring pixels of a row whose field is known.
extension GlassMaterial {
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
