// swift-tools-version:6.0
// GlassMorph — Liquid Glass morphing animations, simulated anywhere Swift runs.
//
// The pipeline, one module per stage, each importing only the stages before it (Docs/Architecture.md,
// generated from this file by scripts/architecture.py):
//   MorphScene (interpreter) → MorphViewTree (view tree) → MorphLayout → MorphTimeline → MorphFrame
//   (frame model) → MorphRender (pixels) → MorphMedia (files); MorphCore and MorphMotion underneath.
// The build enforces it with --explicit-target-dependency-import-check error.
import Foundation
import PackageDescription

/// The folder of swift-syntax's built modules inside the Swift toolchain that builds this package
/// (`<toolchain>/usr/lib/swift/host`: every toolchain since 5.9 ships them for macros), found from
/// the `swift` on PATH with its links resolved; `GLASSMORPH_SWIFT_HOST` overrides it.
/// `scripts/setup.sh` checks that it holds the modules below and says what is missing.
let swiftSyntaxHost: String = {
  let environment = Context.environment
  if let given = environment["GLASSMORPH_SWIFT_HOST"], !given.isEmpty { return given }
  let fileManager = FileManager.default
  for folder in (environment["PATH"] ?? "").split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
    let toolchain = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent()
    let host = toolchain.appendingPathComponent("lib/swift/host").path
    if fileManager.fileExists(atPath: host + "/SwiftParser.swiftmodule") { return host }
  }
  return "/usr/lib/swift/host"
}()

/// The swift-syntax libraries MorphFrontend links (the parser, its diagnostics, operator folding
/// and `#if` evaluation, with what they depend on).
let swiftSyntaxLibraries = [
  "SwiftParser", "SwiftParserDiagnostics", "SwiftOperators", "SwiftIfConfig", "SwiftDiagnostics",
  "SwiftBasicFormat", "SwiftSyntax",
]

