#ifndef GLASSMORPH_CFREETYPE_SHIM_H
#define GLASSMORPH_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H

/* Macros Swift cannot import, as constants. */
static const FT_Int32 glassmorph_ft_load_render = FT_LOAD_RENDER;
static const FT_Int32 glassmorph_ft_load_default = FT_LOAD_DEFAULT;
#endif
