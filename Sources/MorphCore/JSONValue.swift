/// A JSON document, written deterministically: keys sorted, two-space indentation, whole numbers
/// without a fraction, other numbers in Swift's shortest round-trip form, non-finite numbers as
/// null (JSON has no ∞). Used for reports and golden files.
public indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` / `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// The document as text, pretty-printed with sorted keys.
  public func rendered() -> String {
    var output = ""
    write(into: &output, indent: "")
    return output
  }

  private func write(into output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += JSONValue.format(value)
    case .string(let value): output += JSONValue.quote(value)
    case .array(let values):
      if values.isEmpty {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += indent + "  "
        value.write(into: &output, indent: indent + "  ")
        output += index + 1 < values.count ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        output += indent + "  " + JSONValue.quote(key) + ": "
        members[key]?.write(into: &output, indent: indent + "  ")
        output += index + 1 < keys.count ? ",\n" : "\n"
      }
      output += indent + "}"
    }
  }

  /// A number as JSON text.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return value.description
  }

  /// A number rounded to `places` decimals, as short as `format(_:)` writes it (`179`, `207.08`).
  public static func format(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<max(0, places) { scale *= 10 }
    return format((value * scale).rounded() / scale)
  }

  /// A string as a JSON string literal.
  public static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
