import Foundation
import MorphCore

/// Colours and gradients as functions of position (pixels) inside the rectangle they fill.
/// Gradient stops are interpolated in sRGB-encoded space, as SwiftUI does, then linearised.
struct PaintShader: Sendable {
  enum Kind: Sendable {
    case solid(SIMD4<Float>)
    case linear([SIMD4<Float>], start: Point, end: Point)
    case radial([SIMD4<Float>], center: Point, startRadius: Double, endRadius: Double)
    case angular([SIMD4<Float>], center: Point)
  }

  /// Gradients are evaluated through a table of this many colours along the gradient (converting
  /// each pixel to linear light with `pow` would dominate the frame time).
  static let tableSize = 1024

  let kind: Kind

  /// A shader for `paint` filling `rect` (pixels) at `scale` pixels per point.
  init(_ paint: Paint, in rect: Rect, scale: Double) {
    func stops(_ list: [Paint.Stop]) -> [SIMD4<Float>] {
      let raw = list.map {
        ($0.location, SIMD4($0.color.red, $0.color.green, $0.color.blue, $0.color.opacity))
      }
      return (0..<PaintShader.tableSize).map {
        PaintShader.interpolate(raw, Double($0) / Double(PaintShader.tableSize - 1))
      }
    }
    func point(_ unit: UnitPoint) -> Point {
      Point(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
    }
    switch paint {
    case .color(let color): kind = .solid(color.premultipliedLinear)
    case .linearGradient(let list, let start, let end):
      kind = .linear(stops(list), start: point(start), end: point(end))
    case .radialGradient(let list, let center, let startRadius, let endRadius):
      kind = .radial(
        stops(list), center: point(center), startRadius: startRadius * scale,
        endRadius: endRadius * scale)
    case .angularGradient(let list, let center): kind = .angular(stops(list), center: point(center))
    }
  }

  /// The premultiplied linear colour at pixel centre (x, y).
  func color(x: Double, y: Double) -> SIMD4<Float> {
    switch kind {
    case .solid(let color): return color
    case .linear(let stops, let start, let end):
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length = dx * dx + dy * dy
      let t = length > 0 ? ((x - start.x) * dx + (y - start.y) * dy) / length : 0
      return PaintShader.lookup(stops, t)
    case .radial(let stops, let center, let startRadius, let endRadius):
      let distance = ((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y))
        .squareRoot()
      let span = endRadius - startRadius
      return PaintShader.lookup(stops, span > 0 ? (distance - startRadius) / span : 0)
    case .angular(let stops, let center):
      var angle = atan2(y - center.y, x - center.x) / (2 * Double.pi)
      if angle < 0 { angle += 1 }
      return PaintShader.lookup(stops, angle)
    }
  }

  @inline(__always) private static func lookup(_ table: [SIMD4<Float>], _ t: Double) -> SIMD4<Float>
  {
    // Clamped first (NaN fails the comparison and reads the first entry), so the nearest entry
    // is a plain conversion of a value in 0…count − ½.
    let clamped = t > 0 ? min(t, 1) : 0
    return table[Int(clamped * Double(table.count - 1) + 0.5)]
  }

  private static func interpolate(_ stops: [(Double, SIMD4<Double>)], _ t: Double) -> SIMD4<Float> {
    guard let first = stops.first, let last = stops.last else { return .zero }
    let value: SIMD4<Double>
    if t <= first.0 {
      value = first.1
    } else if t >= last.0 {
      value = last.1
    } else {
      var result = last.1
      for index in 1..<stops.count where t <= stops[index].0 {
        let (a, b) = (stops[index - 1], stops[index])
        let f = b.0 > a.0 ? (t - a.0) / (b.0 - a.0) : 0
        result = a.1 + (b.1 - a.1) * f
        break
      }
      value = result
    }
    return Color(red: value.x, green: value.y, blue: value.z, opacity: value.w).premultipliedLinear
  }
}
