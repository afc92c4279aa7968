import MorphCore

/// A Gaussian blur approximated by three box blurs per axis (the box sizes of W. Jarosz,
/// "Fast Image Convolutions"), on premultiplied linear pixels. Box blurs keep the sum of the
/// pixels (energy) away from the edges; edges clamp to the border pixel.
///
/// The boxes run in fixed point (`fraction` steps per unit): running sums of integers are exact,
/// so a blurred pixel depends only on the pixels within the boxes' reach — not on where the
/// blurred region starts, as a floating-point running sum's rounding would. That is what lets a
/// damaged part of a glass layer be redrawn alone with the same bytes.
enum BoxBlur {
  /// Fixed-point steps per unit of a channel: 2¹⁵, so sums of 61 pixels stay below 2²¹, inside
  /// the range where `Float` holds every integer (2²⁴) and the rounding trick works (2²²).
  static let fraction: Float = 32_768

  /// 1.5 × 2²³: adding it leaves a float's nearest integer in the low mantissa bits (|x| < 2²²).
  static let magic: Float = 12_582_912

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
    // Boxes wider than 61 pixels would overflow the fixed-point sums' exact range.
    return (0..<3).map { min(Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2, maximumRadius) }
  }

  /// The widest box radius (pixels): 2 × 30 + 1 = 61 pixels per sum.
  static let maximumRadius = 30

  /// `pixels` (width × height) blurred with σ = `sigma` pixels: every box along the rows, then
  /// every box along the columns (box filters along different axes commute, edges included).
  static func blur(_ pixels: [SIMD4<Float>], width: Int, height: Int, sigma: Double) -> [SIMD4<
    Float
  >] {
    guard pixels.count >= width * height else { return pixels }
    return pixels.withUnsafeBufferPointer { source in
      blur(source, stride: width, width: width, height: height, sigma: sigma)
    }
  }

  /// The `width` × `height` block of `pixels` whose rows start `stride` pixels apart blurred with
  /// σ = `sigma` pixels (a part of a larger picture, without copying it out first).
  static func blur(
    _ pixels: UnsafeBufferPointer<SIMD4<Float>>, stride: Int, width: Int, height: Int,
    sigma: Double
  ) -> [SIMD4<Float>] {
    let radii = radii(sigma: sigma).filter { $0 > 0 }
    let count = width * height
    guard width > 0, height > 0, stride >= width, pixels.count >= stride * (height - 1) + width
    else { return [] }
    guard !radii.isEmpty else {
      return (0..<height).flatMap { row in pixels[(row * stride)..<(row * stride + width)] }
    }
    // Each pass fills its output whole (no copies, no zeroing).
    let rows = [SIMD4<Int32>](unsafeUninitializedCapacity: count) { buffer, initialized in
      horizontal(pixels, stride: stride, into: buffer, width: width, height: height, radii: radii)
      initialized = count
    }
    return [SIMD4<Float>](unsafeUninitializedCapacity: count) { buffer, initialized in
      rows.withUnsafeBufferPointer { source in
        vertical(source, into: buffer, width: width, height: height, radii: radii)
      }
      initialized = count
    }
  }

  /// A pixel in fixed point: each channel (clamped to ±`channelLimit`; NaN becomes 0) ×
  /// `fraction`, rounded to the nearest step.
  @inline(__always)
  static func fixed(_ pixel: SIMD4<Float>) -> SIMD4<Int32> {
    var clamped = pixel.replacing(with: channelLimit, where: pixel .> channelLimit)
    clamped.replace(with: -channelLimit, where: clamped .< -channelLimit)
    clamped.replace(with: 0, where: clamped .!= clamped)
    return unsafeBitCast(clamped * fraction + magic, to: SIMD4<Int32>.self) &- magicBits
  }

  /// The largest channel magnitude blurred (premultiplied linear light is at most 1): sums of 61
  /// such pixels stay in the exact range.
  static let channelLimit: Float = 2

  /// A fixed-point pixel back in floating point.
  @inline(__always)
  static func floating(_ pixel: SIMD4<Int32>) -> SIMD4<Float> {
    (unsafeBitCast(pixel &+ magicBits, to: SIMD4<Float>.self) - magic) * (1 / fraction)
  }

  /// A box sum divided by the box's size, `inverse` = 1 / size, rounded to the nearest step: the
  /// sum is exact in `Float`, so the result depends on the sum alone.
  @inline(__always)
  static func mean(_ sum: SIMD4<Int32>, _ inverse: Float) -> SIMD4<Int32> {
    let exact = unsafeBitCast(sum &+ magicBits, to: SIMD4<Float>.self) - magic
    return unsafeBitCast(exact * inverse + magic, to: SIMD4<Int32>.self) &- magicBits
  }

  /// `magic`'s bits in every lane.
  static let magicBits = SIMD4<Int32>(repeating: Int32(bitPattern: magic.bitPattern))

  /// Rows per parallel task of the horizontal passes: each task writes only its own rows, so the
  /// result does not depend on the split.
  static let linesPerTask = 32

  /// Columns per parallel task of the vertical passes.
  static let columnsPerTask = 64

  /// One box of `radius` along a line of `length` pixels, from `source` into `target`: a running
  /// sum slides along it; the ends clamp to the border pixel (only the first and last
  /// `radius + 1` pixels clamp their reads).
  @inline(__always)
  private static func box(
    _ source: UnsafePointer<SIMD4<Int32>>, into target: UnsafeMutablePointer<SIMD4<Int32>>,
    length: Int, radius: Int
  ) {
    let inverse = 1 / Float(2 * radius + 1)
    var sum = SIMD4<Int32>.zero
    for offset in -radius...radius { sum &+= source[min(max(offset, 0), length - 1)] }
    let safeStart = min(radius, length)
    let safeEnd = max(safeStart, length - radius - 1)
    for index in 0..<safeStart {
      target[index] = mean(sum, inverse)
      sum &+= source[min(index + radius + 1, length - 1)] &- source[max(index - radius, 0)]
    }
    for index in safeStart..<safeEnd {
      target[index] = mean(sum, inverse)
      sum &+= source[index + radius + 1] &- source[index - radius]
    }
    for index in safeEnd..<length {
      target[index] = mean(sum, inverse)
      sum &+= source[min(index + radius + 1, length - 1)] &- source[max(index - radius, 0)]
    }
  }

  /// Every box along every row; a row's passes run in two row-sized buffers (in cache), so the
  /// image is read and written once.
  private static func horizontal(
    _ source: UnsafeBufferPointer<SIMD4<Float>>, stride: Int,
    into target: UnsafeMutableBufferPointer<SIMD4<Int32>>, width: Int, height: Int, radii: [Int]
  ) {
    nonisolated(unsafe) let source = source
    nonisolated(unsafe) let target = target
    let tasks = (height + linesPerTask - 1) / linesPerTask
    Parallel.forEach(tasks) { task in
      guard let input = source.baseAddress, let output = target.baseAddress else { return }
      // The line in fixed point, then two buffers the passes alternate between.
      withUnsafeTemporaryAllocation(of: SIMD4<Int32>.self, capacity: 3 * width) { buffers in
        guard let line = buffers.baseAddress else { return }
        let a = line + width
        let b = a + width
        for row in (task * linesPerTask)..<min(height, (task + 1) * linesPerTask) {
          let pixels = input + row * stride
          for index in 0..<width { line[index] = fixed(pixels[index]) }
          var from = UnsafePointer(line)
          for (step, radius) in radii.enumerated() {
            let last = step == radii.count - 1
            let to = last ? output + row * width : (step % 2 == 0 ? a : b)
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
    _ source: UnsafeBufferPointer<SIMD4<Int32>>,
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
      // Three stripe buffers: the passes alternate between two, the last writes the third, which
      // is converted back to floating point into the output.
      withUnsafeTemporaryAllocation(of: SIMD4<Int32>.self, capacity: 3 * stripe + count) {
        buffers in
        guard let a = buffers.baseAddress else { return }
        let b = a + stripe
        let c = b + stripe
        let sums = c + stripe
        var from = UnsafePointer(input + first)
        var fromStride = width
        for (step, radius) in radii.enumerated() {
          let last = step == radii.count - 1
          let to = last ? c : (step % 2 == 0 ? a : b)
          columnBox(
            from, stride: fromStride, into: to, stride: count, columns: count, height: height,
            radius: radius, sums: sums)
          from = UnsafePointer(to)
          fromStride = count
        }
        for y in 0..<height {
          let row = output + first + y * width
          let blurred = c + y * count
          for column in 0..<count { row[column] = floating(blurred[column]) }
        }
      }
    }
  }

  /// One box of `radius` down `columns` columns at once: row y of the source starts at
  /// `source + y × sourceStride`, of the target at `target + y × targetStride`. Each column's
  /// running sum adds and subtracts the same values in the same order as `box` does along a row.
  @inline(__always)
  private static func columnBox(
    _ source: UnsafePointer<SIMD4<Int32>>, stride sourceStride: Int,
    into target: UnsafeMutablePointer<SIMD4<Int32>>, stride targetStride: Int, columns: Int,
    height: Int, radius: Int, sums: UnsafeMutablePointer<SIMD4<Int32>>
  ) {
    let inverse = 1 / Float(2 * radius + 1)
    for column in 0..<columns { sums[column] = .zero }
    for offset in -radius...radius {
      let row = source + min(max(offset, 0), height - 1) * sourceStride
      for column in 0..<columns { sums[column] &+= row[column] }
    }
    for y in 0..<height {
      let out = target + y * targetStride
      let entering = source + min(y + radius + 1, height - 1) * sourceStride
      let leaving = source + max(y - radius, 0) * sourceStride
      for column in 0..<columns {
        out[column] = mean(sums[column], inverse)
        sums[column] &+= entering[column] &- leaving[column]
      }
    }
  }
}
