import MorphCore

/// Stage: field (Docs/Glass.md §3.7) — the signed distance, normal and optics of the merged
/// shapes at eight neighbouring pixels of a row, each lane computed as it would be alone.
extension GlassMaterial {
  /// The blended field at the eight pixel centres `xs` of the row at `y`: shapes folded in order
  /// of distance with the quadratic smooth minimum, each fold's blend width scaled by how
  /// differently the two faces point (k_eff = k·min(½|n_a − n_b|, 1)) and by the newcomer's
  /// visibility, so coincident shapes and collinear edges do not swell and emerging shapes do not
  /// inflate (Docs/Glass.md §3.7).
  static func field(_ shapes: [Shape], xs: Lanes, y: Float, blend: Float) -> FieldLanes {
    guard shapes.count > 1 else {
      guard let shape = shapes.first else {
        var nothing = FieldLanes(
          distance: Lanes(repeating: .infinity), nx: .zero, ny: .zero, index: .zero, band: .zero,
          depth: .zero, visibility: .zero, press: .zero)
        nothing.near = LaneMask(repeating: false)
        return nothing
      }
      return shape.sampled(xs: xs, y: y, index: 0)
    }
    return withUnsafeTemporaryAllocation(of: FieldLanes.self, capacity: shapes.count) { order in
      // Each shape's distance and normal once; then, unless far outside every shape (where the
      // blend cannot reach), the shapes in order of distance.
      var nearest = Lanes(repeating: .infinity)
      for index in shapes.indices {
        let sampled = shapes[index].sampled(xs: xs, y: y, index: index)
        order.initializeElement(at: index, to: sampled)
        nearest.replace(with: sampled.distance, where: sampled.distance .< nearest)
      }
      let near = nearest .< blend / 4 + 1.5
      guard any(near) else {
        var far = order[0]
        far.near = near
        return far
      }
      let count = nearestFirst(order, count: shapes.count, nearest: nearest, blend: blend)
      var sample = order[0]
      var dominantWeight = Lanes(repeating: 1)
      // Lanes whose fold has stopped: the shapes come nearest first and the blended distance only
      // falls, so once a shape is a whole blend width farther than the blend so far, it and every
      // later one fold in with weight 0 (the distance, normal and optics stay as they are).
      var stopped = .!near
      for position in 1..<max(count, 1) {
        let next = order[position]
        stopped .|= next.distance - sample.distance .>= blend
        guard !all(stopped) else { break }
        fold(next, into: &sample, blend: blend, active: .!stopped, dominant: &dominantWeight)
      }
      sample.near = near
      return sample
    }
  }

  /// Leaves out of `order`'s first `total` samples those that cannot matter and sorts the rest
  /// nearest first, lane by lane; returns how many are left.
  @inline(__always)
  private static func nearestFirst(
    _ order: UnsafeMutableBufferPointer<FieldLanes>, count total: Int, nearest: Lanes,
    blend: Float
  ) -> Int {
    // A shape at least a blend width farther than the nearest in every lane is left out: in
    // the fold below it would stop each lane it reached (the blended distance is never more
    // than the nearest), and every shape after it in a lane is farther still, so leaving it
    // out changes nothing — and sorting and folding the few shapes that matter costs less
    // (a row of controls puts many shapes near each span). The nearest in each lane stays.
    var count = total
    if blend > 0 {
      count = 0
      for index in 0..<total where any(order[index].distance .< nearest + blend) {
        if count != index { order[count] = order[index] }
        count += 1
      }
    }
    // Sorted lane by lane: insertion sort as a network of compare-and-swaps (every lane sorts
    // its own values; ties by index), the same order the fold takes one pixel at a time.
    for end in 1..<max(count, 1) {
      for slot in stride(from: end, to: 0, by: -1) {
        let swap = order[slot - 1].comes(after: order[slot])
        guard any(swap) else { break }
        let (earlier, later) = (order[slot - 1], order[slot])
        order[slot - 1] = earlier.replacing(with: later, where: swap)
        order[slot] = later.replacing(with: earlier, where: swap)
      }
    }
    return count
  }

