import Foundation
import MorphCore
import MorphRaster

/// The built-in pictures: a colourful wallpaper behind scenes without a background (glass needs
/// something to refract), and a landscape standing in for app images (`Image("…")`). Both are
/// functions of the position relative to the picture's size, so they look the same at any scale.
enum Wallpaper {
  /// The wallpaper's gradient stops along the diagonal (sRGB-encoded).
  static let stops: [(Double, SIMD3<Double>)] = [
    (0, SIMD3(0.16, 0.18, 0.52)), (0.5, SIMD3(0.78, 0.28, 0.62)), (1, SIMD3(0.98, 0.55, 0.34)),
  ]
  /// The wallpaper's coloured blobs: centre (u, v), radius and colour (sRGB-encoded).
  static let blobs: [(Double, Double, Double, SIMD3<Double>)] = [
    (0.22, 0.28, 0.32, SIMD3(0.25, 0.85, 0.95)), (0.82, 0.62, 0.3, SIMD3(1.0, 0.78, 0.25)),
    (0.58, 0.12, 0.22, SIMD3(0.98, 0.95, 0.55)), (0.3, 0.82, 0.26, SIMD3(0.45, 0.95, 0.6)),
  ]

  /// The wallpaper colour (premultiplied linear) at (u, v) in 0…1 of a `aspect` = width/height picture.
  static func wallpaper(u: Double, v: Double, aspect: Double) -> SIMD4<Float> {
    var weights = SIMD4<Double>()
    for (index, blob) in blobs.enumerated() {
      weights[index] =
        blobFactor(blob, along: (u - blob.0) * aspect) * blobFactor(blob, along: v - blob.1)
    }
    return wallpaper(u: u, v: v, aspect: aspect, blobWeights: weights, tables: ColorEncoding.fast)
  }

  /// One axis's factor of a blob's weight, e^(−t²/r²) at offset t from its centre: the weight
  /// e^(−(dx² + dy²)/r²) is the product of the two axes' factors, so a painter evaluates e^x once
  /// per column and per row rather than per pixel.
  static func blobFactor(_ blob: (Double, Double, Double, SIMD3<Double>), along t: Double) -> Double
  {
    exp(-(t * t) / (blob.2 * blob.2))
  }

  /// Paints the whole wallpaper over `canvas` (rows in parallel bands, each pixel its own).
  static func paint(_ canvas: Canvas) {
    let (width, height) = (canvas.width, canvas.height)
    let aspect = Double(width) / Double(height)
    let columns = (0..<width).map { x in
      let u = (Double(x) + 0.5) / Double(width)
      return SIMD4<Double>(
        blobFactor(blobs[0], along: (u - blobs[0].0) * aspect),
        blobFactor(blobs[1], along: (u - blobs[1].0) * aspect),
        blobFactor(blobs[2], along: (u - blobs[2].0) * aspect),
        blobFactor(blobs[3], along: (u - blobs[3].0) * aspect))
    }
    let tables = ColorEncoding.fast
    let palette = Palette()
    canvas.forRows(0..<height) { y in
      let v = (Double(y) + 0.5) / Double(height)
      let row = SIMD4<Double>(
        blobFactor(blobs[0], along: v - blobs[0].1), blobFactor(blobs[1], along: v - blobs[1].1),
        blobFactor(blobs[2], along: v - blobs[2].1), blobFactor(blobs[3], along: v - blobs[3].1))
      let rowStart = canvas.index(0, y)
      // Four pixels at a time, the same arithmetic in `Double` lanes (so the same values as
      // `wallpaper(u:v:aspect:blobWeights:tables:)`, which paints the rest of the row).
      var x = 0
      while x + 4 <= width {
        let w0 = columns[x] * row
        let w1 = columns[x + 1] * row
        let w2 = columns[x + 2] * row
        let w3 = columns[x + 3] * row
        let colors = fourPixels(
          x: x, width: width, v: v, aspect: aspect,
          weights: (
            SIMD4(w0[0], w1[0], w2[0], w3[0]), SIMD4(w0[1], w1[1], w2[1], w3[1]),
            SIMD4(w0[2], w1[2], w2[2], w3[2]), SIMD4(w0[3], w1[3], w2[3], w3[3])
          ), palette: palette, tables: tables)
        canvas.pixels[rowStart + x] = colors.0
        canvas.pixels[rowStart + x + 1] = colors.1
        canvas.pixels[rowStart + x + 2] = colors.2
        canvas.pixels[rowStart + x + 3] = colors.3
        x += 4
      }
      while x < width {
        let u = (Double(x) + 0.5) / Double(width)
        canvas.pixels[rowStart + x] = wallpaper(
          u: u, v: v, aspect: aspect, blobWeights: columns[x] * row, tables: tables)
        x += 1
      }
    }
  }

