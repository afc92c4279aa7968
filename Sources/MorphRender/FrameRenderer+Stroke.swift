import MorphCore

extension FrameRenderer {
  /// Draws a stroke (`ContentKind.stroke`): a band `lineWidth` points wide centred on the outline
  /// of the shape inset by half the width from `rect` (pixels), each pixel covered by how far its
  /// centre lies from the outline: coverage(|d| − w/2) with d the outline's signed distance.
  func drawStroke(
    _ kind: ShapeKind, radius: Double, lineWidth: Double, paint: Paint, in rect: Rect,
    opacity: Float, on canvas: Canvas
  ) {
    let half = max(0, lineWidth) * scale / 2
    guard half > 0 else { return }
    let outline = rect.inset(by: EdgeInsets(all: half))
    let shader = PaintShader(paint, in: rect, scale: scale)
    let r = radius * scale
    let ellipse = kind == .ellipse
    let bounds = canvas.pixelBounds(rect)
    guard !bounds.x.isEmpty else { return }
    @Sendable func distance(_ point: Point) -> Double {
      let d =
        ellipse
        ? ShapeDistance.ellipse(point, in: outline)
        : ShapeDistance.roundedRectangle(point, in: outline, radius: r)
      return abs(d) - half
    }
    canvas.forRows(bounds.y) { y in
      let row = Double(y) + 0.5
      var chunk = bounds.x.lowerBound
      while chunk < bounds.x.upperBound {
        let chunkEnd = min(chunk + Self.outlineChunk, bounds.x.upperBound)
        // A rounded rectangle's distance changes by at most the distance moved: a chunk whose
        // centre lies more than half its length (plus half a pixel) off the band — in the hole
        // or outside — has no pixel on it. The ellipse's distance is only first-order, so its
        // chunks are all measured.
        if !ellipse,
          distance(Point(x: Double(chunk + chunkEnd) / 2, y: row)) - Double(chunkEnd - chunk) / 2
            >= 0.5
        {
          chunk = chunkEnd
          continue
        }
        for x in chunk..<chunkEnd {
          let point = Point(x: Double(x) + 0.5, y: row)
          let coverage = ShapeDistance.coverage(distance: distance(point))
          guard coverage > 0 else { continue }
          canvas.blend(shader.color(x: point.x, y: row) * Float(coverage) * opacity, x: x, y: y)
        }
        chunk = chunkEnd
      }
    }
  }
}
