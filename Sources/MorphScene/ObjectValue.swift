/// A class instance (an `@Observable` model, an `ObservableObject`) in the store: shared by every
/// view and closure that holds a reference to it, as Swift's reference semantics say.
struct ObjectValue {
  /// The class's name.
  let type: String
  /// Its stored properties, by name.
  var properties: [String: Value]
}
