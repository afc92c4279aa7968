/// Whether `actual` is within `tolerance` of `expected` (absolute).
public func isClose(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
  abs(actual - expected) <= tolerance
}
