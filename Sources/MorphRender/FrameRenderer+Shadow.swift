import Foundation
import MorphCore

extension FrameRenderer {
  /// Draws a shadow (`ContentKind.shadow`): the shape (the frame inset by the shadow's reach)
  /// convolved with a Gaussian of σ = radius / 2, in `color`. At a pixel whose centre lies d
  /// pixels outside the outline that is ½ erfc(d / (σ√2)) — exact along a straight edge, and
  /// within a few per cent of a full convolution at a corner whose radius exceeds σ. With
  /// `castBy` (glass), the caster's own shape, that far from the shadow's in points, is cut out.
  func drawShadow(
    _ kind: ShapeKind, radius cornerRadius: Double, blur: Double, color: Color, castBy: Point?,
    in rect: Rect, opacity: Float, on canvas: Canvas
  ) {
    let reach = ContentKind.shadowReach(blur) * scale
    let shape = rect.inset(by: EdgeInsets(all: reach))
    guard shape.width > 0, shape.height > 0 else { return }
    guard case .solid(let colour) = PaintShader(.color(color), in: rect, scale: scale).kind else {
      return
    }
    let sigma = blur * scale / 2
    let r = cornerRadius * scale
    let ellipse = kind == .ellipse
    let bounds = canvas.pixelBounds(rect)
    guard !bounds.x.isEmpty else { return }
    @Sendable func distance(_ point: Point) -> Double {
      ellipse
        ? ShapeDistance.ellipse(point, in: shape)
        : ShapeDistance.roundedRectangle(point, in: shape, radius: r)
    }
    let caster = castBy.map { shape.offsetBy(dx: $0.x * scale, dy: $0.y * scale) }
    @Sendable func alpha(_ point: Point) -> Double {
      let d = distance(point)
      let shade =
        sigma < 0.05
        ? ShapeDistance.coverage(distance: d) : 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
      guard let caster else { return shade }
      let inside = ShapeDistance.coverage(
        distance: ellipse
          ? ShapeDistance.ellipse(point, in: caster)
          : ShapeDistance.roundedRectangle(point, in: caster, radius: r))
      return shade * (1 - inside)
    }
    canvas.forRows(bounds.y) { y in
      let row = Double(y) + 0.5
      var chunk = bounds.x.lowerBound
      while chunk < bounds.x.upperBound {
        let chunkEnd = min(chunk + Self.outlineChunk, bounds.x.upperBound)
        // The distance changes by at most the distance moved (rounded rectangles): a chunk wholly
        // beyond the reach is clear, one wholly inside it is the colour itself.
        if !ellipse {
          let depth = distance(Point(x: Double(chunk + chunkEnd) / 2, y: row))
          let half = Double(chunkEnd - chunk) / 2
          if depth - half >= reach {
            chunk = chunkEnd
            continue
          }
          if depth + half <= -reach, caster == nil {
            canvas.composite(colour * opacity, over: chunk..<chunkEnd, y: y)
            chunk = chunkEnd
            continue
          }
        }
        for x in chunk..<chunkEnd {
          let value = alpha(Point(x: Double(x) + 0.5, y: row))
          guard value > 0.0005 else { continue }
          canvas.blend(colour * Float(value) * opacity, x: x, y: y)
        }
        chunk = chunkEnd
      }
    }
  }
}
