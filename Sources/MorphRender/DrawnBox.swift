/// A damage box drawn in floating point and not yet stored as bytes: the pixels of `window`
/// (row-major, `window`'s width apart), the part `stored` whose bytes the frame takes, and the
/// lumas it measured and used.
struct DrawnBox {
  let pixels: [SIMD4<Float>]
  let window: PixelBox
  let stored: PixelBox
  let luma: DrawnLuma
}
