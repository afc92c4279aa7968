import MorphCore

/// Signed distance functions of the shapes glass takes: negative inside, zero on the outline,
/// positive outside, in the units of the arguments (Inigo Quilez's rounded-box formula).
package enum ShapeDistance {
  /// The signed distance from `point` to a rounded rectangle with corner `radius` (clamped to half
  /// the shorter side). A capsule is the radius = half the shorter side case; a circle is a square
  /// with radius = half its side.
  @inlinable
  package static func roundedRectangle(_ point: Point, in rect: Rect, radius: Double) -> Double {
    let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
    let qx = abs(point.x - rect.midX) - (rect.width / 2 - r)
    let qy = abs(point.y - rect.midY) - (rect.height / 2 - r)
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    return outside + min(max(qx, qy), 0) - r
  }

  /// `roundedRectangle(_:in:radius:)` and its gradient (a unit vector, the outward normal) in one
  /// evaluation, from the same formula differentiated: outside the inner rectangle the gradient
  /// points from its nearest point; inside, along the axis whose edge is nearer.
  @inlinable @inline(__always)
  package static func roundedRectangleWithGradient(_ point: Point, in rect: Rect, radius: Double)
    -> (distance: Double, x: Double, y: Double)
  {
    let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
    let px = point.x - rect.midX
    let py = point.y - rect.midY
    let qx = abs(px) - (rect.width / 2 - r)
    let qy = abs(py) - (rect.height / 2 - r)
    let sx: Double = px < 0 ? -1 : 1
    let sy: Double = py < 0 ? -1 : 1
    if qx > 0 || qy > 0 {
      let ox = max(qx, 0)
      let oy = max(qy, 0)
      let outside = (ox * ox + oy * oy).squareRoot()
      return (outside - r, sx * ox / outside, sy * oy / outside)
    }
    return qx > qy ? (qx - r, sx, 0) : (qy - r, 0, sy)
  }

  /// An approximate signed distance to the ellipse inscribed in `rect`: the implicit form
  /// x² + y² − 1 (axes normalised) divided by the length of its gradient — zero on the outline,
  /// first-order accurate near it (enough for anti-aliasing).
  @inlinable
  package static func ellipse(_ point: Point, in rect: Rect) -> Double {
    let a = max(rect.width / 2, 1e-9)
    let b = max(rect.height / 2, 1e-9)
    let x = (point.x - rect.midX) / a
    let y = (point.y - rect.midY) / b
    let value = x * x + y * y - 1
    let gradient = 2 * ((x / a) * (x / a) + (y / b) * (y / b)).squareRoot()
    return value / max(gradient, 1e-9)
  }

  /// `ellipse(_:in:)` and the unit gradient of the implicit form (the outward normal of the
  /// level set through `point`; (1, 0) at the centre, where it is undefined).
  @inlinable @inline(__always)
  package static func ellipseWithGradient(_ point: Point, in rect: Rect)
    -> (distance: Double, x: Double, y: Double)
  {
    let a = max(rect.width / 2, 1e-9)
    let b = max(rect.height / 2, 1e-9)
    let x = (point.x - rect.midX) / a
    let y = (point.y - rect.midY) / b
    let gx = x / a
    let gy = y / b
    let length = (gx * gx + gy * gy).squareRoot()
    let distance = (x * x + y * y - 1) / max(2 * length, 1e-9)
    guard length > 1e-12 else { return (distance, 1, 0) }
    return (distance, gx / length, gy / length)
  }

  /// The normalised quadratic smooth minimum (Docs/Glass.md §2): k′ = 4k,
  /// h = max(k′ − |a − b|, 0)/k′, d = min(a, b) − h²k′/4. It equals min(a, b) once the two
  /// distances differ by more than 4k, and is at most k below it where they are equal.
  package static func smoothMinimum(_ a: Double, _ b: Double, k: Double) -> Double {
    guard k > 0 else { return min(a, b) }
    let kk = 4 * k
    let h = max(kk - abs(a - b), 0) / kk
    return min(a, b) - h * h * kk / 4
  }

  /// The smooth minimum of many distances, independent of their order: folded front to back and
  /// back to front, then averaged (Docs/Glass.md §2). The values are sorted first, so any
  /// permutation gives exactly the same result (folding and reversing alone guarantees only
  /// reversal symmetry).
  package static func smoothMinimum(_ values: [Double], k: Double) -> Double {
    smoothMinimum(count: values.count, k: k) { values[$0] }
  }

  /// `smoothMinimum(_:k:)` of `value(0) … value(count − 1)` without building an array: the
  /// per-pixel form (sorted in a stack buffer, so nothing is allocated).
  @inline(__always)
  package static func smoothMinimum(count: Int, k: Double, _ value: (Int) -> Double) -> Double {
    // The pairwise form is symmetric already: no need to sort one or two values.
    if count <= 0 { return .infinity }
    if count == 1 { return value(0) }
    if count == 2 { return smoothMinimum(value(0), value(1), k: k) }
    if count == 3 {
      // Three values (the common toolbar case) sorted in registers: the same folds as below.
      var (low, middle, high) = (value(0), value(1), value(2))
      if low > middle { swap(&low, &middle) }
      if middle > high { swap(&middle, &high) }
      if low > middle { swap(&low, &middle) }
      let forward = smoothMinimum(smoothMinimum(low, middle, k: k), high, k: k)
      let backward = smoothMinimum(smoothMinimum(high, middle, k: k), low, k: k)
      return (forward + backward) / 2
    }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { sorted in
      for index in 0..<count {
        // Insertion sort: a handful of values.
        let next = value(index)
        var slot = index
        while slot > 0, sorted[slot - 1] > next {
          sorted[slot] = sorted[slot - 1]
          slot -= 1
        }
        sorted[slot] = next
      }
      var forward = sorted[0]
      for index in 1..<count { forward = smoothMinimum(forward, sorted[index], k: k) }
      var backward = sorted[count - 1]
      for index in stride(from: count - 2, through: 0, by: -1) {
        backward = smoothMinimum(backward, sorted[index], k: k)
      }
      return (forward + backward) / 2
    }
  }

  /// Anti-aliased coverage of a pixel whose centre is `distance` pixels from an edge:
  /// clamp(0.5 − d, 0, 1) (Docs/Glass.md §3.7).
  @inlinable
  package static func coverage(distance: Double) -> Double {
    min(max(0.5 - distance, 0), 1)
  }
}