  /// Four neighbouring pixels of `wallpaper(u:v:aspect:blobWeights:tables:)` (columns `x` to
  /// `x + 3` of a `width`-pixel row at `v`), each blob's weights in one vector: the same
  /// operations on each lane, in the same order, so the same values.
  @inline(__always)
  private static func fourPixels(
    x: Int, width: Int, v: Double, aspect: Double,
    weights: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>), palette: Palette,
    tables: ColorEncoding.FastTables
  ) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
    typealias Lanes = SIMD4<Double>
    let u =
      (Lanes(Double(x) + 0.5, Double(x) + 1.5, Double(x) + 2.5, Double(x) + 3.5))
      / Double(width)
    let vs = Lanes(repeating: v)
    var t = 0.55 * u + 0.45 * vs
    t.replace(with: 0, where: .!(t .> 0))
    t.replace(with: 1, where: t .> 1)
    // The gradient: the segment each lane's t falls in (t ≤ the middle stop: the first).
    let (p0, p1, p2) = (palette.stopPositions.x, palette.stopPositions.y, palette.stopPositions.z)
    let (c0, c1, c2) = palette.stopColors
    let first = (t - p0) / (p1 - p0)
    let second = (t - p1) / (p2 - p1)
    let inFirst = t .<= p1
    let inSecond = .!inFirst .& (t .<= p2)
    func channel(_ k: Int) -> Lanes {
      var value = Lanes(repeating: c0[k])
      value.replace(with: c0[k] + (c1[k] - c0[k]) * first, where: inFirst)
      value.replace(with: c1[k] + (c2[k] - c1[k]) * second, where: inSecond)
      value.replace(with: c2[k], where: t .> p2)
      let blobs = palette.blobColors
      value = value + (blobs.0[k] - value) * (weights.0 * 0.75)
      value = value + (blobs.1[k] - value) * (weights.1 * 0.75)
      value = value + (blobs.2[k] - value) * (weights.2 * 0.75)
      value = value + (blobs.3[k] - value) * (weights.3 * 0.75)
      return value
    }
    var (r, g, b) = (channel(0), channel(1), channel(2))
    // Lines and dots, as in the scalar painter; x + ½ toward zero is its nearest whole number
    // (every value here is positive).
    func nearest(_ x: Lanes) -> Lanes { (x + 0.5).rounded(.towardZero) }
    let stripe = (u * aspect + vs) * 28
    let offset = stripe - nearest(stripe)
    var line = 1 - offset.replacing(with: -offset, where: offset .< 0) * 9
    line.replace(with: 0, where: line .< 0)
    let gx = u * aspect * 36
    let gy = vs * 36
    let dx = gx - nearest(gx)
    let dy = gy - nearest(gy)
    var dot = 1 - (dx * dx + dy * dy).squareRoot() * 8
    dot.replace(with: 0, where: dot .< 0)
    let light = 0.18 * line + 0.22 * dot
    r = r + (1 - r) * light
    g = g + (1 - g) * light
    b = b + (1 - b) * light
    func pixel(_ lane: Int) -> SIMD4<Float> {
      SIMD4(
        tables.linear(Float(r[lane])), tables.linear(Float(g[lane])),
        tables.linear(Float(b[lane])), 1)
    }
    return (pixel(0), pixel(1), pixel(2), pixel(3))
  }

  /// The wallpaper colour given each blob's weight at this point (`blobWeights`, e^(−d²/r²)).
  private static func wallpaper(
    u: Double, v: Double, aspect: Double, blobWeights: SIMD4<Double>,
    tables: ColorEncoding.FastTables
  ) -> SIMD4<Float> {
    // A diagonal indigo → magenta → coral gradient (sRGB-encoded), with soft coloured blobs.
    let t = min(max(0.55 * u + 0.45 * v, 0), 1)
    let stops = Self.stops
    var color = stops[0].1
    for index in 1..<stops.count where t <= stops[index].0 {
      let f = (t - stops[index - 1].0) / (stops[index].0 - stops[index - 1].0)
      color = stops[index - 1].1 + (stops[index].1 - stops[index - 1].1) * f
      break
    }
    if t > stops[stops.count - 1].0 { color = stops[stops.count - 1].1 }
    for (index, blob) in blobs.enumerated() {
      color = color + (blob.3 - color) * (blobWeights[index] * 0.75)
    }
    // Detail to refract: thin diagonal light lines and a dot grid.
    // The values are small and not negative: the nearest whole number is a plain conversion of
    // x + ½ (`rounded()` is a libm call per use).
    func nearest(_ x: Double) -> Double { Double(Int(x + 0.5)) }
    let stripe = (u * aspect + v) * 28
    let line = max(0, 1 - abs(stripe - nearest(stripe)) * 9)
    let gx = u * aspect * 36
    let gy = v * 36
    let dx = gx - nearest(gx)
    let dy = gy - nearest(gy)
    let dot = max(0, 1 - (dx * dx + dy * dy).squareRoot() * 8)
    color = color + (SIMD3(1, 1, 1) - color) * (0.18 * line + 0.22 * dot)
    return SIMD4(
      tables.linear(Float(color.x)), tables.linear(Float(color.y)), tables.linear(Float(color.z)), 1
    )
  }

  /// The stand-in photo (a landscape at dusk) at (u, v) in 0…1 of the image's frame.
  static func photo(u: Double, v: Double) -> SIMD4<Float> {
    let sky =
      SIMD3(0.35, 0.55, 0.85) + (SIMD3(0.98, 0.7, 0.5) - SIMD3(0.35, 0.55, 0.85))
      * min(1, max(0, v * 1.6))
    var color = sky
    let sun = exp(-(((u - 0.7) * (u - 0.7) + (v - 0.32) * (v - 0.32)) / 0.004))
    color = color + (SIMD3(1, 0.95, 0.8) - color) * sun
    let far = 0.55 + 0.08 * sin(u * 11) + 0.05 * sin(u * 23 + 1)
    let near = 0.66 + 0.1 * sin(u * 7 + 2) + 0.04 * sin(u * 31)
    if v > far { color = SIMD3(0.32, 0.3, 0.45) + SIMD3(0.05, 0.05, 0.08) * sin(u * 90) }
    if v > near {
      color = SIMD3(0.16, 0.24, 0.22) + SIMD3(0.04, 0.06, 0.03) * sin(u * 140 + v * 40)
    }
    if v > 0.84 {
      color = SIMD3(0.2, 0.32, 0.5) + SIMD3(0.15, 0.12, 0.1) * max(0, sin(u * 60) * sin(v * 200))
    }
    return Color(red: color.x, green: color.y, blue: color.z).premultipliedLinear
  }
}
