import MorphCore

/// A drawn layer placed on the canvas at (`originX`, `originY`) pixels, sampled while
/// compositing it (premultiplied colours; transparent outside).
struct LayerSample: Sendable {
  let pixels: [SIMD4<Float>]
  let width: Int
  let height: Int
  let originX: Int
  let originY: Int

  /// The layer pixel at (`x`, `y`) in layer coordinates; transparent outside.
  func pixel(x: Int, y: Int) -> SIMD4<Float> {
    guard x >= 0, y >= 0, x < width, y < height else { return .zero }
    return pixels[y * width + x]
  }

  /// The layer bilinearly interpolated at `point`, in canvas pixels (pixel centres at +0.5).
  func bilinear(at point: Point) -> SIMD4<Float> {
    let fx = point.x - Double(originX) - 0.5
    let fy = point.y - Double(originY) - 0.5
    guard fx > -1, fy > -1, fx < Double(width), fy < Double(height) else { return .zero }
    let x0 = Int(saturating: fx.rounded(.down))
    let y0 = Int(saturating: fy.rounded(.down))
    let tx = Float(fx - Double(x0))
    let ty = Float(fy - Double(y0))
    let top = pixel(x: x0, y: y0) * (1 - tx) + pixel(x: x0 + 1, y: y0) * tx
    let bottom = pixel(x: x0, y: y0 + 1) * (1 - tx) + pixel(x: x0 + 1, y: y0 + 1) * tx
    return top * (1 - ty) + bottom * ty
  }
}
