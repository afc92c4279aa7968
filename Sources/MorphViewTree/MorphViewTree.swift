// MorphViewTree — the vocabulary between the interpreter and layout.
//
// What it owns: the evaluated view tree of one state (`ViewTree`, `ViewNode`, `ViewKind`,
// `ViewModifier`) with SwiftUI's value types it needs (`Alignment`, `Axis`, `EdgeSet`,
// `GridItemSpec`, button styles and border shapes, `GlassTransition`), the system settings a scene
// is simulated under (`SceneEnvironment`: colour scheme, accessibility, Dynamic Type), and the
// diagnostic model every stage reports with (`SourceFile`, `SourcePosition`, `Diagnostic`). Values
// only: no syntax, no interpreter, no layout.
//
// May import: MorphCore (geometry, colours, paints, fonts, glass values) and MorphMotion (animations
// carried by `.animation(_:value:)`). MorphScene produces these values; MorphLayout consumes them.
