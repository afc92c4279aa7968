import MorphCore
import MorphFrame
import MorphRaster

extension FrameRenderer {
  /// The contrast ratio a label style keeps against the glass face under it (WCAG 2.x relative
  /// luminance contrast, (L1 + 0.05) / (L2 + 0.05)): 4.5 : 1 for primary and secondary labels
  /// (WCAG 2.1 SC 1.4.3, body text), 3 : 1 for the fainter tertiary and quaternary levels (the
  /// same criterion's figure for large text, and SC 1.4.11's for graphical objects).
  static func minimumContrast(forLabelOpacity opacity: Double) -> Double {
    opacity >= faintLabelOpacity ? 4.5 : 3
  }

  /// Label colours at or above this opacity are primary or secondary (secondary is 60 %),
  /// below it tertiary (30 %) and quaternary (18 %).
  static let faintLabelOpacity = 0.45

  /// The relative luminance (linear, 0…1) of the face of untinted regular glass over a backdrop
  /// whose mean encoded luma is `backdropLuma`: the face's tone curve (Docs/Glass.md §3.3)
  /// applied to it, decoded from sRGB. Nil where it is not known or not what labels sit on
  /// (clear or tinted glass, an opaque face under Reduce Transparency).
  static func faceLuminance(of glass: GlassFrame, backdropLuma: Double?, _ style: GlassStyle)
    -> Double?
  {
    guard let luma = backdropLuma, glass.glass.variant == .regular, glass.glass.tint == nil,
      !style.reduceTransparency
    else { return nil }
    let curve = style.regularTone
    let toned = curve.offset + curve.slope * (luma + curve.bulge * luma * (1 - luma))
    return ColorEncoding.toLinear(min(max(toned, 0), 1))
  }

  /// `item` with a neutral label colour (`.primary`, `.secondary`, black, white, greys) made
  /// opaque enough to keep `minimumContrast` against a face of relative luminance `face`: the
  /// text over the face is opacity × colour + (1 − opacity) × face in linear light, so the
  /// opacity that reaches the ratio is solved for and the larger of it and the colour's own is
  /// used (at most 1: a colour that cannot reach the ratio is drawn opaque). Coloured
  /// foregrounds, and content that is not text or a symbol, keep their colour.
  static func legible(_ item: ContentFrame, onFace face: Double) -> ContentFrame {
    guard let color = neutralLabelColor(of: item), color.opacity < 1 else { return item }
    let weights = GlassMaterial.lumaWeights
    let own =
      weights.r * ColorEncoding.toLinear(color.red) + weights.g
      * ColorEncoding.toLinear(color.green) + weights.b * ColorEncoding.toLinear(color.blue)
    guard abs(own - face) > 1e-6 else { return item }
    let ratio = minimumContrast(forLabelOpacity: color.opacity)
    // The luminance the text must reach: darker or lighter than the face by the ratio.
    let target = own < face ? (face + 0.05) / ratio - 0.05 : ratio * (face + 0.05) - 0.05
    let needed = (target - face) / (own - face)
    let opacity = min(1, max(color.opacity, needed))
    guard opacity > color.opacity else { return item }
    return item.recoloured(
      Color(red: color.red, green: color.green, blue: color.blue, opacity: opacity))
  }
}

extension ContentFrame {
  /// The same item drawn in `color`.
  func recoloured(_ color: Color) -> ContentFrame {
    ContentFrame(
      key: key, kind: kind, frame: frame, foreground: .color(color), opacity: opacity,
      scale: scale, blur: blur, glassKey: glassKey, isBackdrop: isBackdrop, clip: clip,
      rotation: rotation, pivot: pivot)
  }
}
