/* FFmpeg opened at run time (see include/CFFmpegLoader.h): each function GlassMorph calls is
   defined here with FFmpeg's own prototype and forwards to the library's, found with dlsym. The
   table below lists them; a call to one not listed fails at link time (undefined reference), so
   add it there. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CFFmpegLoader.h"

/* The forwarders are hidden: they serve GlassMorph's own calls and are never exported, so FFmpeg's
   libraries, once loaded, still bind to each other and not to these. */
#pragma GCC visibility push(hidden)
#include <libavcodec/avcodec.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

#define GLASSMORPH_STRING(x) #x
#define GLASSMORPH_VERSION(x) GLASSMORPH_STRING(x)
/* The sonames of the libraries these headers belong to (Debian 12: libavformat.so.59, …). */
#define GLASSMORPH_AVFORMAT "libavformat.so." GLASSMORPH_VERSION(LIBAVFORMAT_VERSION_MAJOR)
#define GLASSMORPH_SWSCALE "libswscale.so." GLASSMORPH_VERSION(LIBSWSCALE_VERSION_MAJOR)
#define GLASSMORPH_AVFILTER "libavfilter.so." GLASSMORPH_VERSION(LIBAVFILTER_VERSION_MAJOR)

/* name, return type, parameters, arguments. libavformat's table also holds the libavcodec and
   libavutil functions: dlsym on a handle searches the library's dependencies too. */
#define GLASSMORPH_FFMPEG_CORE(RETURNING, VOID) \
  RETURNING(av_dict_count, int, (const AVDictionary *m), (m)) \
  VOID(av_dict_free, (AVDictionary **m), (m)) \
  RETURNING(av_dict_set, int, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags)) \
  RETURNING(av_find_best_stream, int, (AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream, const AVCodec **decoder_ret, int flags), (ic, type, wanted_stream_nb, related_stream, decoder_ret, flags)) \
  RETURNING(av_frame_alloc, AVFrame *, (void), ()) \
  VOID(av_frame_free, (AVFrame **frame), (frame)) \
  RETURNING(av_frame_get_buffer, int, (AVFrame *frame, int align), (frame, align)) \
  RETURNING(av_frame_make_writable, int, (AVFrame *frame), (frame)) \
  VOID(av_frame_unref, (AVFrame *frame), (frame)) \
  RETURNING(av_interleaved_write_frame, int, (AVFormatContext *s, AVPacket *pkt), (s, pkt)) \
  VOID(av_log_set_level, (int level), (level)) \
  RETURNING(av_opt_set, int, (void *obj, const char *name, const char *val, int search_flags), (obj, name, val, search_flags)) \
  RETURNING(av_packet_alloc, AVPacket *, (void), ()) \
  VOID(av_packet_free, (AVPacket **pkt), (pkt)) \
  VOID(av_packet_move_ref, (AVPacket *dst, AVPacket *src), (dst, src)) \
  VOID(av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst)) \
  VOID(av_packet_unref, (AVPacket *pkt), (pkt)) \
  RETURNING(av_read_frame, int, (AVFormatContext *s, AVPacket *pkt), (s, pkt)) \
  RETURNING(av_seek_frame, int, (AVFormatContext *s, int stream_index, int64_t timestamp, int flags), (s, stream_index, timestamp, flags)) \
  RETURNING(av_strdup, char *, (const char *s), (s)) \
  RETURNING(av_strerror, int, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size)) \
  RETURNING(av_write_trailer, int, (AVFormatContext *s), (s)) \
  RETURNING(avcodec_alloc_context3, AVCodecContext *, (const AVCodec *codec), (codec)) \
  RETURNING(avcodec_find_encoder_by_name, const AVCodec *, (const char *name), (name)) \
  VOID(avcodec_flush_buffers, (AVCodecContext *avctx), (avctx)) \
  VOID(avcodec_free_context, (AVCodecContext **avctx), (avctx)) \
  RETURNING(avcodec_open2, int, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options)) \
  RETURNING(avcodec_parameters_from_context, int, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec)) \
  RETURNING(avcodec_parameters_to_context, int, (AVCodecContext *codec, const AVCodecParameters *par), (codec, par)) \
  RETURNING(avcodec_receive_frame, int, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame)) \
  RETURNING(avcodec_receive_packet, int, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt)) \
  RETURNING(avcodec_send_frame, int, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame)) \
  RETURNING(avcodec_send_packet, int, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt)) \
  RETURNING(avformat_alloc_output_context2, int, (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename), (ctx, oformat, format_name, filename)) \
  VOID(avformat_close_input, (AVFormatContext **s), (s)) \
  RETURNING(avformat_find_stream_info, int, (AVFormatContext *ic, AVDictionary **options), (ic, options)) \
  VOID(avformat_free_context, (AVFormatContext *s), (s)) \
  RETURNING(avformat_new_stream, AVStream *, (AVFormatContext *s, const AVCodec *c), (s, c)) \
  RETURNING(avformat_open_input, int, (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options), (ps, url, fmt, options)) \
  RETURNING(avformat_write_header, int, (AVFormatContext *s, AVDictionary **options), (s, options)) \
  RETURNING(avio_closep, int, (AVIOContext **s), (s)) \
  RETURNING(avio_open, int, (AVIOContext **s, const char *url, int flags), (s, url, flags))

