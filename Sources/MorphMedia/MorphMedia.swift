// MorphMedia — files and fonts: the only module that touches C.
//
// What it owns: PNG writing and reading through libpng's simplified API (`PNGFile`), text set in a
// real font through FreeType (`FreeTypeTextRasterizer`, DejaVu Sans from Debian's fonts-dejavu-core),
// and MP4 through libavformat/libavcodec/libswscale (`VideoWriter`). No C type appears in its API.
// Every file is written to a temporary file beside the target and renamed on success, so a failed
// write never leaves a partial file.
//
// May import: MorphCore and the C modules (CPNG, CFreeType, CFFmpeg) — never a scene, view tree,
// layout or timeline type. Conventions and sources: Docs/Video.md.
