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

  private static func vertical(
    _ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], width: Int, height: Int,
    radius: Int
  ) {
    pass(
      source, into: &target, lines: width, lineStride: 1, length: height, step: width,
      radius: radius)
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
