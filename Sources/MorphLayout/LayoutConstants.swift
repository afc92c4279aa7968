import MorphCore

/// The constants of the layout model, each with its source (Docs/Layout.md tags [Apple] and [model]).
package enum LayoutConstants {
  /// `.padding()` with no amount: 16 pt on iPhone [Apple].
  package static let defaultPadding = 16.0
  /// Default spacing between stack children: 8 pt in the common case [model].
  package static let defaultStackSpacing = 8.0
  /// A `Spacer`'s minimum length when `minLength` is not given [model].
  package static let spacerMinimumLength = 8.0
  /// `Image(systemName:)` layout size: 1.2 × the font's point size, square [model].
  package static let symbolScale = 1.2
  /// Glass and bordered buttons: label insets, vertical and horizontal (regular control size) [model].
  package static let buttonInsets = (vertical: 7.0, horizontal: 14.0)
  /// Glass buttons with a circle border: equal insets on all sides [model].
  package static let circleButtonInset = 7.0
  /// A shape or colour proposed nil takes 10 × 10 points (SwiftUI's ideal size for shapes).
  package static let shapeIdealSize = 10.0
  /// The thickness of a `Divider`, in points [model].
  package static let dividerThickness = 1.0
  /// A linear `ProgressView`'s bar height, in points [model].
  package static let progressBarHeight = 4.0
  /// A linear `ProgressView`'s ideal width when proposed nil, in points [model].
  package static let progressIdealWidth = 100.0
  /// An indeterminate `ProgressView` spinner, square, in points [model].
  package static let spinnerSize = 20.0
  /// An asset image (not resizable) is laid out as a placeholder of this size, square [model].
  package static let imagePlaceholderSize = 100.0
  /// A view the simulator does not model, proposed nil: this width and height [model].
  package static let unknownViewSize = (width: 100.0, height: 44.0)
  /// Spacing between a `Label`'s icon and title [model].
  package static let labelSpacing = 8.0
  /// Default spacing between grid tracks [model].
  package static let gridSpacing = 8.0
  /// `fit` canvas: the margin around the union of all states' glass, in points [model].
  package static let fitMargin = 24.0
  /// A `Toggle`'s switch, in points: iOS 26 measures 63 × 28 (Docs/SystemChrome.md §5).
  package static let toggleSize = Size(width: 63, height: 28)
  /// The switch's knob, 37 × 24, inset 2 pt in the track (Docs/SystemChrome.md §5).
  package static let toggleKnob = Size(width: 37, height: 24)
  /// The inset of a toggle knob and a segmented picker's selection in their tracks, in points.
  package static let controlInset = 2.0
  /// Space between a control's label and the control [model].
  package static let controlLabelSpacing = 8.0
  /// A segmented `Picker`'s height, 32 pt (Docs/SystemChrome.md §5).
  package static let segmentedHeight = 32.0
  /// A segmented picker's label size, 13 pt (Docs/SystemChrome.md §5).
  package static let segmentedFontSize = 13.0
  /// Horizontal padding on each side of a segment's label [model].
  package static let segmentPadding = 12.0
  /// A `Stepper`'s control, 94 × 32 pt (Docs/SystemChrome.md §5).
  package static let stepperSize = Size(width: 94, height: 32)
  /// The corner radius of a stepper's control [model].
  package static let stepperRadius = 8.0
  /// The fill behind segmented pickers and steppers: iOS's tertiary system fill, (118, 118, 128)
  /// at 12 % [Apple HIG "Color"].
  package static let controlFill = Color(
    red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
  /// An off toggle's track: iOS's secondary system fill, (120, 120, 128) at 16 % [Apple HIG "Color"].
  package static let toggleOffFill = Color(
    red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
  /// A custom `Shape` the simulator cannot trace is drawn as a rounded rectangle with this
  /// fraction of its shorter side as corner radius [model].
  package static let customShapeRadiusFraction = 0.25
  /// The most tracks an adaptive grid makes (a 1 pt minimum on a wide canvas would make
  /// thousands, each a column of views).
  static let maximumGridTracks = 200.0
}
