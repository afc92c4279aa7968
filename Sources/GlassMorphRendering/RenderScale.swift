/// Pixels per point of a render: 1, 2 or 3, the scales iPhone and iPad screens draw at (a
/// 2× screen draws a 44 pt button 88 px tall).
///
/// The one place a scale is checked: the command line, the preview (its flag and its page's
/// JSON) and the library all make a `RenderScale` and accept what it accepts.
///
/// ```swift
/// let scale = try RenderScale(parsing: "3")         // from a user's text
/// let renderer = try TimelineRenderer(timeline: timeline, scale: 2)   // a literal
/// ```
public struct RenderScale: Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// Pixels per point, 1…3.
  public let pixelsPerPoint: Int

  /// The scales a render can use: those of shipping iOS screens.
  public static let supported: ClosedRange<Int> = 1...3
  /// 2 px per point, the default of a render and of the preview.
  public static let standard: RenderScale = 2

  /// The scale `pixelsPerPoint`; throws when it is not 1, 2 or 3.
  public init(pixelsPerPoint: Int) throws(RenderError) {
    guard Self.supported.contains(pixelsPerPoint) else {
      throw Self.unsupported(String(pixelsPerPoint))
    }
    self.pixelsPerPoint = pixelsPerPoint
  }

  /// The scale a person wrote: `2`, `2.0` or `2x`; throws (naming the text) otherwise.
  public init(parsing text: String) throws(RenderError) {
    let trimmed = text.hasSuffix("x") ? String(text.dropLast()) : text
    // A whole number written with a decimal point ("2.0") is that number; "2.5" is refused.
    guard let value = Double(trimmed), value == value.rounded(),
      (Double(Self.supported.lowerBound)...Double(Self.supported.upperBound)).contains(value)
    else {
      throw Self.unsupported("'\(text.prefix(40))'")
    }
    pixelsPerPoint = Int(value)
  }

  /// A scale written in code; a value other than 1, 2 or 3 is a programming error.
  public init(integerLiteral value: Int) {
    precondition(
      Self.supported.contains(value), "A RenderScale is 1, 2 or 3 pixels per point, not \(value).")
    pixelsPerPoint = value
  }

  /// Decodes a JSON number 1, 2 or 3; any other value is a data error carrying the
  /// `RenderError` that says why.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let value = try container.decode(Int.self)
    do {
      try self.init(pixelsPerPoint: value)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: error.message, underlyingError: error))
    }
  }

  /// Encodes the scale as its number of pixels per point.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(pixelsPerPoint)
  }

  /// The scale as a factor from points to pixels.
  public var factor: Double { Double(pixelsPerPoint) }

  /// `2` for 2 px per point, as the command line writes it.
  public var description: String { String(pixelsPerPoint) }

  /// Orders scales by pixels per point.
  public static func < (lhs: RenderScale, rhs: RenderScale) -> Bool {
    lhs.pixelsPerPoint < rhs.pixelsPerPoint
  }

  private static func unsupported(_ given: String) -> RenderError {
    RenderError(
      .input, "The scale is 1, 2 or 3 (pixels per point), not \(given).", settings: [.scale])
  }
}
