import MorphCore

extension ClipRegion {
  /// Signed distance from `point` to the region's outline (negative inside), in the units of
  /// `point` after scaling the region by `scale`.
  func distance(to point: Point, scale: Double) -> Double {
    let scaled = Rect(
      x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
      height: rect.height * scale)
    return isEllipse
      ? ShapeDistance.ellipse(point, in: scaled)
      : ShapeDistance.roundedRectangle(point, in: scaled, radius: cornerRadius * scale)
  }
}
