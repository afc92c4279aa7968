import MorphCore
import MorphFrame

/// A frame drawn by `FrameRenderer.render(_:after:)`, with what the next frame needs to redraw
/// only what changed.
public struct RenderedFrame: Sendable {
  /// The pixels.
  public internal(set) var pixmap: Pixmap
  /// How many pixels were drawn afresh: the whole canvas for a first frame, 0 when nothing changed.
  public let redrawnPixels: Int
  /// The boxes drawn afresh (nil: the whole canvas; empty: nothing changed).
  let damage: [PixelBox]?
  /// The drawing steps, to compare with the next frame's.
  let ops: [DrawOp]
  /// The opaque full-canvas content that stood in for the backdrop, if any.
  let cover: ContentFrame?
  /// The backdrop luma under each glass element, by key (for vibrancy).
  let backdropLuma: [String: Double]

  /// The frame as 8-bit sRGB RGBA (`Pixmap.sRGBBytes()`), converting only what was redrawn when
  /// given the previous frame's bytes (updated in place when nothing else holds them).
  public func sRGBBytes(after previous: consuming [UInt8]?) -> [UInt8] {
    guard let damage, var bytes = previous.take() else { return pixmap.sRGBBytes() }
    for box in damage {
      bytes = pixmap.sRGBBytes(
        updating: consume bytes, rows: box.y0..<box.y1, columns: box.x0..<box.x1)
    }
    return bytes
  }
}
