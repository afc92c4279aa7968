import MorphCore

/// What a pixel of a `Pixmap` holds for a colour.
extension Color {
  /// The colour as premultiplied linear-light RGBA (the sRGB transfer function of each channel,
  /// `ColorEncoding.toLinear`, times opacity).
  package var premultipliedLinear: SIMD4<Float> {
    let a = Float(opacity)
    return SIMD4(
      Float(ColorEncoding.toLinear(red)) * a, Float(ColorEncoding.toLinear(green)) * a,
      Float(ColorEncoding.toLinear(blue)) * a, a)
  }
}
