#ifndef GLASSMORPH_CFREETYPE_SHIM_H
#define GLASSMORPH_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H

/* Macros Swift cannot import, as constants. */
static const FT_Int32 glassmorph_ft_load_render = FT_LOAD_RENDER;
static const FT_Int32 glassmorph_ft_load_default = FT_LOAD_DEFAULT;
/* Unhinted outlines: advances and shapes exactly as the font's metrics scale. */
static const FT_Int32 glassmorph_ft_load_unhinted = FT_LOAD_NO_HINTING;
static const FT_Int32 glassmorph_ft_load_unhinted_render = FT_LOAD_NO_HINTING | FT_LOAD_RENDER;
// Advances in font units, for measuring an app's font files.
static const FT_Int32 glassmorph_ft_load_no_scale = FT_LOAD_NO_SCALE;
static const FT_Long glassmorph_ft_style_flag_italic = FT_STYLE_FLAG_ITALIC;
#endif
