#ifndef GLASSMORPH_CFFMPEG_SHIM_H
#define GLASSMORPH_CFFMPEG_SHIM_H
#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/opt.h>
#include <libavutil/error.h>
#include <libavutil/pixdesc.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersrc.h>
#include <libavfilter/buffersink.h>

/* Macros Swift cannot import, as constants and functions. */
static const int glassmorph_averror_eagain = AVERROR(EAGAIN);
static const int glassmorph_averror_eof = AVERROR_EOF;
static const int glassmorph_avfmt_globalheader = AVFMT_GLOBALHEADER;
static const int glassmorph_avfmt_flag_bitexact = AVFMT_FLAG_BITEXACT;
static const int glassmorph_codec_flag_global_header = AV_CODEC_FLAG_GLOBAL_HEADER;
static const int glassmorph_codec_flag_bitexact = AV_CODEC_FLAG_BITEXACT;
static const int glassmorph_avio_flag_write = AVIO_FLAG_WRITE;
static const int glassmorph_sws_bicubic = SWS_BICUBIC;
static const int glassmorph_sws_accurate_rnd = SWS_ACCURATE_RND;
static const int glassmorph_sws_full_chroma = SWS_FULL_CHR_H_INP;
static const int glassmorph_sws_cs_itu709 = SWS_CS_ITU709;
static const int glassmorph_sws_cs_default = SWS_CS_DEFAULT;

/* av_err2str without the compound literal Swift cannot use. */
static inline void glassmorph_error_string(int code, char *buffer, size_t size) {
  av_strerror(code, buffer, size);
}
#endif
