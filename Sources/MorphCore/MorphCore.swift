// MorphCore — the shared vocabulary of GlassMorph.
//
// What it owns: plane geometry in points (`Point`, `Size`, `Rect`, `EdgeInsets`). Later stages add
// colour and the `Pixmap` here. Units: points for every length, the y axis points down (as in
// SwiftUI's coordinate space), origins at the top-left corner.
//
// Out of scope: anything that knows about scenes, animation or files. MorphCore imports nothing.
