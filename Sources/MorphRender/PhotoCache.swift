import MorphCore
import Synchronization

/// The stand-in photo that app images (`Image("…")`) draw, kept at the size last drawn: the
/// procedural landscape costs trigonometry per pixel, and an image usually stays the same size
/// from frame to frame.
final class PhotoCache: Sendable {
  private let stored = Mutex<(width: Int, height: Int, pixels: [SIMD4<Float>])?>(nil)

  /// The photo sampled at the centres of a `width` × `height` grid (u, v in 0…1), row-major.
  func pixels(width: Int, height: Int) -> [SIMD4<Float>] {
    let width = max(1, width)
    let height = max(1, height)
    if let cached = stored.withLock({ entry -> [SIMD4<Float>]? in
      guard let entry, entry.width == width, entry.height == height else { return nil }
      return entry.pixels
    }) {
      return cached
    }
    var pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        pixels[y * width + x] = Wallpaper.photo(
          u: (Double(x) + 0.5) / Double(width), v: (Double(y) + 0.5) / Double(height))
      }
    }
    stored.withLock { $0 = (width, height, pixels) }
    return pixels
  }
}
