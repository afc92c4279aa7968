#ifndef GLASSMORPH_CFILEATTRIBUTES_SHIM_H
#define GLASSMORPH_CFILEATTRIBUTES_SHIM_H
/* Extended attributes from the C library (Swift's Glibc module leaves them out): GlassMorph marks
   the files it writes so that a later run may replace them without --force. */
#include <sys/xattr.h>
#endif
