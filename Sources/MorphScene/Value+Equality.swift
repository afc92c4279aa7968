extension Value {
  /// Swift `==` for the values scenes compare and store in state; symbols compare with enum cases by
  /// name (`mode == .expanded`). Values that cannot be compared are unequal.
  func isEqual(to other: Value) -> Bool {
    switch (self, other) {
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    case (.string(let a), .string(let b)): return a == b
    case (.none, .none): return true
    case (.none, _), (_, .none): return false
    case (.enumCase(let a), .enumCase(let b)):
      return a.type == b.type && a.name == b.name && a.associated.count == b.associated.count
        && zip(a.associated, b.associated).allSatisfy { $0.isEqual(to: $1) }
    case (.enumCase(let a), .symbol(let b)), (.symbol(let b), .enumCase(let a)):
      return b.steps.count == 1 && a.name == b.head
        && (b.steps[0].arguments ?? []).isEmpty == a.associated.isEmpty
    case (.symbol(let a), .symbol(let b)):
      return a.steps.map(\.name) == b.steps.map(\.name)
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
    case (.range(let a0, let a1), .range(let b0, let b1)): return a0 == b0 && a1 == b1
    case (.namespace(let a), .namespace(let b)): return a == b
    case (.instance(let a), .instance(let b)):
      return a.type == b.type && a.properties.count == b.properties.count
        && a.properties.allSatisfy { key, value in
          b.properties[key].map { value.isEqual(to: $0) } ?? false
        }
    case (.tuple(let a), .tuple(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.value.isEqual(to: $1.value) }
    case (.color(let a), .color(let b)): return a == b
    case (.type(let a), .type(let b)): return a == b
    case (.object(let a), .object(let b)): return a == b
    default: return false
    }
  }

  /// A stable text key for state values (used to recognise states already seen).
  var stateKey: String {
    switch self {
    case .instance(let instance):
      return instance.type + "{"
        + instance.properties.keys.sorted().map {
          "\($0):\(instance.properties[$0]?.stateKey ?? "")"
        }.joined(separator: ",") + "}"
    case .array(let values): return "[" + values.map(\.stateKey).joined(separator: ",") + "]"
    case .double(let value): return "d" + Value.swiftDescription(value)
    case .int(let value): return "i\(value)"
    default: return literal
    }
  }
}
