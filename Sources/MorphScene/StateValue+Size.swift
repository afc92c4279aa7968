extension StateValue {
  /// How many values this one holds, itself included, with a string counted per 64 bytes: what
  /// keeping it costs, in the units the work budget charges a state's snapshot in.
  var size: Int {
    switch self {
    case .string(let text), .opaque(let text): return 1 + text.utf8.count / 64
    case .enumCase(_, _, let associated): return 1 + associated.reduce(0) { $0 + $1.size }
    case .array(let elements): return 1 + elements.reduce(0) { $0 + $1.size }
    case .instance(_, let properties): return 1 + properties.values.reduce(0) { $0 + $1.size }
    case .member(_, let arguments, _): return 1 + arguments.reduce(0) { $0 + $1.size }
    default: return 1
    }
  }
}
