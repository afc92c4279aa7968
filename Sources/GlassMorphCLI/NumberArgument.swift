import Foundation
import GlassMorph

/// Reads numbers from option values and checks their range before any work starts: the one place
/// a user's number becomes a value, so none reaches a conversion (`Int(_:)` of 1e19 traps) or a
/// computation it cannot take. Every message names the option.
enum NumberArgument {
  /// The largest number any option takes: far beyond every real value, small enough that
  /// products with one another (samples = until × fps) stay exact integers in a Double.
  static let maximum = 1_000_000.0
  /// The longest time any option takes, in seconds: an hour (the animation limits of
  /// Docs/Reliability.md).
  static let maximumTime = 3_600.0

  /// A finite number from `text` no larger than `maximum` in size, else a usage error naming
  /// `option`.
  static func finite(_ text: String, option: String, maximum: Double = NumberArgument.maximum)
    throws(CommandLineError) -> Double
  {
    guard let number = Double(text), number.isFinite else {
      throw .usage("'\(option)' needs a finite number, not '\(text)'.")
    }
    guard abs(number) <= maximum else {
      throw .usage(
        "'\(option)' must be at most \(JSONValue.format(maximum, places: 3)) in size, not \(text).")
    }
    return number
  }

  /// A time in seconds from 0 to `maximumTime`.
  static func time(_ text: String, option: String) throws(CommandLineError) -> Double {
    guard let number = Double(text), number.isFinite else {
      throw .usage("'\(option)' needs a time in seconds, not '\(text)'.")
    }
    guard number >= 0, number <= maximumTime else {
      throw .usage(
        "'\(option)' is a time in seconds from 0 to \(Int(maximumTime)) (an hour), not \(text).")
    }
    return number
  }

  /// A number > 0.
  static func positive(
    _ text: String, option: String, unit: String = "", maximum: Double = NumberArgument.maximum
  ) throws(CommandLineError) -> Double {
    let number = try finite(text, option: option, maximum: maximum)
    guard number > 0 else {
      throw .usage("'\(option)' must be greater than 0\(unit), not \(text).")
    }
    return number
  }

  /// A number ≥ 0.
  static func nonNegative(
    _ text: String, option: String, maximum: Double = NumberArgument.maximum
  ) throws(CommandLineError) -> Double {
    let number = try finite(text, option: option, maximum: maximum)
    guard number >= 0 else { throw .usage("'\(option)' must be 0 or more, not \(text).") }
    return number
  }

  /// A comma-separated list of times (`time`), e.g. `0.1,0.25,0.5`.
  static func nonNegativeList(_ text: String, option: String) throws(CommandLineError) -> [Double] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
    guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else {
      throw .usage("'\(option)' needs a comma-separated list of times such as 0.1,0.25,0.5.")
    }
    var numbers: [Double] = []
    for part in parts { numbers.append(try time(part, option: option)) }
    return numbers
  }
}
