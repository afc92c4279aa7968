import Dispatch
import MorphCore

/// A Gaussian blur approximated by three box blurs per axis (the box sizes of W. Jarosz,
/// "Fast Image Convolutions"), on premultiplied linear pixels. Box blurs keep the sum of the
/// pixels (energy) away from the edges; edges clamp to the border pixel.
enum BoxBlur {
  /// Box radii for three passes approximating a Gaussian of `sigma` pixels.
  static func radii(sigma: Double) -> [Int] {
    guard sigma > 0.2 else { return [] }
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
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
    let scale = 1 / Float(2 * radius + 1)
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        nonisolated(unsafe) let source = input
        nonisolated(unsafe) let target = output
        let tasks = (height + linesPerTask - 1) / linesPerTask
        DispatchQueue.concurrentPerform(iterations: tasks) { task in
          for y in (task * linesPerTask)..<min(height, (task + 1) * linesPerTask) {
            let row = y * width
            var sum = SIMD4<Float>.zero
            for offset in -radius...radius { sum += source[row + min(max(offset, 0), width - 1)] }
            for x in 0..<width {
              target[row + x] = sum * scale
              let entering = source[row + min(x + radius + 1, width - 1)]
              let leaving = source[row + max(x - radius, 0)]
              sum += entering - leaving
            }
          }
        }
      }
    }
  }

  private static func vertical(
    _ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], width: Int, height: Int,
    radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        nonisolated(unsafe) let source = input
        nonisolated(unsafe) let target = output
        let tasks = (width + linesPerTask - 1) / linesPerTask
        DispatchQueue.concurrentPerform(iterations: tasks) { task in
          for x in (task * linesPerTask)..<min(width, (task + 1) * linesPerTask) {
            var sum = SIMD4<Float>.zero
            for offset in -radius...radius {
              sum += source[min(max(offset, 0), height - 1) * width + x]
            }
            for y in 0..<height {
              target[y * width + x] = sum * scale
              let entering = source[min(y + radius + 1, height - 1) * width + x]
              let leaving = source[max(y - radius, 0) * width + x]
              sum += entering - leaving
            }
          }
        }
      }
    }
  }
}
