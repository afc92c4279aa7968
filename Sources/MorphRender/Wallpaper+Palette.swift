extension Wallpaper {
  /// The wallpaper's three gradient stops and four blob colours as plain values (`stops` and
  /// `blobs` without their arrays), for the four-pixel painter.
  struct Palette {
    /// The stops' positions along the diagonal, 0…1.
    var stopPositions: SIMD3<Double>
    /// The stops' colours (sRGB-encoded).
    var stopColors: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    /// The blobs' colours (sRGB-encoded).
    var blobColors: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// The wallpaper's own stops and blobs.
    init() {
      let (stops, blobs) = (Wallpaper.stops, Wallpaper.blobs)
      stopPositions = SIMD3(stops[0].0, stops[1].0, stops[2].0)
      stopColors = (stops[0].1, stops[1].1, stops[2].1)
      blobColors = (blobs[0].3, blobs[1].3, blobs[2].3, blobs[3].3)
    }
  }
}
