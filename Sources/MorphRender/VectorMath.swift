/// Arithmetic on eight `Float` lanes at once for per-pixel loops (eight neighbouring pixels of a
/// row): what the standard library offers lane by lane only.
enum VectorMath {
  typealias Lanes = SIMD8<Float>

  /// The lanes `value(0)` … `value(7)`, built with constant lane indices: filling a vector lane by
  /// lane in a loop (`v[lane] = …`) stores and reloads the whole vector for every lane.
  @inline(__always)
  static func lanes(_ value: (Int) -> Float) -> Lanes {
    Lanes(value(0), value(1), value(2), value(3), value(4), value(5), value(6), value(7))
  }

  /// The colour channels of the pixels `pixel(0)` … `pixel(7)` as lanes (constant lane indices).
  @inline(__always)
  static func channels(_ pixel: (Int) -> SIMD4<Float>) -> (r: Lanes, g: Lanes, b: Lanes, a: Lanes) {
    let p = (pixel(0), pixel(1), pixel(2), pixel(3), pixel(4), pixel(5), pixel(6), pixel(7))
    return (
      Lanes(p.0.x, p.1.x, p.2.x, p.3.x, p.4.x, p.5.x, p.6.x, p.7.x),
      Lanes(p.0.y, p.1.y, p.2.y, p.3.y, p.4.y, p.5.y, p.6.y, p.7.y),
      Lanes(p.0.z, p.1.z, p.2.z, p.3.z, p.4.z, p.5.z, p.6.z, p.7.z),
      Lanes(p.0.w, p.1.w, p.2.w, p.3.w, p.4.w, p.5.w, p.6.w, p.7.w)
    )
  }

  /// The colour channels of eight pixels as lanes (a transpose with constant lane indices).
  @inline(__always)
  static func channels(of pixels: UnsafePointer<SIMD4<Float>>) -> (
    r: Lanes, g: Lanes, b: Lanes, a: Lanes
  ) {
    (
      lanes { pixels[$0].x }, lanes { pixels[$0].y }, lanes { pixels[$0].z },
      lanes { pixels[$0].w }
    )
  }

  /// Writes eight pixels from channel lanes (the inverse of `channels(of:)`, constant indices).
  @inline(__always)
  static func store(
    r: Lanes, g: Lanes, b: Lanes, a: Lanes, to pixels: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    pixels[0] = SIMD4(r[0], g[0], b[0], a[0])
    pixels[1] = SIMD4(r[1], g[1], b[1], a[1])
    pixels[2] = SIMD4(r[2], g[2], b[2], a[2])
    pixels[3] = SIMD4(r[3], g[3], b[3], a[3])
    pixels[4] = SIMD4(r[4], g[4], b[4], a[4])
    pixels[5] = SIMD4(r[5], g[5], b[5], a[5])
    pixels[6] = SIMD4(r[6], g[6], b[6], a[6])
    pixels[7] = SIMD4(r[7], g[7], b[7], a[7])
  }

  /// e^x for x ≤ 0 (clamped to −80, where it is below 2⁻¹¹⁵): x·log₂e split into the nearest
  /// whole power of two n and a fraction f ∈ [−½, ½], 2^f from the Taylor series of e^(f·ln 2) to
  /// the sixth power (relative error under 10⁻⁶), scaled by building 2ⁿ's bits. The nearest whole
  /// number comes from adding 1.5 × 2²³, which leaves it in the low mantissa bits (no per-lane
  /// conversion).
  @inline(__always)
  static func exp(_ x: Lanes) -> Lanes {
    let log2e: Float = 1.442_695
    let ln2: Float = 0.693_147_2
    let magic: Float = 12_582_912  // 1.5 × 2²³
    let clamped = x.replacing(with: -80, where: x .< -80)
    let t: Lanes = clamped * log2e
    let shifted: Lanes = t + magic
    let whole: Lanes = shifted - magic
    let n =
      unsafeBitCast(shifted, to: SIMD8<Int32>.self)
      &- unsafeBitCast(Lanes(repeating: magic), to: SIMD8<Int32>.self)
    let g: Lanes = (t - whole) * ln2
    // Horner's rule, innermost first: 1 + g(1 + g(1/2 + g(1/6 + g(1/24 + g(1/120 + g/720))))).
    var series: Lanes = g * (1.0 / 720) + 1.0 / 120
    series = series * g + 1.0 / 24
    series = series * g + 1.0 / 6
    series = series * g + 0.5
    series = series * g + 1
    series = series * g + 1
    let power = unsafeBitCast((n &+ 127) &<< 23, to: Lanes.self)
    return series * power
  }

  /// The signed distance (pixels) from eight points (xs, y) to a rounded rectangle centred at
  /// (cx, cy) with half-extents (hx, hy) and corner radius r (already clamped to the shorter
  /// half-extent): `ShapeDistance.roundedRectangle` on eight lanes.
  @inline(__always)
  static func roundedRectangle(
    xs: Lanes, y: Float, cx: Float, cy: Float, hx: Float, hy: Float, r: Float
  ) -> Lanes {
    // Written with masks: the generic pointwise minimum and maximum are calls per vector.
    let dx: Lanes = xs - cx
    let qx: Lanes = dx.replacing(with: -dx, where: dx .< 0) - (hx - r)
    let qy: Float = Swift.abs(y - cy) - (hy - r)
    let ox: Lanes = qx.replacing(with: 0, where: qx .< 0)
    let oy: Float = Swift.max(qy, 0)
    let outside: Lanes = (ox * ox + oy * oy).squareRoot()
    var inside: Lanes = qx.replacing(with: qy, where: qx .< qy)
    inside.replace(with: 0, where: inside .> 0)
    return outside + inside - r
  }

  /// `roundedRectangle` and its unit gradient (the outward normal) at eight points of a row:
  /// `ShapeDistance.roundedRectangleWithGradient` on eight lanes. Outside the inner rectangle the
  /// gradient points from its nearest point; inside, along the axis whose edge is nearer.
  @inline(__always)
  static func roundedRectangleWithGradient(
    xs: Lanes, y: Float, cx: Float, cy: Float, hx: Float, hy: Float, r: Float
  ) -> (distance: Lanes, x: Lanes, y: Lanes) {
    let dx: Lanes = xs - cx
    let qx: Lanes = dx.replacing(with: -dx, where: dx .< 0) - (hx - r)
    let py = y - cy
    let qy: Float = Swift.abs(py) - (hy - r)
    let sx = Lanes(repeating: 1).replacing(with: -1, where: dx .< 0)
    let sy: Float = py < 0 ? -1 : 1
    let ox: Lanes = qx.replacing(with: 0, where: qx .< 0)
    let oy: Float = Swift.max(qy, 0)
    let outside: Lanes = (ox * ox + oy * oy).squareRoot()
    // Inside the inner rectangle: along the axis whose edge is nearer.
    let alongX = qx .> qy
    var distance = Lanes(repeating: qy - r).replacing(with: qx - r, where: alongX)
    var x = Lanes(repeating: 0).replacing(with: sx, where: alongX)
    var y = Lanes(repeating: sy).replacing(with: 0, where: alongX)
    // Outside it (where `outside` > 0, so the division is defined).
    let beyond = (qx .> 0) .| (qy > 0)
    distance.replace(with: outside - r, where: beyond)
    x.replace(with: sx * ox / outside, where: beyond)
    y.replace(with: sy * oy / outside, where: beyond)
    return (distance, x, y)
  }
}
