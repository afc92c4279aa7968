/// Every constant of the glass material, with its source (Docs/Glass.md §3: pixel fits to iOS 26
/// captures [measured], Apple's own words [Apple], or GlassMorph's choice [model]). Lengths in
/// points, levels in sRGB-encoded units (1 = 255 levels).
public struct GlassStyle: Sendable, Hashable {
  /// Light or dark appearance (the tone curves and glow strengths differ).
  public enum Appearance: Sendable, Hashable {
    case light
    case dark
  }

  /// The appearance glass is drawn in.
  public var appearance = Appearance.light

  // MARK: Blur (§3.2)

  /// Backdrop blur (Gaussian σ) under regular glass on controls [measured: σ ≈ 2 pt].
  public var controlBlur = 2.0
  /// Backdrop blur under large regular surfaces [measured: σ ≈ 6–7 pt].
  public var surfaceBlur = 6.5
  /// A container whose largest shape's short side exceeds this is a large surface [measured: ~100 pt].
  public var surfaceSize = 100.0
  /// Backdrop blur under clear glass [measured: σ ≈ 0.3–0.8 pt].
  public var clearBlur = 0.5

  // MARK: Tone (§3.3)

  /// Regular glass, light appearance: Y′ = 0.405 + 0.592·(Y + 0.13·Y(1 − Y)) [measured].
  public var lightTone = ToneCurve(offset: 0.405, slope: 0.592, bulge: 0.13, chroma: 1.15)
  /// Regular glass, dark appearance: Y′ = 0.125 + 0.6·(Y + Y(1 − Y)) [measured].
  public var darkTone = ToneCurve(offset: 0.125, slope: 0.6, bulge: 1, chroma: 1)
  /// Clear glass: Y′ ≈ 0.125 + 0.95·Y [measured].
  public var clearTone = ToneCurve(offset: 0.125, slope: 0.95, bulge: 0, chroma: 1)
  /// Clear glass over bright content gets this much black dimming [measured: 35 %].
  public var clearDimming = 0.35
  /// Mean backdrop luma (encoded) from which clear glass starts dimming, and where it is fully
  /// dimmed [model: "when the content under it is bright"].
  public var clearDimmingRange = 0.45...0.65

  // MARK: Lens (§3.4)

  /// The lens band's widest width H [measured: ≈ min(20 pt, ¼ short side)].
  public var lensBand = 20.0
  /// The band's share of the short side [measured: ¼].
  public var lensBandFraction = 0.25
  /// The largest displacement at the rim A [measured: ≈ min(48 pt, 0.6 × short side)].
  public var lensDepth = 48.0
  /// The rim displacement's share of the short side [measured: 0.6].
  public var lensDepthFraction = 0.6

  // MARK: Light (§3.5)

  /// Peak brightening of the specular lobes, as a share of the way to white [measured: +50…+75
  /// levels over the face of glass on black; that face is 0.405, so 0.45 × (1 − 0.405) × 255 = +68].
  public var specularStrength = 0.45
  /// The sharp lobe's width [measured: 0.5–1.2 pt].
  public var specularWidth = 1.2
  /// The soft lobe's width [measured: 0.2·clamp(1 − t/4.8 pt)].
  public var specularSoftWidth = 4.8
  /// The soft lobe's weight relative to the sharp one [measured: 0.2].
  public var specularSoftWeight = 0.2
  /// The bottom lobe relative to the top [measured: ≈ 1 : 0.7].
  public var specularBottom = 0.7

  // MARK: Shadow (§3.6)

  /// Shadow opacity over light flat content [measured: ≈ 0.03].
  public var shadowOpacity = 0.03
  /// Shapes larger than this (short side) cast a deeper shadow, in proportion [measured: ~94 pt].
  public var shadowGrowthSize = 94.0
  /// How much backdrop detail (mean |sharp − blurred| luma) deepens the shadow [model].
  public var shadowDetailGain = 4.0
  /// The deepest shadow, whatever the size and detail [model].
  public var shadowMaximum = 0.12
  /// Shadow blur [model].
  public var shadowBlur = 8.0
  /// Shadow offset downwards [model].
  public var shadowOffset = 2.0

  // MARK: Tint (§1)

