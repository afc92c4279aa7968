/// Every constant of the glass material, with its source (Docs/Glass.md §3: pixel fits to iOS 26
/// captures [measured], Apple's own words [Apple], or GlassMorph's choice [model]). Lengths in
/// points, levels in sRGB-encoded units (1 = 255 levels).
package struct GlassStyle: Sendable, Hashable {
  /// Light or dark appearance (the tone curves and glow strengths differ).
  package enum Appearance: Sendable, Hashable {
    case light
    case dark
  }

  /// The appearance glass is drawn in.
  package var appearance = Appearance.light

  // MARK: Blur (§3.2)

  /// Backdrop blur (Gaussian σ) under regular glass on controls [measured: σ ≈ 2 pt].
  package var controlBlur = 2.0
  /// Backdrop blur under large regular surfaces [measured: σ ≈ 6–7 pt].
  package var surfaceBlur = 6.5
  /// A container whose largest shape's short side exceeds this is a large surface [measured: ~100 pt].
  package var surfaceSize = 100.0
  /// Backdrop blur under clear glass [measured: σ ≈ 0.3–0.8 pt].
  package var clearBlur = 0.5

  // MARK: Tone (§3.3)

  /// Regular glass, light appearance: Y′ = 0.405 + 0.592·(Y + 0.13·Y(1 − Y)) [measured].
  package var lightTone = ToneCurve(offset: 0.405, slope: 0.592, bulge: 0.13, chroma: 1.15)
  /// Regular glass, dark appearance: Y′ = 0.125 + 0.6·(Y + Y(1 − Y)) [measured].
  package var darkTone = ToneCurve(offset: 0.125, slope: 0.6, bulge: 1, chroma: 1)
  /// Clear glass: Y′ ≈ 0.125 + 0.95·Y [measured].
  package var clearTone = ToneCurve(offset: 0.125, slope: 0.95, bulge: 0, chroma: 1)
  /// Clear glass over bright content gets this much black dimming [measured: 35 %].
  package var clearDimming = 0.35
  /// Mean backdrop luma (encoded) from which clear glass starts dimming, and where it is fully
  /// dimmed [model: "when the content under it is bright"].
  package var clearDimmingRange = 0.45...0.65

  // MARK: Lens (§3.4)

  /// The lens band's widest width H [measured: ≈ min(20 pt, ¼ short side)].
  package var lensBand = 20.0
  /// The band's share of the short side [measured: ¼].
  package var lensBandFraction = 0.25
  /// The largest displacement at the rim A [measured: ≈ min(48 pt, 0.6 × short side)].
  package var lensDepth = 48.0
  /// The rim displacement's share of the short side [measured: 0.6].
  package var lensDepthFraction = 0.6

  // MARK: Light (§3.5)

  /// Peak brightening of the specular lobes, as a share of the way to white [measured: +50…+75
  /// levels over the face of glass on black; that face is 0.405, so 0.45 × (1 − 0.405) × 255 = +68].
  package var specularStrength = 0.45
  /// The sharp lobe's width [measured: 0.5–1.2 pt].
  package var specularWidth = 1.2
  /// The soft lobe's width [measured: 0.2·clamp(1 − t/4.8 pt)].
  package var specularSoftWidth = 4.8
  /// The soft lobe's weight relative to the sharp one [measured: 0.2].
  package var specularSoftWeight = 0.2
  /// The bottom lobe relative to the top [measured: ≈ 1 : 0.7].
  package var specularBottom = 0.7

  // MARK: Shadow (§3.6)

  /// Shadow opacity over light flat content [measured: ≈ 0.03].
  package var shadowOpacity = 0.03
  /// Shapes larger than this (short side) cast a deeper shadow, in proportion [measured: ~94 pt].
  package var shadowGrowthSize = 94.0
  /// How much backdrop detail (mean |sharp − blurred| luma) deepens the shadow [model].
  package var shadowDetailGain = 4.0
  /// The deepest shadow, whatever the size and detail [model].
  package var shadowMaximum = 0.12
  /// Shadow blur [model].
  package var shadowBlur = 8.0
  /// Shadow offset downwards [model].
  package var shadowOffset = 2.0

  // MARK: Tint (§1)

  /// How strongly a tint recolours the glass, at tint opacity 1 [model].
  package var tintStrength = 0.75
  /// How far a tint's luma moves toward the glass's own brightness (0: the tint as given) [model].
  package var tintAdaptation = 0.3
  /// `.glassProminent`: the tint is nearly opaque [model].
  package var prominentTintStrength = 0.92

  // MARK: Press (§3.8)

  /// The face brightening while pressed [measured: ≈ +15 levels].
  package var pressBrightening = 15.0 / 255
  /// The glow at the touch point in light appearance, as a share of the way to white [measured: ≈ 0.10].
  package var pressGlowLight = 0.10
  /// The glow at the touch point in dark appearance [measured: ≈ 0.05].
  package var pressGlowDark = 0.05
  /// The glow's radius as a multiple of the longest side [measured: ≈ 1.5].
  package var pressGlowRadius = 1.5

  // MARK: Vibrancy (§3.9)

  /// Mean backdrop luma above which glyphs on small regular glass are dark, and below which they
  /// are light; in between they blend [measured: hysteresis 0.45 / 0.55; model: blended, since a
  /// frame is drawn without the history hysteresis needs].
  package var vibrancyRange = 0.45...0.55
  /// Glass larger than this (short side) does not flip its glyphs [measured: menus and sidebars].
  package var vibrancyMaximumSize = 100.0

  // MARK: Accessibility (Docs/Sharing.md, "Variants")

  /// Reduce Transparency: the face is an opaque frosted colour instead of the refracted backdrop.
  package var reduceTransparency = false
  /// Increase Contrast: a contrasting border and a face nearer the opaque colour.
  package var increaseContrast = false
  /// The opaque face under Reduce Transparency, sRGB-encoded: light (242, 242, 247) and dark
  /// (28, 28, 30), iOS's grouped background colours, which opaque materials fall back to [model].
  package var opaqueFaceLight = SIMD3<Float>(242, 242, 247) / 255
  /// The dark appearance's opaque face.
  package var opaqueFaceDark = SIMD3<Float>(28, 28, 30) / 255
  /// How far Increase Contrast moves the face toward the opaque colour [model: half way].
  package var contrastFaceMix = 0.5
  /// The Increase Contrast border's width, in points [model: a hairline at 2×, as iOS's 1 px
  /// separators at Increase Contrast].
  package var contrastBorderWidth = 1.0
  /// How strongly the border is drawn in the label colour (black in light, white in dark) [model].
  package var contrastBorderStrength = 0.6
  /// The dark appearance dims the built-in wallpaper to this share of its linear light, as iOS's
  /// "Dark Appearance Dims Wallpaper" does [model: 0.15, about 0.42 of the encoded level].
  package var darkWallpaperLight: Float = 0.15

  /// The defaults above.
  package init() {}

  /// The opaque face colour in this appearance (sRGB-encoded).
  package var opaqueFace: SIMD3<Float> { appearance == .light ? opaqueFaceLight : opaqueFaceDark }

  /// The border colour under Increase Contrast (sRGB-encoded): the label colour.
  package var contrastBorder: SIMD3<Float> {
    appearance == .light ? SIMD3(repeating: 0) : SIMD3(repeating: 1)
  }

  /// The tone curve of regular glass in this appearance.
  package var regularTone: ToneCurve { appearance == .light ? lightTone : darkTone }

  /// The press glow's strength in this appearance.
  package var pressGlow: Double { appearance == .light ? pressGlowLight : pressGlowDark }
}

/// A tone curve on sRGB-encoded luma, Y′ = offset + slope·(Y + bulge·Y(1 − Y)), with chroma
/// (the colour's distance from its luma) scaled by `chroma`.
package struct ToneCurve: Sendable, Hashable {
  /// The level of black.
  package var offset: Double
  /// The gain.
  package var slope: Double
  /// The mid-tone lift.
  package var bulge: Double
  /// The chroma gain.
  package var chroma: Double

  /// Creates a curve.
  package init(offset: Double, slope: Double, bulge: Double, chroma: Double) {
    self.offset = offset
    self.slope = slope
    self.bulge = bulge
    self.chroma = chroma
  }

  /// Y′ for encoded luma `y`.
  @inline(__always)
  package func luma(_ y: Double) -> Double {
    offset + slope * (y + bulge * y * (1 - y))
  }
}
