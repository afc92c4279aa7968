import MorphCore
import MorphRaster

/// Backdrops for judging glass by eye and in tests, made at the frame's own pixel size so their
/// lines stay sharp: a grid of lines and a photo-like landscape.
package enum BackdropPattern {
  /// The grid's spacing in points: a line every 8 pt, a heavy one every 5th.
  package static let gridSpacing = 8.0
  /// Every how many lines a heavy one is drawn.
  package static let gridMajorEvery = 5
  /// Line widths in points: wide enough to survive regular glass's σ = 2 pt blur visibly (a line
  /// of width w keeps about w/(√(2π)·σ) of its contrast), so the lens's folding can be seen.
  package static let gridLineWidth = 1.0
  /// The heavy lines' width in points.
  package static let gridMajorLineWidth = 2.0

  /// White with grey lines every `gridSpacing` points and black ones every `gridMajorEvery`-th,
  /// for a canvas of `width` × `height` pixels at `scale` pixels per point.
  package static func grid(width: Int, height: Int, scale: Double) -> Pixmap {
    let white = Color.white.premultipliedLinear
    let fine = Color(white: 0.55).premultipliedLinear
    let heavy = Color(white: 0.1).premultipliedLinear
    let safeScale = scale.isFinite && scale > 0 ? scale : 1
    // Which kind of line covers a coordinate (in pixels): 2 heavy, 1 fine, 0 none.
    func line(_ pixel: Int) -> Int {
      let points = (Double(pixel) + 0.5) / safeScale
      let index = (points / gridSpacing).rounded(.down)
      let offset = points - index * gridSpacing
      let major = Int(index) % gridMajorEvery == 0
      if major && offset < gridMajorLineWidth { return 2 }
      return offset < gridLineWidth ? 1 : 0
    }
    let columns = (0..<max(0, width)).map(line)
    let rows = (0..<max(0, height)).map(line)
    var pixels = [SIMD4<Float>](repeating: white, count: max(0, width * height))
    for y in rows.indices {
      for x in columns.indices {
        let kind = max(columns[x], rows[y])
        if kind > 0 { pixels[y * width + x] = kind == 2 ? heavy : fine }
      }
    }
    return Pixmap(width: width, height: height, pixels: pixels)
  }

  /// The stand-in photo (a landscape at dusk, as `Image("…")` draws) filling `width` × `height`.
  package static func photo(width: Int, height: Int) -> Pixmap {
    var pixels = [SIMD4<Float>](repeating: .zero, count: max(0, width * height))
    for y in 0..<max(0, height) {
      for x in 0..<max(0, width) {
        pixels[y * width + x] = Wallpaper.photo(
          u: (Double(x) + 0.5) / Double(width), v: (Double(y) + 0.5) / Double(height))
      }
    }
    return Pixmap(width: width, height: height, pixels: pixels)
  }
}
