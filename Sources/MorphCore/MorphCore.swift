// MorphCore — the plain values every stage shares.
//
// What it owns: geometry in points (`Point`, `Size`, `Rect`, `EdgeInsets`) with readable
// descriptions; colour (`Color`, sRGB-encoded); what things are painted and set with (`Paint`,
// `UnitPoint`, `FontSpec`); glass values (`GlassSpec`); shapes (`ShapeKind`); what a content item
// draws (`ContentKind`); the text-rasteriser protocol a font engine implements; and deterministic
// JSON (`JSONValue`).
//
// May import: nothing. Units: points for lengths, y down, origins top-left; no pixels (those are
// MorphRaster's). Out of scope: scenes, animation, pixels and files.
