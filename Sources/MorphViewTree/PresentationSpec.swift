/// How a presented view covers the screen: a sheet at its detent, a full-screen cover or an
/// alert (Docs/SystemChrome.md §7). On iPhone a popover is presented as a sheet.
package struct PresentationSpec: Hashable, Sendable {
  /// `.sheet(…)` or `.fullScreenCover(…)`.
  package enum Style: String, Hashable, Sendable {
    case sheet
    case fullScreenCover
    /// `.alert(…)`: a card of its content's height, centred.
    case alert
    /// `.confirmationDialog(…)`: a card of its content's height at the bottom of the screen.
    case confirmationDialog
    /// A `Menu`'s items: a panel of its content's size over the control that opened it.
    case menu
    /// A context menu's items: a panel of its content's size below the view it was opened on
    /// (above it when there is no room below).
    case contextMenu
  }

  /// A height where a sheet rests (`PresentationDetent`).
  package enum Detent: Hashable, Sendable {
    /// Full height (the default).
    case large
    /// About half the full height.
    case medium
    /// This fraction of the full height.
    case fraction(Double)
    /// This height in points, above the bottom safe area.
    case height(Double)
  }

  /// Sheet or full-screen cover.
  package var style: Style
  /// The detents the content declares (`.large` when none); the sheet opens at the smallest on
  /// the canvas (UIKit shows the smallest while none is selected).
  package var detents: [Detent]
  /// `.presentationCornerRadius(_:)`, in points; nil for `defaultCornerRadius`.
  package var cornerRadius: Double?
  /// A menu's control: the identity of the view whose frame the panel opens over.
  package var anchor: String?

  /// A sheet's corner radius unless its content sets one [model: rounded like the screen's
  /// cards; not measured].
  package static let defaultCornerRadius = 38.0
  /// An alert's width in points [model: iOS 26 alerts are wider than the 270-pt ones before;
  /// not measured].
  package static let alertWidth = 300.0
  /// An alert's corner radius in points [model: rounder than the 14 pt before; not measured].
  package static let alertCornerRadius = 34.0

  /// A presentation of `style` resting at one of `detents`.
  package init(
    style: Style, detents: [Detent] = [.large], cornerRadius: Double? = nil, anchor: String? = nil
  ) {
    self.style = style
    self.detents = detents.isEmpty ? [.large] : detents
    self.cornerRadius = cornerRadius
    self.anchor = anchor
  }

  /// Whether it opens below full height: iOS 26 insets such a sheet from the screen's edges on
  /// Liquid Glass; at full height it is opaque and meets the edges (Apple, WWDC25 "Build a
  /// SwiftUI app with the new design").
  package var isPartial: Bool {
    style == .sheet && detents.contains { Self.isPartial($0) }
  }

  /// Whether `detent` rests below full height.
  package static func isPartial(_ detent: Detent) -> Bool {
    switch detent {
    case .large: return false
    case .fraction(let fraction): return fraction < 1
    case .medium, .height: return true
    }
  }
}
