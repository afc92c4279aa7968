// MorphRaster — pixels in memory, shared by the renderer that draws them and the media that
// writes and reads them.
//
// What it owns: `Pixmap` (width × height pixels of premultiplied, linear-light RGBA in `Float`,
// with its 8-bit sRGB conversions), `ColorEncoding` (the sRGB transfer function, exact and
// through tables for eight pixels at a time) and the lane helpers those conversions use.
//
// May import: MorphCore only. Units: pixels. Out of scope: what is drawn (MorphRender) and
// files (MorphMedia).
