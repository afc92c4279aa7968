/// The pixels under everything in a frame — the wallpaper or cover picture, with any paint painted
/// into it — painted once per render (`BackdropCache`), with their bytes and their blurs.
struct PaintedBackdrop: Sendable {
  /// Premultiplied linear pixels, row-major.
  let pixels: [SIMD4<Float>]
  /// The same pixels as 8-bit sRGB RGBA (what a frame's bytes start from).
  let bytes: [UInt8]
  /// The pixels blurred over the whole canvas, for glass that sits straight on them.
  let blurs: BackdropBlurs

  /// The backdrop of `pixels` (`width` × `height`) and their `bytes`.
  init(pixels: [SIMD4<Float>], bytes: [UInt8], width: Int, height: Int) {
    self.pixels = pixels
    self.bytes = bytes
    blurs = BackdropBlurs(pixels: pixels, width: width, height: height)
  }
}