  /// Folds `next` into `sample` in the `active` lanes with the quadratic smooth minimum of blend
  /// width k = blend·min(½|n_a − n_b|, 1)·(the weaker visibility): distance, normal, optics,
  /// press and tint weighted alike, and the lane's dominant shape (by weight) kept in `index`.
  @inline(__always)
  private static func fold(
    _ next: FieldLanes, into sample: inout FieldLanes, blend: Float, active: LaneMask,
    dominant dominantWeight: inout Lanes
  ) {
    let ddx = sample.nx - next.nx
    let ddy = sample.ny - next.ny
    let dn = (ddx * ddx + ddy * ddy).squareRoot()
    var turn = dn * 0.5
    turn.replace(with: 1, where: turn .> 1)
    let weaker = sample.visibility.replacing(
      with: next.visibility, where: next.visibility .< sample.visibility)
    let k = blend * turn * weaker
    let a = sample.distance
    let b = next.distance
    let gap = (a - b).replacing(with: b - a, where: a .< b)
    var overlap = k - gap
    overlap.replace(with: 0, where: overlap .< 0)
    var h = overlap / k
    h.replace(with: 0, where: .!(k .> 0))
    // d = min(a, b) − h²k/4; the larger distance gets weight h/2, the smaller 1 − h/2.
    let blended = a.replacing(with: b, where: b .< a) - h * h * k / 4
    let half = h / 2
    let wNext = half.replacing(with: 1 - half, where: b .< a)
    let wCurrent = 1 - wNext
    var nx = sample.nx * wCurrent + next.nx * wNext
    var ny = sample.ny * wCurrent + next.ny * wNext
    let length = (nx * nx + ny * ny).squareRoot()
    let defined = length .> 1e-9
    nx = next.nx.replacing(with: nx / length, where: defined)
    ny = next.ny.replacing(with: ny / length, where: defined)
    sample.distance.replace(with: blended, where: active)
    sample.nx.replace(with: nx, where: active)
    sample.ny.replace(with: ny, where: active)
    sample.band.replace(with: sample.band * wCurrent + next.band * wNext, where: active)
    sample.depth.replace(with: sample.depth * wCurrent + next.depth * wNext, where: active)
    sample.visibility.replace(
      with: sample.visibility * wCurrent + next.visibility * wNext, where: active)
    sample.press.replace(with: sample.press * wCurrent + next.press * wNext, where: active)
    if any(sample.tintStrength .!= next.tintStrength) || any(sample.tintRed .!= next.tintRed)
      || any(sample.tintGreen .!= next.tintGreen) || any(sample.tintBlue .!= next.tintBlue)
    {
      sample.tintStrength.replace(
        with: sample.tintStrength * wCurrent + next.tintStrength * wNext, where: active)
      sample.tintRed.replace(
        with: sample.tintRed * wCurrent + next.tintRed * wNext, where: active)
      sample.tintGreen.replace(
        with: sample.tintGreen * wCurrent + next.tintGreen * wNext, where: active)
      sample.tintBlue.replace(
        with: sample.tintBlue * wCurrent + next.tintBlue * wNext, where: active)
    }
    let kept = dominantWeight * wCurrent
    let overtakes = active .& (wNext .> kept)
    dominantWeight.replace(with: kept, where: active)
    dominantWeight.replace(with: wNext, where: overtakes)
    sample.index.replace(with: next.index, where: overtakes)
  }
}

extension GlassMaterial.Shape {
  /// `sample` at the eight points (xs, y) of a row, in `Float`, with the shape's optics and
  /// `index`.
  @inline(__always)
  func sampled(xs: VectorMath.Lanes, y: Float, index: Int) -> GlassMaterial.FieldLanes {
    var distance = VectorMath.Lanes()
    var nx = VectorMath.Lanes()
    var ny = VectorMath.Lanes()
    if ellipse {
      // The ellipse's approximate distance, lane by lane (rare: no vector form).
      for lane in 0..<8 {
        let (d, n) = sample(Point(x: Double(xs[lane]), y: Double(y)))
        distance[lane] = Float(d)
        nx[lane] = Float(n.x)
        ny[lane] = Float(n.y)
      }
    } else {
      func lanes(_ rect: Rect, _ radius: Double) -> (
        distance: VectorMath.Lanes, x: VectorMath.Lanes, y: VectorMath.Lanes
      ) {
        VectorMath.roundedRectangleWithGradient(
          xs: xs, y: y, cx: Float(rect.midX), cy: Float(rect.midY), hx: Float(rect.width / 2),
          hy: Float(rect.height / 2),
          r: Float(min(max(radius, 0), min(rect.width, rect.height) / 2)))
      }
      let own = lanes(rect, radius)
      (distance, nx, ny) = own
      // A forming union mixes the two gradients as it mixes the distances.
      if let union {
        let joined = lanes(union.rect, union.radius)
        let s = Float(union.strength)
        let gx = own.x + (joined.x - own.x) * s
        let gy = own.y + (joined.y - own.y) * s
        let length = (gx * gx + gy * gy).squareRoot()
        let defined = length .> 1e-9
        nx.replace(with: gx / length, where: defined)
        ny.replace(with: gy / length, where: defined)
        distance = own.distance + (joined.distance - own.distance) * s
      }
    }
    return GlassMaterial.FieldLanes(
      distance: distance, nx: nx, ny: ny, index: VectorMath.Lanes(repeating: Float(index)),
      band: VectorMath.Lanes(repeating: Float(band)),
      depth: VectorMath.Lanes(repeating: Float(depth)),
      visibility: VectorMath.Lanes(repeating: Float(visibility)),
      press: VectorMath.Lanes(repeating: Float(press)),
      tintStrength: VectorMath.Lanes(repeating: tint.x),
      tintRed: VectorMath.Lanes(repeating: tint.y),
      tintGreen: VectorMath.Lanes(repeating: tint.z),
      tintBlue: VectorMath.Lanes(repeating: tint.w))
  }
}
