/// Whether `actual` is within `tolerance` of `expected` (absolute).
func isClose(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
  abs(actual - expected) <= tolerance
}
