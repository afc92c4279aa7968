// MorphRender — a frame (MorphFrame) → pixels, on the CPU.
//
// What it owns (recipe and constants: Docs/Glass.md §3, all in `GlassStyle`):
// - `FrameRenderer`: draws a frame in drawing order onto a `Pixmap` at a scale — backdrop (the
//   preview's background, a built-in wallpaper, or a picture), content, and each glass container as
//   one merged signed-distance field with its material (shadow, blur, tone, refraction from the
//   squircle profile, rim light, tint).
// - Small named stages: `Canvas` (a pixel buffer rows are written to in parallel), `PaintShader`
//   (colours and gradients), `SymbolArt` (SF Symbol pictograms), `BoxBlur`, `GlassMaterial`,
//   `ShapeDistance` (the signed distances of rounded rectangles and ellipses, and their blend).
//
// Units: points in, pixels out (points × scale); colours are blended in linear light, premultiplied.
// Deterministic: every pixel is a pure function of the frame, so the thread count changes nothing.
//
// May import: MorphFrame, MorphRaster and MorphCore only — no declarations, source positions or
// syntax.
