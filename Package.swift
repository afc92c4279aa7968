// swift-tools-version:6.0
// GlassMorph — Liquid Glass morphing animations, simulated anywhere Swift runs.
//
// The pipeline, one module per stage, each importing only the stages before it (Docs/Architecture.md,
// generated from this file by scripts/architecture.py):
//   MorphScene (interpreter) → MorphViewTree (view tree) → MorphLayout → MorphTimeline → MorphFrame
//   (frame model) → MorphRender (pixels) → MorphMedia (files); MorphCore and MorphMotion underneath.
// The build enforces it with --explicit-target-dependency-import-check error.
import PackageDescription

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
    .target(name: "MorphMotion", dependencies: ["MorphCore"]),
    .target(name: "MorphDiagnostics"),
    .target(name: "MorphViewTree", dependencies: ["MorphDiagnostics", "MorphCore", "MorphMotion"]),
    .target(
      name: "MorphScene",
      dependencies: ["MorphDiagnostics", "MorphViewTree", "MorphMotion", "MorphCore"]),
    .target(name: "MorphLayout", dependencies: ["MorphDiagnostics", "MorphViewTree", "MorphCore"]),
    .target(name: "MorphFrame", dependencies: ["MorphCore"]),
    .target(
      name: "MorphTimeline",
      dependencies: ["MorphLayout", "MorphViewTree", "MorphFrame", "MorphMotion", "MorphCore"]),
    .target(name: "MorphRender", dependencies: ["MorphFrame", "MorphCore"]),
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
        "MorphCore", "CPNG", "CFreeType", "CFFmpeg", "CFFmpegLoader", "CFileAttributes",
      ]),

    // The public faces.
    .target(
      name: "GlassMorph",
      dependencies: [
        "MorphDiagnostics", "MorphScene", "MorphLayout", "MorphTimeline", "MorphFrame", "MorphViewTree", "MorphMotion",
        "MorphCore",
      ]),
    .target(
      name: "GlassMorphRendering",
      dependencies: ["GlassMorph", "MorphRender", "MorphMedia", "MorphFrame", "MorphCore"]),
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
      name: "GlassMorphCLI", dependencies: ["GlassMorph", "GlassMorphRendering", "GlassMorphPreview"]),
    .executableTarget(name: "glassmorph", dependencies: ["GlassMorphCLI", "GlassMorphRendering"]),

    // Fuzzing (Docs/Reliability.md): the harnesses, and the libFuzzer driver scripts/fuzz.sh builds.
    .target(
      name: "GlassMorphFuzzing",
      dependencies: ["GlassMorph", "GlassMorphRendering", "GlassMorphCLI", "MorphMedia", "MorphCore"]),
    .executableTarget(name: "glassmorph-fuzz", dependencies: ["GlassMorphFuzzing"]),

    // Benchmarks for scripts/bench.sh (release builds only; not a product).
    .executableTarget(
      name: "glassmorph-bench",
      dependencies: [
        "GlassMorph", "GlassMorphRendering", "MorphScene", "MorphLayout", "MorphRender", "MorphFrame",
        "MorphMedia", "MorphMotion", "MorphCore",
      ],
      path: "Benchmarks/glassmorph-bench"),

    // Tests: one target per module, and the support they share.
    .target(
      name: "GlassMorphTestSupport",
      dependencies: ["GlassMorphTesting", "GlassMorph", "MorphMedia", "MorphCore"],
      path: "Tests/GlassMorphTestSupport"),
    .testTarget(name: "MorphCoreTests", dependencies: ["MorphCore"]),
    .testTarget(
      name: "MorphMotionTests", dependencies: ["MorphMotion", "MorphCore", "GlassMorphTestSupport"]),
    .testTarget(
      name: "MorphSceneTests",
      dependencies: [
        "MorphScene", "MorphViewTree", "MorphLayout", "MorphCore", "MorphMotion",
        "GlassMorphTestSupport",
      ]),
    .testTarget(
      name: "MorphLayoutTests",
      dependencies: [
        "MorphLayout", "MorphViewTree", "MorphScene", "MorphCore", "GlassMorph", "GlassMorphTesting",
        "GlassMorphTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "MorphTimelineTests",
      dependencies: [
        "MorphTimeline", "MorphFrame", "MorphLayout", "MorphMotion", "GlassMorph", "MorphCore",
        "GlassMorphTestSupport",
      ]),
    .testTarget(
      name: "MorphRenderTests",
      dependencies: [
        "MorphRender", "MorphFrame", "GlassMorph", "MorphCore", "MorphMedia", "GlassMorphTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "MorphMediaTests", dependencies: ["MorphMedia", "MorphCore", "GlassMorphTestSupport"]),
    .testTarget(name: "GlassMorphTests", dependencies: ["GlassMorph", "GlassMorphTestSupport"]),
    .testTarget(
      name: "GlassMorphRenderingTests",
      dependencies: ["GlassMorphRendering", "GlassMorph", "GlassMorphTestSupport"]),
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
