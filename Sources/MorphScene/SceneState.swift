/// The values of the root view's `@State` properties, in declaration order.
public struct SceneState: Hashable, Sendable, CustomStringConvertible {
  /// Property names and values in declaration order.
  public private(set) var values: [(name: String, value: StateValue)]

  /// Creates a state from ordered name–value pairs.
  public init(_ values: [(name: String, value: StateValue)]) {
    self.values = values
  }

  /// The value of `name`.
  public subscript(name: String) -> StateValue? {
    get { values.first { $0.name == name }?.value }
    set {
      guard let newValue, let index = values.firstIndex(where: { $0.name == name }) else { return }
      values[index].value = newValue
    }
  }

  /// `name = value, …`.
  public var description: String {
    values.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
  }

  /// Compares names and values.
  public static func == (lhs: SceneState, rhs: SceneState) -> Bool {
    lhs.values.count == rhs.values.count
      && zip(lhs.values, rhs.values).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }

  /// Hashes names and values.
  public func hash(into hasher: inout Hasher) {
    for (name, value) in values {
      hasher.combine(name)
      hasher.combine(value)
    }
  }
}
