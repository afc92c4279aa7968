/// How a tappable thing changes state: what kind of control or gesture a tap stands for.
public enum ControlKind: String, Hashable, Sendable {
  /// A `Button` (any label and style).
  case button
  /// `.onTapGesture { … }` on any view.
  case tapGesture = "tap gesture"
  /// `.onLongPressGesture { … }` on any view (a tap held for the minimum duration).
  case longPress = "long press"
  /// A `DragGesture` attached with `.gesture(…)`: one of four swipes (`drag left`, `right`, `up`,
  /// `down`) that runs its `onChanged` and `onEnded` with that swipe's value.
  case drag
  /// A finger held down on a view and not yet lifted (`press …`): a `DragGesture(minimumDistance:
  /// 0)` runs its `onChanged` with no travel, `.onLongPressGesture(…, onPressingChanged:)` is told
  /// `true`, a custom `ButtonStyle` sees `configuration.isPressed`. Lifting is the tap, long press
  /// or swipe that follows.
  case press
  /// `.contextMenu { … }`: a long press that opens the view's context menu (`context menu …`),
  /// its items in a glass panel; an item runs and closes it.
  case contextMenu = "context menu"
  /// A sheet (or a popover, a sheet on iPhone) pulled down off the screen (`swipe down …`): it is
  /// dismissed — its binding set back, `onDismiss` run — unless its content says
  /// `.interactiveDismissDisabled()`.
  case swipeDown = "swipe down"
  /// One end of a `Slider`: a tap that slides its value to the range's lower (`… min`) or
  /// upper (`… max`) bound.
  case slider
  /// A `Toggle`: a tap flips its binding.
  case toggle
  /// One option of a `Picker`: a tap selects it.
  case pickerOption = "picker option"
  /// A `Stepper`'s "+" half.
  case stepperIncrement = "stepper +"
  /// A `Stepper`'s "−" half.
  case stepperDecrement = "stepper −"
  /// A field with `.focused($isFocused)` (or `.focused($field, equals: .email)`): a tap focuses
  /// it, writing `true` (or that value) through the binding.
  case focus = "focus"
  /// A `TextField` or `SecureField` bound to the app's state: a tap types a sample word into the
  /// empty field, or clears a filled one (typing, as a tap the simulator can make).
  case typing
  /// `.onAppear { … }` or `.task { … }`: what runs when the view appears, an event of its own
  /// (named "appear") rather than something a finger taps.
  case appear
  /// `.onChange(of:)` of a value the program does not declare (a service's flag from another
  /// module): an event named `change <value>` that changes it — an unknown Bool flips — and runs
  /// the action, since no tap here can.
  case change
  /// `.onReceive(publisher)`: what runs when a timer ticks or a notification arrives — an event
  /// named `receive <publisher>` that runs the action once each time it is tapped.
  case receive

  /// Whether it is an event of the app's or the system's rather than something a finger taps
  /// (`appear`, `change …`, `receive …`): named by what happens, not by a view.
  public var isEvent: Bool {
    switch self {
    case .appear, .change, .receive: return true
    default: return false
    }
  }
}
