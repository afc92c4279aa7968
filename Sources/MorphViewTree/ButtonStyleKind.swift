import MorphCore

/// The `buttonStyle(_:)` values the simulator distinguishes.
package enum ButtonStyleKind: Hashable, Sendable {
  /// `.glass` or `.glass(_:)`: a glass background in the button's border shape.
  case glass(GlassSpec)
  /// `.glassProminent`: tinted glass (accent colour unless `.tint(_:)` says otherwise).
  case glassProminent
  /// `.bordered` / `.borderedProminent`: a filled capsule, drawn without glass.
  case bordered(prominent: Bool)
  /// `.plain`, `.borderless` or `.automatic`: just the label.
  case plain
}
