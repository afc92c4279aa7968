import MorphCore

/// Lens (Docs/Glass.md §3.4): the backdrop seen through the glass, displaced inward along the
/// outline's normal by the edge profile and frosted by the glass's blur.
extension GlassMaterial {
  /// Lens (§3.4): the frosted backdrop sampled inward along the normal by
  /// d(t) = A·(1 − √(1 − (1 − t/H)²)), t < H, mixed with the sharp backdrop by the glass's
  /// visibility; sRGB-encoded.
  @inline(__always)
  static func lensed(
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
