/// A stored property's `willSet` or `didSet`: the statements and the name the value they see
/// goes by (`newValue` or `oldValue` unless written: `didSet(previous) { … }`).
package struct PropertyObserver: Sendable {
  /// The name of the new value (in `willSet`) or the old one (in `didSet`).
  package let parameter: String
  /// The observer's statements.
  package let body: [Statement]

  /// Creates an observer.
  package init(parameter: String, body: [Statement]) {
    self.parameter = parameter
    self.body = body
  }
}
