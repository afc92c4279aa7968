import MorphCore

/// Tone and tint (Docs/Glass.md §3.3): the variant's curve on what the lens shows, and the
/// tint's colour mixed in by its strength.
extension GlassMaterial {
  /// The luma weights as lanes' scalars (Rec. 709, `lumaWeights`).
  @inline(__always)
  static func luma(of colour: Channels) -> Lanes {
    colour.r * Float(lumaWeights.r) + colour.g * Float(lumaWeights.g) + colour.b
      * Float(lumaWeights.b)
  }

  /// Tone (§3.3): the variant's curve on luma with chroma scaled, the clear variant's dimming
  /// over bright content, and the opaque face of Reduce Transparency (Increase Contrast: half
  /// way there).
  @inline(__always)
  static func tone(
    _ colour: inout Channels, shape: Shape, style: GlassStyle, visibility: Lanes
  ) {
    let luma = luma(of: colour)
    let curve = shape.glass.variant == .clear ? style.clearTone : style.regularTone
    let toned =
      Float(curve.offset) + Float(curve.slope) * (luma + Float(curve.bulge) * luma * (1 - luma))
    let chroma = Float(curve.chroma)
    colour.r = toned + (colour.r - luma) * chroma
    colour.g = toned + (colour.g - luma) * chroma
    colour.b = toned + (colour.b - luma) * chroma
    if shape.dimming > 0 {
      let kept = Float(1 - shape.dimming)
      colour.r *= kept
      colour.g *= kept
      colour.b *= kept
    }
    if style.reduceTransparency || style.increaseContrast {
      let share = Float(style.reduceTransparency ? 1 : style.contrastFaceMix) * visibility
      let face = style.opaqueFace
      colour.r += (face.x - colour.r) * share
      colour.g += (face.y - colour.g) * share
      colour.b += (face.z - colour.b) * share
    }
  }

  /// Tint: the tint's own colour, its luma moved a little toward the glass's (so light and dark
  /// content still show through), chroma kept; mixed in by the tint's strength s. Per shape
  /// r += s·(c − a·luma(c)) + s·(a·brightness − r), with the first term and s blended across
  /// the field (`Shape.tint`), so tinted and untinted glass merge without a seam.
  @inline(__always)
  static func tint(_ colour: inout Channels, field: FieldLanes, style: GlassStyle) {
    guard any(field.tintStrength .> 0) else { return }
    let adapted = luma(of: colour) * Float(style.tintAdaptation)
    let strength = field.tintStrength
    colour.r += field.tintRed + strength * (adapted - colour.r)
    colour.g += field.tintGreen + strength * (adapted - colour.g)
    colour.b += field.tintBlue + strength * (adapted - colour.b)
  }
}
