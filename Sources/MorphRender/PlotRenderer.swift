import Foundation
import MorphCore
import MorphRaster

/// Value-over-time plots for `glassmorph spring --plot`: axes with ticks, a dashed target line,
/// one curve per series with a settle marker, and a legend — drawn with the renderer's own
/// anti-aliased signed-distance strokes and the text rasterizer.
package struct PlotRenderer: Sendable {
  /// One curve.
  package struct Series: Sendable {
    /// The legend label.
    package let label: String
    /// (time in seconds, value as a fraction of the move) points in time order.
    package let points: [(time: Double, value: Double)]
    /// When the series settles (a marker is drawn), if known.
    package let settleTime: Double?

    /// Creates a series.
    package init(label: String, points: [(time: Double, value: Double)], settleTime: Double?) {
      self.label = label
      self.points = points
      self.settleTime = settleTime
    }
  }

  /// The plot size in pixels.
  package var width = 1200
  /// The plot height in pixels.
  package var height = 700
  /// Sets the labels.
  package var text: (any TextRasterizer)?

  /// Series colours in order (systemBlue, systemPink, systemGreen, systemOrange, systemPurple, systemTeal).
  static let palette: [Color] = [.blue, .pink, .green, .orange, .purple, .teal]

  /// Creates a plot renderer.
  package init(width: Int = 1200, height: Int = 700, text: (any TextRasterizer)? = nil) {
    self.width = width
    self.height = height
    self.text = text
  }

  /// Draws `series` over [0, `duration`] seconds.
  package func render(_ series: [Series], duration: Double) -> Pixmap {
    let canvas = Canvas(width: width, height: height)
    let background = Color(white: 0.98).premultipliedLinear
    for index in 0..<(width * height) { canvas.pixels[index] = background }
    let left = 90.0
    let right = Double(width) - 30
    let top = 40.0
    let bottom = Double(height) - 120
    let maximum = max(1.1, (series.flatMap { $0.points.map(\.value) }.max() ?? 1) * 1.05)
    let minimum = min(0, series.flatMap { $0.points.map(\.value) }.min() ?? 0)
    func x(_ time: Double) -> Double { left + (right - left) * time / max(duration, 1e-9) }
    func y(_ value: Double) -> Double {
      bottom - (bottom - top) * (value - minimum) / (maximum - minimum)
    }
    let grid = Color(white: 0.85).premultipliedLinear
    let axis = Color(white: 0.25).premultipliedLinear
    // Grid and ticks every 0.1 of value and a "nice" step of time.
    let timeStep = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5].first { duration / $0 <= 12 } ?? 10
    var tick = 0.0
    while tick <= duration + 1e-9 {
      line(canvas, x(tick), top, x(tick), bottom, width: 1, color: grid)
      label(
        canvas, String(format: timeStep < 0.1 ? "%.2f" : "%.1f", tick), x: x(tick) - 12,
        y: bottom + 8, size: 16, color: axis)
      tick += timeStep
    }
    var value = (minimum * 10).rounded(.down) / 10
    while value <= maximum + 1e-9 {
      line(canvas, left, y(value), right, y(value), width: 1, color: grid)
      label(canvas, String(format: "%.1f", value), x: 40, y: y(value) - 10, size: 16, color: axis)
      value += 0.1
    }
    line(canvas, left, bottom, right, bottom, width: 2, color: axis)
    line(canvas, left, top, left, bottom, width: 2, color: axis)
    label(canvas, "time (s)", x: (left + right) / 2 - 30, y: bottom + 32, size: 17, color: axis)
    // The target, dashed.
    var dash = left
    while dash < right {
      line(
        canvas, dash, y(1), min(dash + 10, right), y(1), width: 1.5,
        color: Color(white: 0.4).premultipliedLinear)
      dash += 18
    }
    for (index, entry) in series.enumerated() {
      let color = Self.palette[index % Self.palette.count].premultipliedLinear
      for (a, b) in zip(entry.points, entry.points.dropFirst()) {
        line(canvas, x(a.time), y(a.value), x(b.time), y(b.value), width: 3, color: color)
      }
      if let settle = entry.settleTime, settle <= duration {
        line(canvas, x(settle), y(1) - 14, x(settle), y(1) + 14, width: 3, color: color)
      }
      let legendY = Double(height) - 70 + Double(index / 3) * 26
      let legendX = left + Double(index % 3) * 360
      line(canvas, legendX, legendY + 10, legendX + 28, legendY + 10, width: 4, color: color)
      label(
        canvas,
        entry.label + (entry.settleTime.map { String(format: "  (settles %.3f s)", $0) } ?? ""),
        x: legendX + 36, y: legendY, size: 17, color: axis)
    }
    return canvas.pixmap
  }

  /// An anti-aliased line segment of `width` pixels.
  private func line(
    _ canvas: Canvas, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double,
    color: SIMD4<Float>
  ) {
    let bounds = canvas.pixelBounds(
      Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)),
      margin: width + 1)
    for py in bounds.y {
      for px in bounds.x {
        let cx = Double(px) + 0.5
        let cy = Double(py) + 0.5
        let dx = x1 - x0
        let dy = y1 - y0
        let length = dx * dx + dy * dy
        let t = length > 0 ? min(max(((cx - x0) * dx + (cy - y0) * dy) / length, 0), 1) : 0
        let distance =
          ((x0 + t * dx - cx) * (x0 + t * dx - cx) + (y0 + t * dy - cy) * (y0 + t * dy - cy))
          .squareRoot() - width / 2
        let coverage = Float(ShapeDistance.coverage(distance: distance))
        if coverage > 0 { canvas.blend(color * coverage, x: px, y: py) }
      }
    }
  }

  private func label(
    _ canvas: Canvas, _ string: String, x: Double, y: Double, size: Double, color: SIMD4<Float>
  ) {
    guard let mask = text?.mask(for: string, pixelSize: size, weight: "regular") else { return }
    for row in 0..<mask.height {
      for column in 0..<mask.width {
        let px = Int(saturating: x) + column
        let py = Int(saturating: y) + row
        guard px >= 0, py >= 0, px < canvas.width, py < canvas.height else { continue }
        let coverage = mask.coverage[row * mask.width + column]
        if coverage > 0 { canvas.blend(color * coverage, x: px, y: py) }
      }
    }
  }
}
