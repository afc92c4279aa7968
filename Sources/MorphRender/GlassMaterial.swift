import Foundation
import MorphCore
import MorphFrame

/// One glass container drawn as a single merged signed-distance field with its material
/// (Docs/Glass.md §2–3): soft shadow, backdrop blur, tone and saturation, refraction from the
/// squircle height profile along the merged field's gradient, rim light from two opposite sides,
/// Fresnel lift and tint; glass visibility scales lens strength, blur and opacity together.
struct GlassMaterial {
  let style: GlassStyle
  let scale: Double

  /// One member of the field, in pixels.
  struct Shape: Sendable {
    let rect: Rect
    let radius: Double
    let ellipse: Bool
    let visibility: Double
    let glass: GlassSpec
    let prominent: Bool
    /// A union's bounding shape and how formed it is.
    let union: (rect: Rect, radius: Double, strength: Double)?

    func distance(_ point: Point) -> Double {
      let own =
        ellipse
        ? ShapeDistance.ellipse(point, in: rect)
        : ShapeDistance.roundedRectangle(point, in: rect, radius: radius)
      guard let union else { return own }
      let joined = ShapeDistance.roundedRectangle(point, in: union.rect, radius: union.radius)
      return own + (joined - own) * union.strength
    }
  }

  /// Draws `members` (glass of one container) onto `canvas`.
  func draw(_ members: [GlassFrame], unions: [UnionFrame], spacing: Double, on canvas: Canvas) {
    let shapes: [Shape] = members.compactMap { member in
      guard member.glass.variant != .identity, member.visibility > 0.001 else { return nil }
      let union = unions.first { $0.members.contains(member.key) && $0.members.count > 1 }.map {
        (rect: pixels($0.frame), radius: $0.cornerRadius * scale, strength: $0.strength)
      }
      return Shape(
        rect: pixels(member.frame), radius: member.cornerRadius * scale,
        ellipse: member.shape == .ellipse,
        visibility: member.visibility, glass: member.glass,
        prominent: member.isProminent && member.glass.tint != nil,
        union: union)
    }
    guard !shapes.isEmpty else { return }
    let k = spacing * scale / 4
    @Sendable func field(_ point: Point) -> Double {
      shapes.count == 1
        ? shapes[0].distance(point)
        : ShapeDistance.smoothMinimum(count: shapes.count, k: k) { shapes[$0].distance(point) }
    }
    var bounds = shapes[0].rect
    for shape in shapes.dropFirst() { bounds = bounds.union(shape.rect) }
    let shadowMargin =
      (style.shadowBlur * 2.5 + style.shadowOffset) * scale + k * Double(max(1, shapes.count - 1))
    // Folding n distances can pull the outline out by up to k per fold.
    let growth = k * Double(max(1, shapes.count - 1))
    let glassBox = canvas.pixelBounds(bounds, margin: growth + 2)
    let shadowBox = canvas.pixelBounds(bounds, margin: shadowMargin)
    guard !glassBox.x.isEmpty, !glassBox.y.isEmpty else { return }

    drawShadow(
      field, box: shadowBox, size: min(bounds.width, bounds.height) / scale,
      visibility: shapes.map(\.visibility).max() ?? 1, on: canvas)

    // The backdrop under the glass, sharp and blurred, with room for refraction to reach outside.
    let reach = Int(
      saturating: ((style.thickness + style.bezel) * 1.5 + style.regularBlur * 3) * scale)
    let region = (
      x: max(0, glassBox.x.lowerBound - reach)..<min(canvas.width, glassBox.x.upperBound + reach),
      y: max(0, glassBox.y.lowerBound - reach)..<min(canvas.height, glassBox.y.upperBound + reach)
    )
    let regionWidth = region.x.count
    let regionHeight = region.y.count
    var sharp = [SIMD4<Float>](repeating: .zero, count: regionWidth * regionHeight)
    for y in region.y {
      for x in region.x {
        sharp[(y - region.y.lowerBound) * regionWidth + (x - region.x.lowerBound)] =
          canvas.pixels[y * canvas.width + x]
      }
    }
    let clear = shapes.allSatisfy { $0.glass.variant == .clear }
    let blurred = BoxBlur.blur(
      sharp, width: regionWidth, height: regionHeight,
      sigma: (clear ? style.clearBlur : style.regularBlur) * scale)
    let backdrop = Backdrop(
      sharp: sharp, blurred: blurred, width: regionWidth, height: regionHeight,
      originX: region.x.lowerBound, originY: region.y.lowerBound)

    let style = self.style
    let pixelScale = self.scale
    canvas.forRows(glassBox.y) { y in
      for x in glassBox.x {
        let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let d = field(point)
        let coverage = ShapeDistance.coverage(distance: d)
        guard coverage > 0 else { continue }
        // The nearest member decides material settings.
        var nearest = shapes[0]
        var nearestDistance = Double.infinity
        for shape in shapes {
          let distance = shape.distance(point)
          if distance < nearestDistance {
            nearestDistance = distance
            nearest = shape
          }
        }
        let gx = field(Point(x: point.x + 1, y: point.y)) - field(Point(x: point.x - 1, y: point.y))
        let gy = field(Point(x: point.x, y: point.y + 1)) - field(Point(x: point.x, y: point.y - 1))
        let length = max((gx * gx + gy * gy).squareRoot(), 1e-9)
        let normal = (x: gx / length, y: gy / length)
        let color = GlassMaterial.shade(
          point: point, depth: -d, normal: normal, shape: nearest, backdrop: backdrop, style: style,
          scale: pixelScale)
        let alpha = Float(coverage * nearest.visibility)
        let index = y * canvas.width + x
        canvas.pixels[index] = canvas.pixels[index] * (1 - alpha) + color * alpha
      }
    }
  }

