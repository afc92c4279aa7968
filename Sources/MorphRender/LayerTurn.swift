import Foundation
import MorphCore

/// A rotation by `degrees` clockwise (y points down) about a centre, in canvas pixels:
/// `.rotationEffect` as the compositor applies it.
struct LayerTurn: Sendable {
  let cosine: Double
  let sine: Double
  let centre: Point

  init(degrees: Double, about centre: Point) {
    let radians = degrees * Double.pi / 180
    cosine = cos(radians)
    sine = sin(radians)
    self.centre = centre
  }

  /// Where `point` lands after the turn.
  func forward(_ point: Point) -> Point {
    let dx = point.x - centre.x
    let dy = point.y - centre.y
    return Point(x: centre.x + dx * cosine - dy * sine, y: centre.y + dx * sine + dy * cosine)
  }

  /// The point that the turn takes to `point`.
  func inverse(_ point: Point) -> Point {
    let dx = point.x - centre.x
    let dy = point.y - centre.y
    return Point(x: centre.x + dx * cosine + dy * sine, y: centre.y - dx * sine + dy * cosine)
  }

  /// The axis-aligned box around `rect` once turned.
  func boundingBox(of rect: Rect) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map(forward)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? rect.minX
    let minY = ys.min() ?? rect.minY
    return Rect(
      x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
  }
}