#define GLASSMORPH_FFMPEG_SCALE(RETURNING, VOID) \
  VOID(sws_freeContext, (struct SwsContext *swsContext), (swsContext)) \
  RETURNING(sws_getCachedContext, struct SwsContext *, (struct SwsContext *context, int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (context, srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param)) \
  RETURNING(sws_getCoefficients, const int *, (int colorspace), (colorspace)) \
  RETURNING(sws_getContext, struct SwsContext *, (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param)) \
  RETURNING(sws_scale, int, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride)) \
  RETURNING(sws_setColorspaceDetails, int, (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation), (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))

#define GLASSMORPH_FFMPEG_FILTERS(RETURNING, VOID) \
  RETURNING(av_buffersink_get_frame, int, (AVFilterContext *ctx, AVFrame *frame), (ctx, frame)) \
  RETURNING(av_buffersrc_add_frame, int, (AVFilterContext *ctx, AVFrame *frame), (ctx, frame)) \
  RETURNING(av_buffersrc_add_frame_flags, int, (AVFilterContext *buffer_src, AVFrame *frame, int flags), (buffer_src, frame, flags)) \
  RETURNING(avfilter_get_by_name, const AVFilter *, (const char *name), (name)) \
  RETURNING(avfilter_graph_alloc, AVFilterGraph *, (void), ()) \
  RETURNING(avfilter_graph_config, int, (AVFilterGraph *graphctx, void *log_ctx), (graphctx, log_ctx)) \
  RETURNING(avfilter_graph_create_filter, int, (AVFilterContext **filt_ctx, const AVFilter *filt, const char *name, const char *args, void *opaque, AVFilterGraph *graph_ctx), (filt_ctx, filt, name, args, opaque, graph_ctx)) \
  VOID(avfilter_graph_free, (AVFilterGraph **graph), (graph)) \
  RETURNING(avfilter_graph_parse_ptr, int, (AVFilterGraph *graph, const char *filters, AVFilterInOut **inputs, AVFilterInOut **outputs, void *log_ctx), (graph, filters, inputs, outputs, log_ctx)) \
  RETURNING(avfilter_inout_alloc, AVFilterInOut *, (void), ()) \
  VOID(avfilter_inout_free, (AVFilterInOut **inout), (inout))

