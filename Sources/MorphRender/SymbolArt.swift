import Foundation
import MorphCore

/// SF Symbols drawn as vector pictograms: each symbol is a union of simple primitives in a unit
/// square (y down), rasterised from its signed distance with the same anti-aliasing as glass.
/// Unknown names draw a neutral glyph (a rounded square with a dot).
enum SymbolArt {
  /// One primitive of a pictogram; lengths are fractions of the symbol's side.
  enum Primitive: Sendable {
    case line(Double, Double, Double, Double, width: Double)
    case disc(Double, Double, radius: Double)
    case ring(Double, Double, radius: Double, width: Double)
    case box(Double, Double, Double, Double, radius: Double)
    case frame(Double, Double, Double, Double, radius: Double, width: Double)
    case polygon([(Double, Double)])
    case arc(Double, Double, radius: Double, from: Double, to: Double, width: Double)
  }

  static let stroke = 0.085

  /// The pictograms by base name (no `.fill`): lengths in fractions of the symbol's side, strokes
  /// `stroke` wide unless a pictogram needs another.
  private static let pictograms: [String: [Primitive]] = {
    let s = stroke
    var table: [String: [Primitive]] = [
      "plus": [.line(0.5, 0.2, 0.5, 0.8, width: s), .line(0.2, 0.5, 0.8, 0.5, width: s)],
      "minus": [.line(0.2, 0.5, 0.8, 0.5, width: s)],
      "xmark": [.line(0.27, 0.27, 0.73, 0.73, width: s), .line(0.73, 0.27, 0.27, 0.73, width: s)],
      "ellipsis": [
        .disc(0.25, 0.5, radius: 0.07), .disc(0.5, 0.5, radius: 0.07),
        .disc(0.75, 0.5, radius: 0.07),
      ],
      "checkmark": [
        .line(0.22, 0.52, 0.42, 0.72, width: s), .line(0.42, 0.72, 0.8, 0.3, width: s),
      ],
      "chevron.left": [
        .line(0.6, 0.22, 0.35, 0.5, width: s), .line(0.35, 0.5, 0.6, 0.78, width: s),
      ],
      "chevron.right": [
        .line(0.4, 0.22, 0.65, 0.5, width: s), .line(0.65, 0.5, 0.4, 0.78, width: s),
      ],
      "chevron.up": [.line(0.22, 0.6, 0.5, 0.35, width: s), .line(0.5, 0.35, 0.78, 0.6, width: s)],
      "chevron.down": [
        .line(0.22, 0.4, 0.5, 0.65, width: s), .line(0.5, 0.65, 0.78, 0.4, width: s),
      ],
      "pencil": [
        .polygon([(0.2, 0.8), (0.26, 0.62), (0.66, 0.22), (0.78, 0.34), (0.38, 0.74)]),
        .line(0.6, 0.28, 0.72, 0.4, width: 0.03),
      ],
      "eraser": [
        .polygon([(0.15, 0.62), (0.5, 0.27), (0.78, 0.55), (0.5, 0.83), (0.3, 0.83)]),
        .line(0.5, 0.83, 0.85, 0.83, width: s),
      ],
      "trash": [
        .line(0.2, 0.28, 0.8, 0.28, width: s), .line(0.4, 0.18, 0.6, 0.18, width: s),
        .frame(0.27, 0.28, 0.46, 0.56, radius: 0.06, width: s),
        .line(0.42, 0.42, 0.42, 0.72, width: 0.05), .line(0.58, 0.42, 0.58, 0.72, width: 0.05),
      ],
      "square.and.arrow.up": [
        .line(0.5, 0.14, 0.5, 0.6, width: s), .line(0.34, 0.3, 0.5, 0.14, width: s),
        .line(0.66, 0.3, 0.5, 0.14, width: s), .line(0.36, 0.42, 0.24, 0.42, width: s),
        .line(0.24, 0.42, 0.24, 0.86, width: s), .line(0.24, 0.86, 0.76, 0.86, width: s),
        .line(0.76, 0.86, 0.76, 0.42, width: s), .line(0.76, 0.42, 0.64, 0.42, width: s),
      ],
      "heart": [
        .disc(0.36, 0.4, radius: 0.16), .disc(0.64, 0.4, radius: 0.16),
        .polygon([(0.21, 0.46), (0.79, 0.46), (0.5, 0.82)]),
      ],
      "star": {
        var points: [(Double, Double)] = []
        for index in 0..<10 {
          let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
          let radius = index % 2 == 0 ? 0.38 : 0.16
          points.append((0.5 + radius * cos(angle), 0.53 + radius * sin(angle)))
        }
        return [.polygon(points)]
      }(),
      "gear": {
        var parts: [Primitive] = [
          .ring(0.5, 0.5, radius: 0.22, width: 0.12), .disc(0.5, 0.5, radius: 0.05),
        ]
        for index in 0..<8 {
          let angle = Double(index) * Double.pi / 4
          parts.append(
            .line(
              0.5 + 0.26 * cos(angle), 0.5 + 0.26 * sin(angle), 0.5 + 0.36 * cos(angle),
              0.5 + 0.36 * sin(angle), width: 0.1))
        }
        return parts
      }(),
      "magnifyingglass": [
        .ring(0.42, 0.42, radius: 0.2, width: s), .line(0.57, 0.57, 0.8, 0.8, width: 0.1),
      ],
      "house": [
        .line(0.15, 0.48, 0.5, 0.18, width: s), .line(0.5, 0.18, 0.85, 0.48, width: s),
        .frame(0.26, 0.42, 0.48, 0.4, radius: 0.03, width: s),
        .box(0.44, 0.6, 0.12, 0.22, radius: 0.02),
      ],
      "person": [
        .disc(0.5, 0.32, radius: 0.15),
        .arc(0.5, 0.86, radius: 0.3, from: Double.pi, to: 2 * Double.pi, width: s * 1.4),
      ],
      "play": [.polygon([(0.3, 0.18), (0.8, 0.5), (0.3, 0.82)])],
      "pause": [
        .box(0.26, 0.2, 0.16, 0.6, radius: 0.04), .box(0.58, 0.2, 0.16, 0.6, radius: 0.04),
      ],
      "forward": [
        .polygon([(0.1, 0.25), (0.48, 0.5), (0.1, 0.75)]),
        .polygon([(0.5, 0.25), (0.88, 0.5), (0.5, 0.75)]),
      ],
      "backward": [
        .polygon([(0.9, 0.25), (0.52, 0.5), (0.9, 0.75)]),
        .polygon([(0.5, 0.25), (0.12, 0.5), (0.5, 0.75)]),
      ],
      "stop": [.box(0.22, 0.22, 0.56, 0.56, radius: 0.08)],
      "record.circle": [.ring(0.5, 0.5, radius: 0.36, width: s), .disc(0.5, 0.5, radius: 0.22)],
      "flame": [
        .disc(0.5, 0.62, radius: 0.22), .polygon([(0.29, 0.58), (0.5, 0.12), (0.71, 0.58)]),
      ],
      "hand.thumbsup": [
        .box(0.18, 0.45, 0.14, 0.38, radius: 0.03), .box(0.36, 0.42, 0.44, 0.41, radius: 0.1),
        .polygon([(0.4, 0.46), (0.5, 0.14), (0.62, 0.2), (0.58, 0.46)]),
      ],
      "camera": [
        .frame(0.12, 0.3, 0.76, 0.5, radius: 0.08, width: s),
        .ring(0.5, 0.55, radius: 0.13, width: s), .box(0.36, 0.2, 0.28, 0.12, radius: 0.04),
      ],
      "photo": [
        .frame(0.12, 0.2, 0.76, 0.6, radius: 0.08, width: s),
        .polygon([(0.18, 0.74), (0.4, 0.46), (0.56, 0.64), (0.66, 0.54), (0.82, 0.74)]),
        .disc(0.66, 0.36, radius: 0.06),
      ],
      "mic": [
        .frame(0.38, 0.12, 0.24, 0.44, radius: 0.12, width: s),
        .arc(0.5, 0.48, radius: 0.22, from: 0, to: Double.pi, width: s),
        .line(0.5, 0.7, 0.5, 0.86, width: s),
      ],
      "location": [.polygon([(0.82, 0.18), (0.52, 0.84), (0.46, 0.54), (0.16, 0.48)])],
      "doc": [
        .frame(0.24, 0.12, 0.52, 0.76, radius: 0.06, width: s),
        .line(0.34, 0.4, 0.66, 0.4, width: 0.05), .line(0.34, 0.54, 0.66, 0.54, width: 0.05),
        .line(0.34, 0.68, 0.56, 0.68, width: 0.05),
      ],
      "tag": [
        .polygon([(0.14, 0.14), (0.5, 0.14), (0.86, 0.5), (0.5, 0.86), (0.14, 0.5)]),
        .disc(0.3, 0.3, radius: 0.05),
      ],
      "film": [
        .frame(0.16, 0.14, 0.68, 0.72, radius: 0.06, width: s),
        .line(0.32, 0.14, 0.32, 0.86, width: 0.05), .line(0.68, 0.14, 0.68, 0.86, width: 0.05),
      ],
      "arrow.down.circle": [
        .ring(0.5, 0.5, radius: 0.36, width: s), .line(0.5, 0.28, 0.5, 0.7, width: s),
        .line(0.34, 0.55, 0.5, 0.71, width: s), .line(0.66, 0.55, 0.5, 0.71, width: s),
      ],
      "square.and.pencil": [
        .frame(0.14, 0.24, 0.6, 0.6, radius: 0.08, width: s),
        .line(0.46, 0.56, 0.84, 0.18, width: 0.12),
      ],
      "line.3.horizontal.decrease": [
        .line(0.14, 0.3, 0.86, 0.3, width: s), .line(0.26, 0.5, 0.74, 0.5, width: s),
        .line(0.4, 0.7, 0.6, 0.7, width: s),
      ],
      "creditcard": [
        .frame(0.1, 0.24, 0.8, 0.52, radius: 0.07, width: s),
        .line(0.12, 0.4, 0.88, 0.4, width: 0.1), .line(0.2, 0.62, 0.4, 0.62, width: 0.05),
      ],
      "bell": [
        .arc(0.5, 0.5, radius: 0.24, from: Double.pi, to: 2 * Double.pi, width: s),
        .line(0.26, 0.5, 0.22, 0.72, width: s), .line(0.74, 0.5, 0.78, 0.72, width: s),
        .line(0.18, 0.72, 0.82, 0.72, width: s), .disc(0.5, 0.82, radius: 0.06),
      ],
      "envelope": [
        .frame(0.12, 0.24, 0.76, 0.52, radius: 0.05, width: s),
        .line(0.14, 0.28, 0.5, 0.54, width: s), .line(0.86, 0.28, 0.5, 0.54, width: s),
      ],
      "progress.indicator": {
        var parts: [Primitive] = []
        for index in 0..<8 {
          let angle = Double(index) * Double.pi / 4
          parts.append(
            .line(
              0.5 + 0.2 * cos(angle), 0.5 + 0.2 * sin(angle), 0.5 + 0.38 * cos(angle),
              0.5 + 0.38 * sin(angle), width: 0.08))
        }
        return parts
      }(),
    ]
    table["gearshape"] = table["gear"]
    return table
  }()

