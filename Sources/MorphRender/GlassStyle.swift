/// Every constant of the glass material. Lengths in points.
///
/// These are the values of GlassMorph's first glass model, quoted from the reference it was built
/// on; Docs/Glass.md §3 gives the measured iOS 26 optics that replace them (a smaller blur, a
/// folding lens, two-lobe light), which the glass-look work brings here.
public struct GlassStyle: Sendable, Hashable {
  /// Backdrop blur (Gaussian σ) under regular glass: ≈ 4–8 pt (first model).
  public var regularBlur = 6.0
  /// Backdrop blur under clear glass: ≈ 1–2 pt (first model).
  public var clearBlur = 1.5
  /// Regular glass luminance map, measured on macOS 26 panels: L′ = 0.58·L + 34/255.
  public var toneSlope = 0.58
  /// The offset of the luminance map (34 of 255).
  public var toneOffset = 34.0 / 255
  /// Saturation boost of regular glass: ≈ 1.4–1.7× (first model).
  public var saturation = 1.5
  /// Clear glass: a slight brightening instead of the veil [model].
  public var clearLift = 0.04
  /// Bezel width B: ≈ min(16 pt, half the short side) (first model).
  public var bezel = 16.0
  /// Glass thickness T under the surface, in points (with B = 20 gives ≈ 11 px at the rim).
  public var thickness = 10.0
  /// Refractive index n ≈ 1.5.
  public var refractiveIndex = 1.5
  /// Rim highlight width in device pixels: 2–3 device px (first model).
  public var rimWidth = 2.5
  /// Rim highlight strength (added white, linear light) [model].
  public var rimStrength = 0.55
  /// Fresnel lift toward the edge (added white at the rim, fading inward) [model].
  public var fresnel = 0.08
  /// Shadow opacity: ≈ 6 % (first model).
  public var shadowOpacity = 0.06
  /// Shadow blur: 8 pt (first model).
  public var shadowBlur = 8.0
  /// Shadow offset downwards [model].
  public var shadowOffset = 2.0
  /// How strongly a tint recolours the glass, at tint opacity 1 [model].
  public var tintStrength = 0.75
  /// `.glassProminent`: the tint is nearly opaque [model].
  public var prominentTintStrength = 0.92

  /// The defaults above.
  public init() {}
}