#define GLASSMORPH_POINTER(name, type, parameters, arguments) \
  static type(*glassmorph_##name) parameters;
#define GLASSMORPH_VOID_POINTER(name, parameters, arguments) \
  static void(*glassmorph_##name) parameters;
GLASSMORPH_FFMPEG_CORE(GLASSMORPH_POINTER, GLASSMORPH_VOID_POINTER)
GLASSMORPH_FFMPEG_SCALE(GLASSMORPH_POINTER, GLASSMORPH_VOID_POINTER)
GLASSMORPH_FFMPEG_FILTERS(GLASSMORPH_POINTER, GLASSMORPH_VOID_POINTER)

/* One load of a group of libraries: its once-flag, whether it succeeded, and why not. */
typedef struct {
  pthread_once_t once;
  int loaded;
  char reason[512];
} glassmorph_load_state;

static glassmorph_load_state glassmorph_core = {PTHREAD_ONCE_INIT, 0, ""};
static glassmorph_load_state glassmorph_filters = {PTHREAD_ONCE_INIT, 0, ""};

/* Opens `soname` (lazily bound, its symbols kept local) or records why not. */
static void *glassmorph_open(const char *soname, glassmorph_load_state *state) {
  void *handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL);
  if (handle == NULL) {
    const char *error = dlerror();
    snprintf(state->reason, sizeof state->reason, "%s", error != NULL ? error : soname);
  }
  return handle;
}

/* Looks `name` up in `handle` into `*pointer` (a function pointer's storage, the POSIX idiom);
   records the miss and returns 0 when absent. */
static int glassmorph_find(void *handle, const char *soname, const char *name, void **pointer,
                           glassmorph_load_state *state) {
  *pointer = dlsym(handle, name);
  if (*pointer == NULL) {
    snprintf(state->reason, sizeof state->reason, "%s has no %s", soname, name);
    return 0;
  }
  return 1;
}

#define GLASSMORPH_FIND(name, type, parameters, arguments) \
  found = found && glassmorph_find(handle, soname, #name, (void **)&glassmorph_##name, state);
#define GLASSMORPH_VOID_FIND(name, parameters, arguments) \
  GLASSMORPH_FIND(name, void, parameters, arguments)

/* Opens `soname_value` and finds each function of `TABLE` in it, if nothing failed before; leaves
   `found` 0 (and the reason in `state`) on a failure. */
#define GLASSMORPH_LOAD(soname_value, TABLE)                  \
  if (found) {                                                \
    const char *soname = soname_value;                        \
    void *handle = glassmorph_open(soname, state);            \
    found = handle != NULL;                                   \
    if (found) { TABLE(GLASSMORPH_FIND, GLASSMORPH_VOID_FIND) } \
  }

static void glassmorph_load_core(void) {
  glassmorph_load_state *state = &glassmorph_core;
  int found = 1;
  GLASSMORPH_LOAD(GLASSMORPH_AVFORMAT, GLASSMORPH_FFMPEG_CORE)
  GLASSMORPH_LOAD(GLASSMORPH_SWSCALE, GLASSMORPH_FFMPEG_SCALE)
  state->loaded = found;
}

static void glassmorph_load_filters(void) {
  glassmorph_load_state *state = &glassmorph_filters;
  int found = 1;
  GLASSMORPH_LOAD(GLASSMORPH_AVFILTER, GLASSMORPH_FFMPEG_FILTERS)
  state->loaded = found;
}

/* Loads (once) and reports as glassmorph_ffmpeg_load does. */
static int glassmorph_load(glassmorph_load_state *state, void (*load)(void), char *reason,
                           size_t size) {
  pthread_once(&state->once, load);
  if (state->loaded) return 0;
  if (reason != NULL && size > 0) snprintf(reason, size, "%s", state->reason);
  return -1;
}

/* A forwarder called before its library loaded is a GlassMorph bug (every entry point loads
   first and turns a failure into an error message): it says so rather than call through NULL. */
static void glassmorph_require(glassmorph_load_state *state, void (*load)(void)) {
  if (glassmorph_load(state, load, NULL, 0) == 0) return;
  fprintf(stderr, "glassmorph: FFmpeg could not be loaded (%s); this is a GlassMorph bug.\n",
          state->reason);
  abort();
}

#pragma GCC visibility pop

int glassmorph_ffmpeg_load(char *reason, size_t size) {
  return glassmorph_load(&glassmorph_core, glassmorph_load_core, reason, size);
}

int glassmorph_ffmpeg_load_filters(char *reason, size_t size) {
  if (glassmorph_ffmpeg_load(reason, size) != 0) return -1;
  return glassmorph_load(&glassmorph_filters, glassmorph_load_filters, reason, size);
}

static void *glassmorph_preload_thread(void *unused) {
  (void)unused;
  pthread_once(&glassmorph_core.once, glassmorph_load_core);
  return NULL;
}

void glassmorph_ffmpeg_preload(void) {
  /* One thread, for the first call only: later ones find the libraries loaded or loading. */
  static int started = 0;
  if (__atomic_exchange_n(&started, 1, __ATOMIC_ACQ_REL)) return;
  pthread_t thread;
  pthread_attr_t attributes;
  if (pthread_attr_init(&attributes) != 0) return;
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  /* Without a thread the first use loads instead, on its own thread. */
  (void)pthread_create(&thread, &attributes, glassmorph_preload_thread, NULL);
  pthread_attr_destroy(&attributes);
}

#pragma GCC visibility push(hidden)
/* Each forwarder loads its libraries (a no-op once loaded), then calls the library's function. */
#define GLASSMORPH_CORE_FORWARD(name, type, parameters, arguments) \
  type name parameters {                                           \
    glassmorph_require(&glassmorph_core, glassmorph_load_core);               \
    return glassmorph_##name arguments;                            \
  }
#define GLASSMORPH_CORE_VOID_FORWARD(name, parameters, arguments) \
  void name parameters {                                          \
    glassmorph_require(&glassmorph_core, glassmorph_load_core);              \
    glassmorph_##name arguments;                                  \
  }
#define GLASSMORPH_FILTER_FORWARD(name, type, parameters, arguments) \
  type name parameters {                                             \
    glassmorph_require(&glassmorph_core, glassmorph_load_core);                 \
    glassmorph_require(&glassmorph_filters, glassmorph_load_filters);           \
    return glassmorph_##name arguments;                              \
  }
#define GLASSMORPH_FILTER_VOID_FORWARD(name, parameters, arguments) \
  void name parameters {                                            \
    glassmorph_require(&glassmorph_core, glassmorph_load_core);                \
    glassmorph_require(&glassmorph_filters, glassmorph_load_filters);          \
    glassmorph_##name arguments;                                    \
  }
GLASSMORPH_FFMPEG_CORE(GLASSMORPH_CORE_FORWARD, GLASSMORPH_CORE_VOID_FORWARD)
GLASSMORPH_FFMPEG_SCALE(GLASSMORPH_CORE_FORWARD, GLASSMORPH_CORE_VOID_FORWARD)
GLASSMORPH_FFMPEG_FILTERS(GLASSMORPH_FILTER_FORWARD, GLASSMORPH_FILTER_VOID_FORWARD)
#pragma GCC visibility pop
