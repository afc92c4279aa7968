import Foundation
import MorphDiagnostics

/// Numbers as text the way Foundation writes them on the simulated iPhone: `x.formatted(…)`,
/// `Text(x, format: …)`, `"\(x, specifier: "%.1f")"`, `String(format:)`. Foundation itself
/// formats (its `FormatStyle`s and `String(format:)`), in the simulated locale.
extension Evaluator {
  /// The simulated iPhone's locale: US English, as a new simulator is set up.
  static let locale = Locale(identifier: "en_US")

  /// `value.formatted(style)`: `.number` (the default), `.percent`, `.currency(code:)`, each
  /// with `.precision(.fractionLength(n))` or `.precision(.significantDigits(n))`; nil when
  /// `value` is not a number or the style is not one of these.
  func formatted(_ value: Value, style: Value?) -> String? {
    guard let number = value.number, number.isFinite else { return nil }
    var head = "number"
    var steps: [Value.Symbol.Step] = []
    if let style {
      guard case .symbol(let symbol) = style else { return nil }
      head = symbol.head
      steps = Array(symbol.steps)
    }
    let precision = steps.first { $0.name == "precision" }?.arguments?.first?.value
    switch head {
    case "number":
      var format = FloatingPointFormatStyle<Double>(locale: Self.locale)
      if let precision = Self.precision(precision) { format = format.precision(precision) }
      return number.formatted(format)
    case "percent":
      var format = FloatingPointFormatStyle<Double>.Percent(locale: Self.locale)
      if let precision = Self.precision(precision) { format = format.precision(precision) }
      return number.formatted(format)
    case "currency":
      let code = steps.first?.arguments?.first { $0.label == "code" }?.value.stringValue ?? "USD"
      guard code.count == 3, code.allSatisfy(\.isLetter) else { return nil }
      var format = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.locale)
      if let precision = Self.precision(precision) { format = format.precision(precision) }
      return number.formatted(format)
    default:
      return nil
    }
  }

  /// `.fractionLength(n)` or `.significantDigits(n)` as Foundation's precision; nil for others.
  private static func precision(_ value: Value?) -> NumberFormatStyleConfiguration.Precision? {
    guard case .symbol(let symbol)? = value,
      let argument = symbol.steps.first?.arguments?.first?.value
    else { return nil }
    switch (symbol.head, argument) {
    case ("fractionLength", .int(let digits)) where (0...maximumDigits).contains(digits):
      return .fractionLength(digits)
    case ("fractionLength", .range(let lower, let upper))
    where lower >= 0 && lower < upper && upper - 1 <= maximumDigits:
      return .fractionLength(lower...(upper - 1))
    case ("significantDigits", .int(let digits)) where (1...maximumDigits).contains(digits):
      return .significantDigits(digits)
    default:
      return nil
    }
  }

  /// The most digits a precision asks for that are formatted (Foundation's own limit is about
  /// this; more would be padding).
  static let maximumDigits = 30

  /// `String(format: "%.1f km", distance)` and `specifier:`: Foundation's `String(format:)`
  /// (without a locale: a specifier is filled as C fills it, `%.1f` of 1234.56 is `1234.6`), for
  /// numeric conversions only (`%d`, `%i`, `%u`, `%x`, `%o`, `%f`, `%e`, `%g` with flags, width
  /// and precision, and `%%`), each matched with a number; nil (the caller warns) for anything
  /// else, which `String(format:)` would read as memory it was not given.
  static func formatted(_ format: String, _ values: [Value]) -> String? {
    let conversions = numericConversions(in: format)
    guard let conversions, conversions.count == values.count, format.utf8.count <= 256 else {
      return nil
    }
    var arguments: [CVarArg] = []
    for (isInteger, value) in zip(conversions, values) {
      guard let number = value.number, number.isFinite else { return nil }
      if isInteger {
        guard abs(number) < 9.2e18 else { return nil }
        arguments.append(Int(number))
      } else {
        arguments.append(number)
      }
    }
    // Without a locale, as Swift's `String(format:)` is called: C's conversions, no grouping.
    return String(format: format, arguments: arguments)
  }

  /// The conversions of a format string, each true for an integer and false for a floating
  /// point one; nil when one is not numeric (or uses `*` or a positional argument).
  private static func numericConversions(in format: String) -> [Bool]? {
    var result: [Bool] = []
    var characters = format.unicodeScalars.makeIterator()
    while let character = characters.next() {
      guard character == "%" else { continue }
      var next = characters.next()
      if next == "%" { continue }
      // Flags, width, precision and length modifiers.
      while let current = next, "-+ #0123456789.lhqjzt".unicodeScalars.contains(current) {
        next = characters.next()
      }
      guard let conversion = next else { return nil }
      switch conversion {
      case "d", "i", "u", "x", "X", "o": result.append(true)
      case "f", "F", "e", "E", "g", "G": result.append(false)
      default: return nil
      }
    }
    return result
  }
}