  private func pixels(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
      height: rect.height * scale)
  }

  /// The soft shadow: 6 % black, blurred 8 pt, offset down 2 pt; larger glass casts a deeper one.
  private func drawShadow(
    _ field: @escaping @Sendable (Point) -> Double, box: (x: Range<Int>, y: Range<Int>),
    size: Double, visibility: Double, on canvas: Canvas
  ) {
    let blur = style.shadowBlur * scale
    let offset = style.shadowOffset * scale
    let depth = style.shadowOpacity * min(2, 0.8 + size / 150) * visibility
    canvas.forRows(box.y) { y in
      for x in box.x {
        let d = field(Point(x: Double(x) + 0.5, y: Double(y) + 0.5 - offset))
        let alpha = Float(depth * (d <= 0 ? 1 : exp(-(d * d) / (blur * blur))))
        guard alpha > 0.0005 else { continue }
        canvas.pixels[y * canvas.width + x] *= (1 - alpha)
      }
    }
  }

  /// The pixels under a container, sharp and blurred.
  struct Backdrop: Sendable {
    let sharp: [SIMD4<Float>]
    let blurred: [SIMD4<Float>]
    let width: Int
    let height: Int
    let originX: Int
    let originY: Int

    /// Bilinear sample of `pixels` at canvas pixel position (x, y), clamped to the region.
    func sample(_ pixels: [SIMD4<Float>], x: Double, y: Double) -> SIMD4<Float> {
      let fx = min(max(x - 0.5 - Double(originX), 0), Double(width - 1))
      let fy = min(max(y - 0.5 - Double(originY), 0), Double(height - 1))
      let x0 = Int(saturating: fx)
      let y0 = Int(saturating: fy)
      let x1 = min(x0 + 1, width - 1)
      let y1 = min(y0 + 1, height - 1)
      let tx = Float(fx - Double(x0))
      let ty = Float(fy - Double(y0))
      let top = pixels[y0 * width + x0] * (1 - tx) + pixels[y0 * width + x1] * tx
      let bottom = pixels[y1 * width + x0] * (1 - tx) + pixels[y1 * width + x1] * tx
      return top * (1 - ty) + bottom * ty
    }
  }

  /// The glass colour at a pixel `depth` pixels inside the merged outline.
  static func shade(
    point: Point, depth: Double, normal: (x: Double, y: Double), shape: Shape, backdrop: Backdrop,
    style: GlassStyle, scale: Double
  ) -> SIMD4<Float> {
    let visibility = shape.visibility
    // Refraction (Docs/Glass.md §3.3–3.4): squircle height f(x) = (1 − (1 − x)⁴)^¼ over the bezel,
    // a vertical ray refracted by the surface tilt, sampled inward at depth T + height.
    let halfShort = min(shape.rect.width, shape.rect.height) / 2 / scale
    let bezel = max(1, min(style.bezel, halfShort))
    let x = min(max(depth / (bezel * scale), 1e-4), 1)
    let height = bezel * GlassMaterial.profile(x)
    let tilt = atan(GlassMaterial.slope(x))
    let refracted = asin(sin(tilt) / style.refractiveIndex)
    let displacement = (style.thickness + height) * tan(tilt - refracted) * scale * visibility
    let sampleX = point.x - normal.x * displacement
    let sampleY = point.y - normal.y * displacement
    let sharp = backdrop.sample(backdrop.sharp, x: point.x, y: point.y)
    let blurred = backdrop.sample(backdrop.blurred, x: sampleX, y: sampleY)
    var color = sharp + (blurred - sharp) * Float(visibility)
    // Work in sRGB-encoded values for the measured tone map and the tint.
    var encoded = SIMD3<Double>(
      Double(ColorEncoding.fastEncoded(Double(color.x))),
      Double(ColorEncoding.fastEncoded(Double(color.y))),
      Double(ColorEncoding.fastEncoded(Double(color.z))))
    let weights = SIMD3<Double>(0.2126, 0.7152, 0.0722)
    let luma = (encoded * weights).sum()
    if shape.glass.variant == .clear {
      encoded = encoded + SIMD3(repeating: style.clearLift)
    } else {
      let toned = style.toneSlope * luma + style.toneOffset
      encoded = SIMD3(repeating: toned) + (encoded - SIMD3(repeating: luma)) * style.saturation
    }
    if let tint = shape.glass.tint {
      // Luminosity-preserving tint: the tint colour carried to the glass's brightness.
      let tintColor = SIMD3(tint.red, tint.green, tint.blue)
      let tintLuma = max((tintColor * weights).sum(), 0.05)
      let brightness = (encoded * weights).sum()
      let mapped = tintColor * (0.35 + 0.65 * brightness / tintLuma)
      let strength =
        (shape.prominent ? style.prominentTintStrength : style.tintStrength) * tint.opacity
      encoded = encoded + (mapped - encoded) * strength
    }
    encoded = SIMD3(min(max(encoded.x, 0), 1), min(max(encoded.y, 0), 1), min(max(encoded.z, 0), 1))
    color = SIMD4(
      ColorEncoding.fastLinear(encoded.x), ColorEncoding.fastLinear(encoded.y),
      ColorEncoding.fastLinear(encoded.z), 1)
    // Rim light (§3.5): a thin band at the edge, brightest where the outline faces the light (upper
    // left) or its opposite; and a faint Fresnel lift toward the edge.
    let rim = max(0, 1 - depth / style.rimWidth)
    let light = (x: -0.6, y: -0.8)
    let facing = abs(normal.x * light.x + normal.y * light.y)
    let fresnel = style.fresnel * (1 - x) * (1 - x)
    let lift = Float((style.rimStrength * rim * (0.3 + 0.7 * facing) + fresnel) * visibility)
    color = color + (SIMD4<Float>(1, 1, 1, 1) - color) * min(lift, 1)
    color.w = 1
    return color
  }

  /// The squircle height profile f(x) = (1 − (1 − x)⁴)^¼, x = depth / bezel in 0…1.
  static func profile(_ x: Double) -> Double {
    let inner = 1 - pow(1 - x, 4)
    return pow(max(inner, 0), 0.25)
  }

  /// f′(x) = (1 − x)³ · (1 − (1 − x)⁴)^(−¾).
  static func slope(_ x: Double) -> Double {
    let inner = max(1 - pow(1 - x, 4), 1e-12)
    return pow(1 - x, 3) * pow(inner, -0.75)
  }
}
