/// A part of a frame redrawn on its own: the pixels of `store` get this frame's bytes; `draw`
/// (which holds `store`) is drawn so that they read this frame's pixels, and what is drawn outside
/// `store` is discarded. The glass members in `complete` have in `draw` everything they read, so
/// their backdrop luma (for vibrancy) is this frame's; the others keep the previous frame's.
struct DamageBox: Hashable, Sendable {
  let store: PixelBox
  let draw: PixelBox
  let complete: Set<String>
}
