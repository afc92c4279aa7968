/// A curve drawn with the eight block characters ▁▂▃▄▅▆▇█, one per sample.
enum Sparkline {
  /// How many characters a summary's sparkline has.
  static let width = 48
  private static let levels = Array("▁▂▃▄▅▆▇█")

  /// Draws `points` scaled so that 0 is the lowest block and the largest value (at least 1) the
  /// highest; values below 0 draw as the lowest block.
  static func render(_ points: [(time: Double, value: Double)]) -> String {
    let top = max(1, points.map(\.value).max() ?? 1)
    return String(
      points.map { point in
        let level = Int((max(0, point.value) / top * Double(levels.count - 1)).rounded())
        return levels[min(max(level, 0), levels.count - 1)]
      })
  }
}