  /// The pictogram for `name` (`.fill` and `.circle` variants share the outline's drawing).
  static func primitives(for name: String) -> [Primitive]? {
    let base = name.replacingOccurrences(of: ".fill", with: "")
    if let pictogram = pictograms[base] { return pictogram }
    if base.hasSuffix(".circle"),
      let inner = primitives(for: String(base.dropLast(".circle".count)))
    {
      return [.ring(0.5, 0.5, radius: 0.42, width: stroke * 0.8)]
        + inner.map { scaled($0, by: 0.6) }
    }
    return nil
  }

  /// The neutral glyph for names without a pictogram.
  static let unknown: [Primitive] = [
    .frame(0.2, 0.2, 0.6, 0.6, radius: 0.12, width: stroke), .disc(0.5, 0.5, radius: 0.08),
  ]

  /// A primitive shrunk about the centre.
  private static func scaled(_ primitive: Primitive, by factor: Double) -> Primitive {
    func p(_ v: Double) -> Double { 0.5 + (v - 0.5) * factor }
    switch primitive {
    case .line(let a, let b, let c, let d, let w):
      return .line(p(a), p(b), p(c), p(d), width: w * factor)
    case .disc(let x, let y, let r): return .disc(p(x), p(y), radius: r * factor)
    case .ring(let x, let y, let r, let w):
      return .ring(p(x), p(y), radius: r * factor, width: w * factor)
    case .box(let x, let y, let w, let h, let r):
      return .box(p(x), p(y), w * factor, h * factor, radius: r * factor)
    case .frame(let x, let y, let w, let h, let r, let s):
      return .frame(p(x), p(y), w * factor, h * factor, radius: r * factor, width: s * factor)
    case .polygon(let points): return .polygon(points.map { (p($0.0), p($0.1)) })
    case .arc(let x, let y, let r, let from, let to, let w):
      return .arc(p(x), p(y), radius: r * factor, from: from, to: to, width: w * factor)
    }
  }