let package = Package(
  name: "GlassMorph",
  products: [
    // Public products. GlassMorph and GlassMorphTesting are pure Swift (a test target needs only
    // the toolchain); GlassMorphRendering adds pixels and files through C libraries.
    .library(name: "GlassMorph", targets: ["GlassMorph"]),
    .library(name: "GlassMorphRendering", targets: ["GlassMorphRendering"]),
    .library(name: "GlassMorphTesting", targets: ["GlassMorphTesting"]),
    // Frame snapshots (expectFrame/assertFrame): renders, so it needs the C libraries too.
    .library(name: "GlassMorphFrameTesting", targets: ["GlassMorphFrameTesting"]),
    .executable(name: "glassmorph", targets: ["glassmorph"]),
  ],
  targets: [
    // The pipeline's stages (implementation details; users import the products above).
    .target(name: "MorphCore"),
    .target(name: "MorphRaster", dependencies: ["MorphCore"]),
    .target(name: "MorphMotion", dependencies: ["MorphCore"]),
    .target(name: "MorphDiagnostics"),
    .target(name: "MorphSyntax", dependencies: ["MorphDiagnostics"]),
    // The one module that reads Swift with the toolchain's own parser (swift-syntax, see
    // `swiftSyntaxHost` below): built with library evolution and importing swift-syntax
    // `internal`ly, so no client module ever needs swift-syntax's modules to build.
    .target(
      name: "MorphFrontend", dependencies: ["MorphCore", "MorphSyntax", "MorphDiagnostics"],
      swiftSettings: [.unsafeFlags(["-I", swiftSyntaxHost, "-enable-library-evolution"])],
      linkerSettings: [
        .unsafeFlags(
          ["-L", swiftSyntaxHost] + swiftSyntaxLibraries.map { "-l" + $0 } + [
            "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost,
            "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN/../lib/glassmorph",
          ])
      ]),
    .target(name: "MorphViewTree", dependencies: ["MorphDiagnostics", "MorphCore", "MorphMotion"]),
    .target(
      name: "MorphScene",
      dependencies: [
        "MorphFrontend", "MorphSyntax", "MorphDiagnostics", "MorphViewTree", "MorphMotion",
        "MorphCore",
      ]),
    .target(
      name: "MorphLayout",
      dependencies: ["MorphDiagnostics", "MorphViewTree", "MorphFrame", "MorphCore"]),
    .target(name: "MorphFrame", dependencies: ["MorphCore"]),
    .target(
      name: "MorphTimeline",
      dependencies: ["MorphLayout", "MorphViewTree", "MorphFrame", "MorphMotion", "MorphCore"]),
    .target(name: "MorphRender", dependencies: ["MorphFrame", "MorphRaster", "MorphCore"]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    // FFmpeg's headers (Debian's libavformat-dev, libavcodec-dev, libavfilter-dev, libswscale-dev
    // and libavutil-dev, in the default include path), without linking: CFFmpegLoader opens the
    // libraries at run time, so processes that write no video do not pay for loading them.
    .systemLibrary(name: "CFFmpeg"),
    .target(name: "CFFmpegLoader", dependencies: ["CFFmpeg"]),
    // Extended attributes from the C library, to mark the files GlassMorph writes as its own.
    .systemLibrary(name: "CFileAttributes"),
    .target(
      name: "MorphMedia",
      dependencies: [
        "MorphRaster", "MorphCore", "CPNG", "CFreeType", "CFFmpeg", "CFFmpegLoader",
        "CFileAttributes",
      ]),

    // The public faces.
    .target(
      name: "GlassMorph",
      dependencies: [
        "MorphDiagnostics", "MorphScene", "MorphLayout", "MorphTimeline", "MorphFrame",
        "MorphViewTree", "MorphMotion",
        "MorphCore",
      ]),
    .target(
      name: "GlassMorphRendering",
      dependencies: [
        "GlassMorph", "MorphRender", "MorphMedia", "MorphFrame", "MorphRaster", "MorphCore",
      ]),
    .target(name: "GlassMorphTesting", dependencies: ["GlassMorph"]),
    .target(
      name: "GlassMorphFrameTesting", dependencies: ["GlassMorphTesting", "GlassMorphRendering"]),
    .systemLibrary(
      name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
    .target(name: "MorphHTTP", dependencies: ["CMicroHTTPD"]),
    .target(
      name: "GlassMorphPreview",
      dependencies: ["GlassMorph", "GlassMorphRendering", "MorphHTTP"],
      resources: [.embedInCode("Assets")]),
    .target(
      name: "GlassMorphCLI",
      dependencies: ["GlassMorph", "GlassMorphRendering", "GlassMorphPreview"]),
    .executableTarget(name: "glassmorph", dependencies: ["GlassMorphCLI", "GlassMorphRendering"]),

    // Fuzzing (Docs/Reliability.md): the harnesses, and the libFuzzer driver scripts/fuzz.sh builds.
    .target(
      name: "GlassMorphFuzzing",
      dependencies: [
        "GlassMorph", "GlassMorphRendering", "GlassMorphCLI", "MorphMedia", "MorphCore",
      ]),
    .executableTarget(name: "glassmorph-fuzz", dependencies: ["GlassMorphFuzzing"]),

    // Benchmarks for scripts/bench.sh (release builds only; not a product).
    .executableTarget(
      name: "glassmorph-bench",
      dependencies: [
        "GlassMorph", "GlassMorphRendering", "MorphScene", "MorphLayout", "MorphRender",
        "MorphFrame",
        "MorphMedia", "MorphMotion", "MorphCore",
      ],
      path: "Benchmarks/glassmorph-bench"),

    // Tests: one target per module, and the support they share.
    .target(
      name: "GlassMorphTestSupport",
      dependencies: ["GlassMorphTesting", "GlassMorph", "MorphMedia", "MorphRaster", "MorphCore"],
      path: "Tests/GlassMorphTestSupport"),
    .testTarget(name: "MorphCoreTests", dependencies: ["MorphCore"]),
    .testTarget(name: "MorphRasterTests", dependencies: ["MorphRaster", "MorphCore"]),
    .testTarget(
      name: "MorphFrontendTests",
      dependencies: ["MorphFrontend", "MorphSyntax", "MorphDiagnostics"]),
    .testTarget(
      name: "MorphMotionTests", dependencies: ["MorphMotion", "MorphCore", "GlassMorphTestSupport"]),
    .testTarget(
      name: "MorphSceneTests",
      dependencies: [
        "MorphScene", "MorphFrontend", "MorphSyntax", "MorphDiagnostics", "MorphViewTree",
        "MorphLayout",
        "MorphFrame", "MorphCore", "MorphMotion",
        "GlassMorphTestSupport",
      ]),
    .testTarget(
      name: "MorphLayoutTests",
      dependencies: [
        "MorphLayout", "MorphViewTree", "MorphFrame", "MorphCore", "MorphDiagnostics",
      ]),
    .testTarget(
      name: "MorphTimelineTests",
      dependencies: [
        "MorphTimeline", "MorphFrame", "MorphLayout", "MorphMotion", "MorphCore",
        "MorphDiagnostics",
        "GlassMorphTestSupport",
      ]),
    .testTarget(
      name: "MorphRenderTests",
      dependencies: [
        "MorphRender", "MorphFrame", "MorphRaster", "MorphCore", "MorphMedia",
        "GlassMorphTestSupport",
      ]),
    .testTarget(
      name: "MorphMediaTests",
      dependencies: ["MorphMedia", "MorphRaster", "MorphCore", "GlassMorphTestSupport"]),
    .testTarget(
      name: "GlassMorphTests",
      dependencies: [
        "GlassMorph", "GlassMorphTesting", "GlassMorphTestSupport", "MorphLayout", "MorphCore",
        "MorphTimeline", "MorphFrame", "MorphMotion", "MorphViewTree",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GlassMorphRenderingTests",
      dependencies: [
        "GlassMorphRendering", "GlassMorph", "MorphRender", "MorphFrame", "MorphMedia",
        "MorphRaster", "MorphCore", "GlassMorphTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GlassMorphTestingTests",
      dependencies: ["GlassMorphTesting", "GlassMorph", "GlassMorphTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GlassMorphFrameTestingTests",
      dependencies: ["GlassMorphFrameTesting", "GlassMorphTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GlassMorphFuzzingTests",
      dependencies: ["GlassMorphFuzzing", "GlassMorphTestSupport"]),
    .testTarget(name: "MorphHTTPTests", dependencies: ["MorphHTTP", "GlassMorphTestSupport"]),
    .testTarget(
      name: "GlassMorphPreviewTests",
      dependencies: ["GlassMorphPreview", "MorphHTTP", "GlassMorph", "GlassMorphTestSupport"]),
    .testTarget(
      name: "GlassMorphCLITests",
      dependencies: ["GlassMorphCLI", "GlassMorphRendering", "GlassMorph", "GlassMorphTestSupport"]),
  ]
)