  /// How strongly a tint recolours the glass, at tint opacity 1 [model].
  public var tintStrength = 0.75
  /// How far a tint's luma moves toward the glass's own brightness (0: the tint as given) [model].
  public var tintAdaptation = 0.3
  /// `.glassProminent`: the tint is nearly opaque [model].
  public var prominentTintStrength = 0.92

  // MARK: Press (§3.8)

  /// The face brightening while pressed [measured: ≈ +15 levels].
  public var pressBrightening = 15.0 / 255
  /// The glow at the touch point in light appearance, as a share of the way to white [measured: ≈ 0.10].
  public var pressGlowLight = 0.10
  /// The glow at the touch point in dark appearance [measured: ≈ 0.05].
  public var pressGlowDark = 0.05
  /// The glow's radius as a multiple of the longest side [measured: ≈ 1.5].
  public var pressGlowRadius = 1.5

  // MARK: Vibrancy (§3.9)

  /// Mean backdrop luma above which glyphs on small regular glass are dark, and below which they
  /// are light; in between they blend [measured: hysteresis 0.45 / 0.55; model: blended, since a
  /// frame is drawn without the history hysteresis needs].
  public var vibrancyRange = 0.45...0.55
  /// Glass larger than this (short side) does not flip its glyphs [measured: menus and sidebars].
  public var vibrancyMaximumSize = 100.0

  // MARK: Accessibility (Docs/Sharing.md, "Variants")

  /// Reduce Transparency: the face is an opaque frosted colour instead of the refracted backdrop.
  public var reduceTransparency = false
  /// Increase Contrast: a contrasting border and a face nearer the opaque colour.
  public var increaseContrast = false
  /// The opaque face under Reduce Transparency, sRGB-encoded: light (242, 242, 247) and dark
  /// (28, 28, 30), iOS's grouped background colours, which opaque materials fall back to [model].
  public var opaqueFaceLight = SIMD3<Float>(242, 242, 247) / 255
  /// The dark appearance's opaque face.
  public var opaqueFaceDark = SIMD3<Float>(28, 28, 30) / 255
  /// How far Increase Contrast moves the face toward the opaque colour [model: half way].
  public var contrastFaceMix = 0.5
  /// The Increase Contrast border's width, in points [model: a hairline at 2×, as iOS's 1 px
  /// separators at Increase Contrast].
  public var contrastBorderWidth = 1.0
  /// How strongly the border is drawn in the label colour (black in light, white in dark) [model].
  public var contrastBorderStrength = 0.6
  /// The dark appearance dims the built-in wallpaper to this share of its linear light, as iOS's
  /// "Dark Appearance Dims Wallpaper" does [model: 0.15, about 0.42 of the encoded level].
  public var darkWallpaperLight: Float = 0.15

  /// The defaults above.
  public init() {}

  /// The opaque face colour in this appearance (sRGB-encoded).
  public var opaqueFace: SIMD3<Float> { appearance == .light ? opaqueFaceLight : opaqueFaceDark }

  /// The border colour under Increase Contrast (sRGB-encoded): the label colour.
  public var contrastBorder: SIMD3<Float> {
    appearance == .light ? SIMD3(repeating: 0) : SIMD3(repeating: 1)
  }

  /// The tone curve of regular glass in this appearance.
  public var regularTone: ToneCurve { appearance == .light ? lightTone : darkTone }

  /// The press glow's strength in this appearance.
  public var pressGlow: Double { appearance == .light ? pressGlowLight : pressGlowDark }
}

/// A tone curve on sRGB-encoded luma, Y′ = offset + slope·(Y + bulge·Y(1 − Y)), with chroma
/// (the colour's distance from its luma) scaled by `chroma`.
public struct ToneCurve: Sendable, Hashable {
  /// The level of black.
  public var offset: Double
  /// The gain.
  public var slope: Double
  /// The mid-tone lift.
  public var bulge: Double
  /// The chroma gain.
  public var chroma: Double

  /// Creates a curve.
  public init(offset: Double, slope: Double, bulge: Double, chroma: Double) {
    self.offset = offset
    self.slope = slope
    self.bulge = bulge
    self.chroma = chroma
  }

  /// Y′ for encoded luma `y`.
  @inline(__always)
  public func luma(_ y: Double) -> Double {
    offset + slope * (y + bulge * y * (1 - y))
  }
}
