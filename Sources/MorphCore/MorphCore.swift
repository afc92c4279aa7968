// MorphCore — the plain values every stage shares.
//
// What it owns: geometry in points (`Point`, `Size`, `Rect`, `EdgeInsets`) with readable
// descriptions; colour (`Color`, sRGB-encoded, and `ColorEncoding`, the sRGB transfer function);
// what things are painted and set with (`Paint`, `UnitPoint`, `FontSpec`); glass values
// (`GlassSpec`); shapes (`ShapeKind`); what a content item draws (`ContentKind`); images in memory (`Pixmap`, premultiplied linear-light RGBA); the
// text-rasteriser protocol a font engine implements; and deterministic JSON (`JSONValue`).
//
// May import: nothing. Units: points for lengths, y down, origins top-left; pixels only in
// `Pixmap`. Out of scope: scenes, animation and files.
