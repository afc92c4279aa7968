import MorphCore
import MorphFrame

/// Vibrancy (Docs/Glass.md §3.9): the luma content on glass adapts to, and glyphs in label
/// colours turned dark or light with it.
extension FrameRenderer {
  /// The backdrop luma that content on `glass` adapts to. Glass in a container shares one
  /// sampling region (Apple's `GlassEffectContainer` documentation), so the members whose glyphs
  /// flip (`adaptsToBackdrop`) flip together: theirs is the mean of those members' lumas,
  /// weighted by visible area and rounded (`sharedLumaSteps`) — one colour for one label style
  /// across a container's buttons.
  /// Other glass (large, clear or tinted) keeps its own, which only its contrast floor reads.
  /// Nil while no luma is known.
  func sampledLuma(of glass: GlassFrame, drawn: [GlassFrame], luma: [String: Double])
    -> Double?
  {
    guard let container = glass.container, Self.adaptsToBackdrop(glass, style) else {
      return luma[glass.key]
    }
    var total = 0.0
    var weight = 0.0
    for member in drawn where member.container == container && Self.adaptsToBackdrop(member, style)
    {
      guard let value = luma[member.key] else { continue }
      let area = member.frame.width * member.frame.height * member.visibility
      total += value * area
      weight += area
    }
    guard weight > 0 else { return luma[glass.key] }
    return (total / weight * Self.sharedLumaSteps).rounded() / Self.sharedLumaSteps
  }

  /// A container's shared luma is rounded to 1/32: its glyphs change colour in steps a tenth of
  /// the flip band apart, not with every pixel its members move, so a frame redraws them only
  /// when their colour changes.
  static let sharedLumaSteps = 32.0

  /// Whether glyphs on `glass` turn dark or light with what is under it: small, untinted
  /// regular glass (Docs/Glass.md §3.9; large elements and clear glass do not flip).
  static func adaptsToBackdrop(_ glass: GlassFrame, _ style: GlassStyle) -> Bool {
    glass.glass.variant == .regular && glass.glass.tint == nil
      && min(glass.frame.width, glass.frame.height) <= style.vibrancyMaximumSize
  }

  /// `item` with a neutral foreground (black, white, greys, `.secondary`: the label colours)
  /// turned dark (`darkness` 1) or light (0) at its own opacity; coloured foregrounds keep their
  /// colour (Docs/Glass.md §3.9).
  static func adapted(_ item: ContentFrame, darkness: Double) -> ContentFrame {
    guard let color = neutralLabelColor(of: item) else { return item }
    return item.recoloured(Color(white: 1 - darkness, opacity: color.opacity))
  }

  /// The colour of a text or symbol drawn in a neutral label colour (black, white, greys,
  /// `.secondary`): what vibrancy and the contrast floor act on; nil for anything else.
  static func neutralLabelColor(of item: ContentFrame) -> Color? {
    guard case .color(let color) = item.foreground,
      max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue)
        < Self.neutralChroma
    else { return nil }
    switch item.kind {
    case .symbol, .text: return color
    default: return nil
    }
  }

  /// A foreground whose channels differ by less than this is a neutral label colour.
  static let neutralChroma = 0.1

  /// How glyphs on `glass` adapt to what is under it (Docs/Glass.md §3.9): on small regular
  /// glass, 1 (dark) over light content, 0 (light) over dark, blended between the thresholds;
  /// nil where glyphs keep their colour (large or clear glass, unknown backdrop).
  static func vibrancy(on glass: GlassFrame, backdropLuma: Double?, _ style: GlassStyle)
    -> Double?
  {
    guard let luma = backdropLuma, Self.adaptsToBackdrop(glass, style) else { return nil }
    // Over an opaque face (Reduce Transparency) glyphs take the label colour of the appearance.
    if style.reduceTransparency { return style.appearance == .light ? 1 : 0 }
    let range = style.vibrancyRange
    return min(max((luma - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
  }
}
