/// `buttonBorderShape(_:)`.
package enum ButtonBorderShapeKind: Hashable, Sendable {
  /// `.automatic`: a capsule for glass and bordered buttons.
  case automatic
  /// `.capsule`.
  case capsule
  /// `.circle`: equal insets, a circle of the larger side.
  case circle
  /// `.roundedRectangle` (radius in points; nil for the system default).
  case roundedRectangle(radius: Double?)
}
