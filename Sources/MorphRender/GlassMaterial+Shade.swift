import MorphCore

/// Stages per pixel (Docs/Glass.md §3): lens and frost, tone, tint, press and specular light, on
/// eight neighbouring pixels of a row whose field is known — in order here, each in a file of its
/// own (`+Lens`, `+Tone`, `+Light`).
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
}
