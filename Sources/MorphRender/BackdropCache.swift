import Synchronization

/// The last painted backdrop (wallpaper or cover picture) of one renderer, kept because it is the
/// same for every frame of a render and costs as much to paint as the glass on top of it.
///
/// A backdrop depends only on the pixel size and the renderer's background picture; the renderer
/// replaces its cache whenever the picture changes, so the size is the whole key.
final class BackdropCache: Sendable {
  private let stored = Mutex<(width: Int, height: Int, pixels: [SIMD4<Float>])?>(nil)

  /// The cached backdrop of `width` × `height` pixels, or nil.
  func pixels(width: Int, height: Int) -> [SIMD4<Float>]? {
    stored.withLock { entry in
      guard let entry, entry.width == width, entry.height == height else { return nil }
      return entry.pixels
    }
  }

  /// Remembers `pixels` as the backdrop of `width` × `height` pixels.
  func store(_ pixels: [SIMD4<Float>], width: Int, height: Int) {
    stored.withLock { $0 = (width, height, pixels) }
  }
}
