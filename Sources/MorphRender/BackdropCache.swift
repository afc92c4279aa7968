import MorphFrame
import Synchronization

/// The last painted backdrop (wallpaper or cover picture) of one renderer, kept because it is the
/// same for every frame of a render and costs as much to paint as the glass on top of it.
///
/// A backdrop depends on the pixel size, the renderer's background picture and, when the frame
/// starts with a paint painted into the backdrop (`FrameRenderer`'s plan), that content item —
/// which hides the wallpaper exactly when it is opaque and covers the canvas, so the item
/// decides that too; the renderer replaces its cache whenever the picture changes, so the size
/// and the item are the whole key.
final class BackdropCache: Sendable {
  private let stored = Mutex<
    (width: Int, height: Int, cover: ContentFrame?, pixels: [SIMD4<Float>], bytes: [UInt8])?
  >(nil)

  /// The cached backdrop of `width` × `height` pixels under `cover` (nil: the wallpaper) and its
  /// bytes, or nil.
  func pixels(width: Int, height: Int, cover: ContentFrame?) -> (
    pixels: [SIMD4<Float>], bytes: [UInt8]
  )? {
    stored.withLock { entry in
      guard let entry, entry.width == width, entry.height == height, entry.cover == cover else {
        return nil
      }
      return (entry.pixels, entry.bytes)
    }
  }

  /// The content item `repeats(_:)` was last asked about.
  private let lastUnderlay = Mutex<ContentFrame?>(nil)

  /// Whether `item` (a frame's first content item) is the one the frame before began with —
  /// a paint that stays put, worth painting into the backdrop — and remembers it.
  func repeats(_ item: ContentFrame) -> Bool {
    lastUnderlay.withLock { last in
      defer { last = item }
      return last == item
    }
  }

  /// Remembers `backdrop` (pixels and bytes) as the backdrop of `width` × `height` pixels under
  /// `cover`.
  func store(
    _ backdrop: (pixels: [SIMD4<Float>], bytes: [UInt8]), width: Int, height: Int,
    cover: ContentFrame?
  ) {
    stored.withLock { $0 = (width, height, cover, backdrop.pixels, backdrop.bytes) }
  }
}
