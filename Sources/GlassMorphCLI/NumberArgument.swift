import Foundation

/// Reads numbers from option values and checks their range before any work starts.
enum NumberArgument {
  /// A finite number from `text`, else a usage error naming `option`.
  static func finite(_ text: String, option: String) throws(CommandLineError) -> Double {
    guard let number = Double(text), number.isFinite else {
      throw .usage("'\(option)' needs a finite number, not '\(text)'.")
    }
    return number
  }

  /// A number > 0.
  static func positive(_ text: String, option: String, unit: String = "") throws(CommandLineError)
    -> Double
  {
    let number = try finite(text, option: option)
    guard number > 0 else {
      throw .usage("'\(option)' must be greater than 0\(unit), not \(text).")
    }
    return number
  }

  /// A number ≥ 0.
  static func nonNegative(_ text: String, option: String) throws(CommandLineError) -> Double {
    let number = try finite(text, option: option)
    guard number >= 0 else { throw .usage("'\(option)' must be 0 or more, not \(text).") }
    return number
  }

  /// A comma-separated list of numbers ≥ 0, e.g. `0.1,0.25,0.5`.
  static func nonNegativeList(_ text: String, option: String) throws(CommandLineError) -> [Double] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
    guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else {
      throw .usage("'\(option)' needs a comma-separated list of times such as 0.1,0.25,0.5.")
    }
    var numbers: [Double] = []
    for part in parts { numbers.append(try nonNegative(part, option: option)) }
    return numbers
  }
}
