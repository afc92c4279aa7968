import Foundation
import MorphCore

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
    canvas.forRows(0..<height) { y in
      let v = (Double(y) + 0.5) / Double(height)
      let row = SIMD4<Double>(
        blobFactor(blobs[0], along: v - blobs[0].1), blobFactor(blobs[1], along: v - blobs[1].1),
        blobFactor(blobs[2], along: v - blobs[2].1), blobFactor(blobs[3], along: v - blobs[3].1))
      for x in 0..<width {
        let u = (Double(x) + 0.5) / Double(width)
        canvas.pixels[canvas.index(x, y)] = wallpaper(
          u: u, v: v, aspect: aspect, blobWeights: columns[x] * row, tables: tables)
      }
    }
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
