extension Value {
  /// The text Swift's string interpolation would produce for this value.
  var interpolated: String {
    switch self {
    case .void: return "()"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return Value.swiftDescription(value)
    case .string(let value): return value
    case .array(let values): return "[" + values.map(\.literal).joined(separator: ", ") + "]"
    case .none: return "nil"
    case .enumCase(let value):
      if value.associated.isEmpty { return value.name }
      return "\(value.name)(\(value.associated.map(\.interpolated).joined(separator: ", ")))"
    case .symbol(let symbol): return symbol.steps.map(\.name).joined(separator: ".")
    case .type(let name): return name
    case .namespace(let name): return name
    case .binding: return "binding"
    case .object(let id): return id
    case .range(let lower, let upper): return "\(lower)..<\(upper)"
    case .keyPath(let path): return "\\." + path.joined(separator: ".")
    case .tuple(let elements):
      return "(" + elements.map(\.value.interpolated).joined(separator: ", ") + ")"
    case .instance(let instance): return instance.type + "(…)"
    case .placeholder(let name): return name
    case .view, .closure, .function, .color, .paint, .animation, .native: return "…"
    }
  }

  /// The value as Swift source would show it in a collection or a report (`"text"` quoted).
  var literal: String {
    switch self {
    case .string(let value): return "\"\(value)\""
    case .enumCase(let value): return "." + Value.enumCase(value).interpolated
    case .none: return "nil"
    default: return interpolated
    }
  }

  /// Swift's shortest round-trip description of a Double ("0.5", "1.0", "44.0").
  static func swiftDescription(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return value.description
  }

  /// A short name of the value's kind, for error messages.
  var kindName: String {
    switch self {
    case .void: return "nothing"
    case .bool: return "a Bool"
    case .int: return "an Int"
    case .double: return "a Double"
    case .string: return "a String"
    case .array: return "an array"
    case .none: return "nil"
    case .enumCase(let value): return "a \(value.type)"
    case .symbol(let symbol): return "'.\(symbol.head)'"
    case .type(let name): return "the type \(name)"
    case .view: return "a view"
    case .closure, .function, .native: return "a function"
    case .namespace: return "a namespace"
    case .binding: return "a binding"
    case .object(let id): return "the object \(id)"
    case .range: return "a range"
    case .keyPath: return "a key path"
    case .tuple: return "a tuple"
    case .instance(let instance): return "a \(instance.type)"
    case .color: return "a Color"
    case .paint: return "a gradient"
    case .animation: return "an Animation"
    case .placeholder(let name): return "the unknown '\(name)'"
    }
  }
}
