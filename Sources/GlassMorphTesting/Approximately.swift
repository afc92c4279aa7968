/// The default tolerance of `≈`, in points (a hundredth of a point).
public let defaultGeometryTolerance = 0.01

infix operator ≈ : ComparisonPrecedence

/// Whether two rectangles agree within `defaultGeometryTolerance` on every edge:
/// `#expect(frame.element("share")?.frame ≈ Rect(x: 212, y: 40, width: 44, height: 44))`.
public func ≈ (lhs: Rect?, rhs: Rect) -> Bool {
  guard let lhs else { return false }
  return lhs.isApproximately(rhs, tolerance: defaultGeometryTolerance)
}

/// Whether two numbers agree within `defaultGeometryTolerance`.
public func ≈ (lhs: Double?, rhs: Double) -> Bool {
  guard let lhs else { return false }
  return abs(lhs - rhs) <= defaultGeometryTolerance
}

extension Rect {
  /// Whether every edge of `self` is within `tolerance` points of `other`'s.
  public func isApproximately(_ other: Rect, tolerance: Double) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}
