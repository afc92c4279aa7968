extension Point: CustomStringConvertible {
  /// `(115.4, 429)`.
  public var description: String {
    "(\(GeometryText.number(x)), \(GeometryText.number(y)))"
  }
}

extension Size: CustomStringConvertible {
  /// `44 × 44`.
  public var description: String {
    "\(GeometryText.number(width)) × \(GeometryText.number(height))"
  }
}

extension Rect: CustomStringConvertible {
  /// `Rect(115.4, 429, 44 × 44)`: origin, then size, in points.
  public var description: String {
    "Rect(\(GeometryText.number(minX)), \(GeometryText.number(minY)), \(size))"
  }
}

/// Numbers in geometry descriptions.
enum GeometryText {
  /// Points are shown to 1/10 000 pt: finer digits are floating-point noise, not layout.
  static let resolution = 10_000.0

  /// `429`, `115.4`, `0.0001`: rounded to `resolution`, whole numbers without a fraction.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = (value * resolution).rounded() / resolution
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
