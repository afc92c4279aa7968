import MorphDiagnostics

extension Evaluator {
  /// `elements` in the order `sorted(by:)` gives them: with a comparator closure
  /// (`sorted { $0.order < $1.order }`), a stable merge sort that asks it whether one element
  /// comes before another (an answer that is not a known `true` keeps the elements as they are);
  /// without one, numbers by value and anything else by its text, as `sorted()` orders
  /// `Comparable` values.
  func sorted(
    _ elements: [Value], by comparator: Value?, in context: Context, at location: SourcePosition
  ) -> [Value] {
    guard let comparator, isCallable(comparator) else {
      return elements.sorted {
        ($0.number ?? 0, $0.interpolated) < ($1.number ?? 0, $1.interpolated)
      }
    }
    func precedes(_ left: Value, _ right: Value) -> Bool {
      let answer = callValue(
        comparator,
        [
          Value.Argument(label: nil, value: left, location: location),
          Value.Argument(label: nil, value: right, location: location),
        ], in: context, at: location)
      if case .bool(true) = answer { return true }
      return false
    }
    // Merge sort: stable, O(n log n) comparisons, and well defined whatever the closure answers.
    func mergeSort(_ slice: ArraySlice<Value>) -> [Value] {
      guard slice.count > 1 else { return Array(slice) }
      let middle = slice.startIndex + slice.count / 2
      let left = mergeSort(slice[slice.startIndex..<middle])
      let right = mergeSort(slice[middle..<slice.endIndex])
      var merged: [Value] = []
      merged.reserveCapacity(slice.count)
      var (i, j) = (0, 0)
      while i < left.count, j < right.count {
        // The right element goes first only when it strictly precedes: equal ones keep order.
        if precedes(right[j], left[i]) {
          merged.append(right[j])
          j += 1
        } else {
          merged.append(left[i])
          i += 1
        }
      }
      merged += left[i...]
      merged += right[j...]
      return merged
    }
    return mergeSort(elements[...])
  }
}
