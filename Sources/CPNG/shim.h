#ifndef GLASSMORPH_CPNG_SHIM_H
#define GLASSMORPH_CPNG_SHIM_H
#include <png.h>

/* Macros Swift cannot import, as constants. */
static const png_uint_32 glassmorph_png_format_rgba = PNG_FORMAT_RGBA;
static const int glassmorph_png_image_version = PNG_IMAGE_VERSION;

/* PNG_IMAGE_SIZE for an RGBA image. */
static inline size_t glassmorph_png_rgba_size(png_uint_32 width, png_uint_32 height) {
  return (size_t)width * (size_t)height * 4;
}
#endif
