import MorphCore
import MorphFrame
import MorphRaster

/// A frame drawn by `FrameRenderer.render(_:after:)`: its bytes, and what the next frame needs to
/// redraw only what changed.
package struct RenderedFrame: Sendable {
  /// The frame as 8-bit sRGB RGBA with straight alpha, row-major — what encoders take.
  package internal(set) var bytes: [UInt8]
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// How many pixels were drawn afresh: the whole canvas for a full redraw, 0 when nothing changed.
  package let redrawnPixels: Int
  /// The parts drawn afresh (nil: the whole canvas; empty: nothing changed).
  let damage: [DamageBox]?
  /// The drawing steps, to compare with the next frame's.
  let ops: [DrawOp]
  /// The content item painted into the cached backdrop (an opaque full-canvas paint, or a paint
  /// under everything that repeated from the frame before), if any.
  let cover: ContentFrame?
  /// The backdrop luma under each glass element, by key (for vibrancy).
  let backdropLuma: [String: Double]
  /// The luma the content on each flipping glass of a container was drawn with, by glass key
  /// (`FrameRenderer.sampledLuma`).
  let adaptedLuma: [String: Double]

  /// The frame decoded to premultiplied linear pixels.
  package var pixmap: Pixmap { Pixmap(width: width, height: height, sRGBBytes: bytes) }
}
