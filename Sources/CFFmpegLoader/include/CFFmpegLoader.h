#ifndef GLASSMORPH_CFFMPEG_LOADER_H
#define GLASSMORPH_CFFMPEG_LOADER_H
#include <stddef.h>

/* FFmpeg is opened with dlopen on first use instead of by the dynamic linker at start-up: its
   libraries and their ~170 dependencies cost every glassmorph process about 0.1 s before main
   (Docs/Rendering.md, "Start-up"), which commands that write no video never need and a render can
   spend drawing its first frame. loader.c defines each FFmpeg function GlassMorph calls as a
   forwarder to the loaded library. */

/* Loads libavformat, libavcodec, libavutil and libswscale (once; later calls return at once).
   Returns 0, or -1 with the reason in `reason` (`size` bytes, NUL-terminated). */
int glassmorph_ffmpeg_load(char *reason, size_t size);

/* Loads libavfilter (GIF palettes) after the libraries above, the same way. */
int glassmorph_ffmpeg_load_filters(char *reason, size_t size);

/* Starts glassmorph_ffmpeg_load on a background thread (the first call only) and returns at once. */
void glassmorph_ffmpeg_preload(void);
#endif
