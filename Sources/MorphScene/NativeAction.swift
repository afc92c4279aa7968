/// What a control does when tapped, run by the interpreter itself (no closure in the scene): a
/// `Toggle` flips its binding, a `Picker` option sets its selection, a `Stepper` half steps its
/// value, a custom button style's `configuration.trigger()` runs the button's action.
indirect enum NativeAction {
  /// Flip a Bool binding.
  case toggle(Reference)
  /// Write a value through a binding.
  case assign(Reference, Value)
  /// Add `by` to a numeric binding, kept within `lower`…`upper`.
  case step(Reference, by: Double, lower: Double?, upper: Double?)
  /// Run another action (a closure or function value).
  case perform(Value)
  /// Run an action given what a publisher sent (`{ date in … }` gets it; `{ … }` nothing).
  case receive(Value, sent: Value)
  /// Run these in order (an alert's button: its action, then the alert's dismissal).
  case sequence([NativeAction])
  /// Append a value to an array binding (a navigation path).
  case append(Reference, Value)
  /// Remove an array binding's last element, if it has one (a navigation path's pop).
  case removeLast(Reference)
  /// A push or pop of a navigation stack, a menu opening or closing: the action, animated by the
  /// system (UIKit animates these whether or not the app asks) unless the app's own
  /// `withAnimation` is open.
  case systemAnimated(NativeAction)
  /// An unknown the program does not declare changes (`text`, an explored assumption, flips)
  /// and the `.onChange` action watching it runs with the old and new values.
  case changeUnknown(String, action: Value)
}
