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

  /// `pixels` (width × height) blurred with σ = `sigma` pixels.
  static func blur(_ pixels: [SIMD4<Float>], width: Int, height: Int, sigma: Double) -> [SIMD4<
    Float
  >] {
    var current = pixels
    var scratch = pixels
    for radius in radii(sigma: sigma) where radius > 0 {
      horizontal(current, into: &scratch, width: width, height: height, radius: radius)
      vertical(scratch, into: &current, width: width, height: height, radius: radius)
    }
    return current
  }

  /// Rows or columns per parallel task: each task writes only its own lines, so the result does
  /// not depend on the split.
  static let linesPerTask = 32

  private static func horizontal(
    _ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], width: Int, height: Int,
    radius: Int
  ) {
    pass(
      source, into: &target, lines: height, lineStride: width, length: width, step: 1,
      radius: radius)
  }

  /// Columns per parallel task of the vertical pass.
  static let columnsPerTask = 64

  /// The vertical pass, a stripe of columns at a time walking down the rows, so memory is read
  /// along rows (a column at a time strides a whole row per pixel and misses the cache). Each
  /// column's running sum adds and subtracts the same values in the same order as `pass` does.
  private static func vertical(
    _ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], width: Int, height: Int,
    radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        nonisolated(unsafe) let source = input
        nonisolated(unsafe) let target = output
        let tasks = (width + columnsPerTask - 1) / columnsPerTask
        Parallel.forEach(tasks) { task in
          let first = task * columnsPerTask
          let count = min(width, first + columnsPerTask) - first
          withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: count) { sums in
            for column in 0..<count { sums[column] = .zero }
            for offset in -radius...radius {
              let row = min(max(offset, 0), height - 1) * width + first
              for column in 0..<count { sums[column] += source[row + column] }
            }
            for y in 0..<height {
              let out = y * width + first
              let entering = min(y + radius + 1, height - 1) * width + first
              let leaving = max(y - radius, 0) * width + first
              for column in 0..<count {
                target[out + column] = sums[column] * scale
                sums[column] += source[entering + column] - source[leaving + column]
              }
            }
          }
        }
      }
    }
  }

  /// One box pass along `lines` lines of `length` pixels: line `n` starts at `n × lineStride` and
  /// its pixels are `step` apart (rows: stride width, step 1; columns: stride 1, step width).
  /// A running sum slides along each line; the ends clamp to the border pixel.
  private static func pass(
    _ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], lines: Int, lineStride: Int,
    length: Int, step: Int, radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        nonisolated(unsafe) let source = input
        nonisolated(unsafe) let target = output
        let tasks = (lines + linesPerTask - 1) / linesPerTask
        Parallel.forEach(tasks) { task in
          for line in (task * linesPerTask)..<min(lines, (task + 1) * linesPerTask) {
            let first = line * lineStride
            var sum = SIMD4<Float>.zero
            for offset in -radius...radius {
              sum += source[first + min(max(offset, 0), length - 1) * step]
            }
            for index in 0..<length {
              target[first + index * step] = sum * scale
              let entering = source[first + min(index + radius + 1, length - 1) * step]
              let leaving = source[first + max(index - radius, 0) * step]
              sum += entering - leaving
            }
          }
        }
      }
    }
  }
}
