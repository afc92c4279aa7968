import MorphCore

/// A Gaussian blur approximated by three box blurs per axis (the box sizes of W. Jarosz,
/// "Fast Image Convolutions"), on premultiplied linear pixels. Box blurs keep the sum of the
/// pixels (energy) away from the edges; edges clamp to the border pixel.
enum BoxBlur {
  /// Box radii for three passes approximating a Gaussian of `sigma` pixels.
  static func radii(sigma: Double) -> [Int] {
    guard sigma > 0.2 else { return [] }
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(saturating: ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let m =
      ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
      / (-4 * Double(lower) - 4)).rounded()
    return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
  }

  /// `pixels` (width × height) blurred with σ = `sigma` pixels: every box along the rows, then
  /// every box along the columns (box filters along different axes commute, edges included).
  static func blur(_ pixels: [SIMD4<Float>], width: Int, height: Int, sigma: Double) -> [SIMD4<
    Float
  >] {
    let radii = radii(sigma: sigma).filter { $0 > 0 }
    let count = width * height
    guard !radii.isEmpty, width > 0, height > 0, pixels.count >= count else { return pixels }
    // Each pass fills its output whole (no copies, no zeroing).
    let rows = [SIMD4<Float>](unsafeUninitializedCapacity: count) { buffer, initialized in
      pixels.withUnsafeBufferPointer { source in
        horizontal(source, into: buffer, width: width, height: height, radii: radii)
      }
      initialized = count
    }
    return [SIMD4<Float>](unsafeUninitializedCapacity: count) { buffer, initialized in
      rows.withUnsafeBufferPointer { source in
        vertical(source, into: buffer, width: width, height: height, radii: radii)
      }
      initialized = count
    }
  }

  /// Rows per parallel task of the horizontal passes: each task writes only its own rows, so the
  /// result does not depend on the split.
  static let linesPerTask = 32

  /// Columns per parallel task of the vertical passes.
  static let columnsPerTask = 64

  /// One box of `radius` along a line of `length` pixels `stride` apart, from `source` into
  /// `target`: a running sum slides along it; the ends clamp to the border pixel (only the first
  /// and last `radius + 1` pixels clamp their reads).
  @inline(__always)
  private static func box(
    _ source: UnsafePointer<SIMD4<Float>>, into target: UnsafeMutablePointer<SIMD4<Float>>,
    length: Int, radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    var sum = SIMD4<Float>.zero
    for offset in -radius...radius { sum += source[min(max(offset, 0), length - 1)] }
    let safeStart = min(radius, length)
    let safeEnd = max(safeStart, length - radius - 1)
    for index in 0..<safeStart {
      target[index] = sum * scale
      sum += source[min(index + radius + 1, length - 1)] - source[max(index - radius, 0)]
    }
    for index in safeStart..<safeEnd {
      target[index] = sum * scale
      sum += source[index + radius + 1] - source[index - radius]
    }
    for index in safeEnd..<length {
      target[index] = sum * scale
      sum += source[min(index + radius + 1, length - 1)] - source[max(index - radius, 0)]
    }
  }

  /// Every box along every row; a row's passes run in two row-sized buffers (in cache), so the
  /// image is read and written once.
  private static func horizontal(
    _ source: UnsafeBufferPointer<SIMD4<Float>>,
    into target: UnsafeMutableBufferPointer<SIMD4<Float>>, width: Int, height: Int, radii: [Int]
  ) {
    nonisolated(unsafe) let source = source
    nonisolated(unsafe) let target = target
    let tasks = (height + linesPerTask - 1) / linesPerTask
    Parallel.forEach(tasks) { task in
      guard let input = source.baseAddress, let output = target.baseAddress else { return }
      withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 2 * width) { buffers in
        guard let a = buffers.baseAddress else { return }
        let b = a + width
        for line in (task * linesPerTask)..<min(height, (task + 1) * linesPerTask) {
          var from = UnsafePointer(input + line * width)
          for (step, radius) in radii.enumerated() {
            let last = step == radii.count - 1
            let to = last ? output + line * width : (step % 2 == 0 ? a : b)
            box(from, into: to, length: width, radius: radius)
            from = UnsafePointer(to)
          }
        }
      }
    }
  }

  /// Every box along every column, a stripe of columns at a time walking down the rows with one
  /// running sum per column (memory is read along rows, never a whole row's stride per pixel);
  /// the passes between the first and the last run in stripe-sized buffers (in cache).
  private static func vertical(
    _ source: UnsafeBufferPointer<SIMD4<Float>>,
    into target: UnsafeMutableBufferPointer<SIMD4<Float>>, width: Int, height: Int, radii: [Int]
  ) {
    nonisolated(unsafe) let source = source
    nonisolated(unsafe) let target = target
    let tasks = (width + columnsPerTask - 1) / columnsPerTask
    Parallel.forEach(tasks) { task in
      guard let input = source.baseAddress, let output = target.baseAddress else { return }
      let first = task * columnsPerTask
      let count = min(width, first + columnsPerTask) - first
      let stripe = count * height
      withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 2 * stripe + count) {
        buffers in
        guard let a = buffers.baseAddress else { return }
        let b = a + stripe
        let sums = b + stripe
        var from = UnsafePointer(input + first)
        var fromStride = width
        for (step, radius) in radii.enumerated() {
          let last = step == radii.count - 1
          let to = last ? output + first : (step % 2 == 0 ? a : b)
          let toStride = last ? width : count
          columnBox(
            from, stride: fromStride, into: to, stride: toStride, columns: count, height: height,
            radius: radius, sums: sums)
          from = UnsafePointer(to)
          fromStride = toStride
        }
      }
    }
  }

  /// One box of `radius` down `columns` columns at once: row y of the source starts at
  /// `source + y × sourceStride`, of the target at `target + y × targetStride`. Each column's
  /// running sum adds and subtracts the same values in the same order as `box` does along a row.
  @inline(__always)
  private static func columnBox(
    _ source: UnsafePointer<SIMD4<Float>>, stride sourceStride: Int,
    into target: UnsafeMutablePointer<SIMD4<Float>>, stride targetStride: Int, columns: Int,
    height: Int, radius: Int, sums: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let scale = 1 / Float(2 * radius + 1)
    for column in 0..<columns { sums[column] = .zero }
    for offset in -radius...radius {
      let row = source + min(max(offset, 0), height - 1) * sourceStride
      for column in 0..<columns { sums[column] += row[column] }
    }
    for y in 0..<height {
      let out = target + y * targetStride
      let entering = source + min(y + radius + 1, height - 1) * sourceStride
      let leaving = source + max(y - radius, 0) * sourceStride
      for column in 0..<columns {
        out[column] = sums[column] * scale
        sums[column] += entering[column] - leaving[column]
      }
    }
  }
}
