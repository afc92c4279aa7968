/// A `Glass` value: the variant and its modifiers (Docs/Glass.md §1).
public struct GlassSpec: Hashable, Sendable {
  /// The glass variants.
  public enum Variant: String, Hashable, Sendable {
    /// `.regular`: blurs and adjusts the luminosity of what is behind (the default).
    case regular
    /// `.clear`: highly translucent, for media backgrounds.
    case clear
    /// `.identity`: as if there were no glass.
    case identity
  }

  /// The variant.
  public var variant: Variant
  /// `.tint(_:)`, if any.
  public var tint: Color?
  /// `.interactive()`.
  public var isInteractive: Bool

  /// Creates a glass value.
  public init(variant: Variant = .regular, tint: Color? = nil, isInteractive: Bool = false) {
    self.variant = variant
    self.tint = tint
    self.isInteractive = isInteractive
  }

  /// `.regular` with no tint, not interactive.
  public static let regular = GlassSpec()
}
