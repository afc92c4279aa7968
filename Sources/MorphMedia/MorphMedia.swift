// MorphMedia — files and fonts: the only module that touches C.
//
// What it owns: PNG writing and reading through libpng's simplified API (`PNGFile`), text set in a
// real font through FreeType (`FreeTypeTextRasterizer`, DejaVu Sans from Debian's fonts-dejavu-core),
// videos written through libavformat/libavcodec — MP4 (its 4:2:0 input converted here, only where
// a frame changed: `YUV420Converter`), and through libswscale ProRes MOV, animated WebP and APNG,
// and GIF through libavfilter's palettegen/paletteuse (`VideoWriter`, `VideoFormat`) — and read
// back for backdrops (`VideoReader`); FFmpeg is opened at run time, not at start-up
// (`FFmpegLibraries`, through CFFmpegLoader). No C type appears in its API. Every file is written
// to a temporary file beside the target, marked as GlassMorph's (an extended attribute) and renamed
// on success, so a failed write never leaves a partial file and a user's file is never taken for
// ours.
//
// May import: MorphRaster, MorphCore and the C modules (CPNG, CFreeType, CFFmpeg, CFFmpegLoader,
// CFileAttributes) — never a scene, view tree, layout or timeline type. Conventions and sources:
// Docs/Video.md, Docs/Sharing.md.
