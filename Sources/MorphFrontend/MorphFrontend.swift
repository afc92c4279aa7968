// MorphFrontend — Swift as the compiler reads it.
//
// What it owns: reading a scene's source with the toolchain's own parser (swift-syntax's
// `SwiftParser`), folding operators by Swift's standard precedence table (`SwiftOperators`),
// deciding `#if` under an iOS 26 build configuration (`SwiftIfConfig`, `AppBuildConfiguration`),
// reporting syntax errors with the parser's own messages and IDs (`SwiftParserDiagnostics`, IDs
// `syntax.…`), and lowering the tree into MorphSyntax's values (`Lowering`), with the structural
// site names views are identified by (`SiteNames`). One entry point: `Frontend.parse`.
//
// The only module that imports swift-syntax. It is built with library evolution and imports
// swift-syntax `internal`ly, so no swift-syntax type is in its interface and no client needs
// swift-syntax's modules (../shared/reference/swift-syntax.md; Docs/Architecture.md).
//
// May import: MorphSyntax, MorphDiagnostics, and swift-syntax from the toolchain.
