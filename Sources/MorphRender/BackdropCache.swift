import MorphFrame
import Synchronization

/// The last painted backdrops (wallpaper or cover picture, with or without a paint that joined
/// it) of one renderer, kept because a backdrop is the same for every frame of a render and costs
/// as much to paint as the glass on top of it.
///
/// A backdrop depends on the pixel size, the renderer's background picture and, when the frame
/// starts with a paint painted into the backdrop (`FrameRenderer`'s plan), that content item —
/// which hides the wallpaper exactly when it is opaque and covers the canvas, so the item
/// decides that too; the renderer replaces its cache whenever the picture changes, so the size
/// and the item are the whole key.
final class BackdropCache: Sendable {
  /// One painted backdrop and its key.
  private typealias Entry = (
    width: Int, height: Int, cover: ContentFrame?, backdrop: PaintedBackdrop
  )

  /// The backdrops painted last, newest first: at most `capacity`.
  private let stored = Mutex<[Entry]>([])

  /// Two: the backdrop alone and the backdrop with a paint that joined it (painted from the
  /// first), so that a render never paints the wallpaper twice.
  static let capacity = 2

  /// The cached backdrop of `width` × `height` pixels under `cover` (nil: the wallpaper), or nil.
  func backdrop(width: Int, height: Int, cover: ContentFrame?) -> PaintedBackdrop? {
    stored.withLock { entries in
      entries.first { $0.width == width && $0.height == height && $0.cover == cover }?.backdrop
    }
  }

  /// Remembers `backdrop` as the backdrop of `width` × `height` pixels under `cover`, forgetting
  /// the oldest beyond `capacity`.
  func store(_ backdrop: PaintedBackdrop, width: Int, height: Int, cover: ContentFrame?) {
    stored.withLock { entries in
      entries.insert((width, height, cover, backdrop), at: 0)
      if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
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
}