  /// The signed distance (unit-square units) from (x, y) to the union of `primitives`.
  static func distance(_ primitives: [Primitive], x: Double, y: Double) -> Double {
    var best = Double.infinity
    for primitive in primitives {
      let d: Double
      switch primitive {
      case .line(let ax, let ay, let bx, let by, let width):
        d = segmentDistance(x, y, ax, ay, bx, by) - width / 2
      case .disc(let cx, let cy, let radius):
        d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius
      case .ring(let cx, let cy, let radius, let width):
        d = abs(((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius) - width / 2
      case .box(let bx, let by, let w, let h, let radius):
        d = ShapeDistance.roundedRectangle(
          Point(x: x, y: y), in: Rect(x: bx, y: by, width: w, height: h), radius: radius)
      case .frame(let bx, let by, let w, let h, let radius, let width):
        d =
          abs(
            ShapeDistance.roundedRectangle(
              Point(x: x, y: y), in: Rect(x: bx, y: by, width: w, height: h), radius: radius))
          - width / 2
      case .polygon(let points):
        d = polygonDistance(x, y, points)
      case .arc(let cx, let cy, let radius, let from, let to, let width):
        var angle = atan2(y - cy, x - cx)
        if angle < from { angle += 2 * Double.pi }
        if angle >= from && angle <= to {
          d = abs(((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius) - width / 2
        } else {
          let end1 = (cx + radius * cos(from), cy + radius * sin(from))
          let end2 = (cx + radius * cos(to), cy + radius * sin(to))
          d =
            min(
              ((x - end1.0) * (x - end1.0) + (y - end1.1) * (y - end1.1)).squareRoot(),
              ((x - end2.0) * (x - end2.0) + (y - end2.1) * (y - end2.1)).squareRoot()) - width / 2
        }
      }
      best = min(best, d)
    }
    return best
  }

  private static func segmentDistance(
    _ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double
  ) -> Double {
    let dx = bx - ax
    let dy = by - ay
    let length = dx * dx + dy * dy
    let t = length > 0 ? min(max(((px - ax) * dx + (py - ay) * dy) / length, 0), 1) : 0
    let cx = ax + t * dx - px
    let cy = ay + t * dy - py
    return (cx * cx + cy * cy).squareRoot()
  }

  /// Signed distance to a simple polygon (negative inside), after Inigo Quilez.
  private static func polygonDistance(_ px: Double, _ py: Double, _ points: [(Double, Double)])
    -> Double
  {
    guard points.count > 2 else { return .infinity }
    var distance = Double.infinity
    var inside = false
    var j = points.count - 1
    for i in 0..<points.count {
      let (ax, ay) = points[i]
      let (bx, by) = points[j]
      distance = min(distance, segmentDistance(px, py, ax, ay, bx, by))
      if (ay > py) != (by > py), px < (bx - ax) * (py - ay) / (by - ay) + ax { inside.toggle() }
      j = i
    }
    return inside ? -distance : distance
  }
}
