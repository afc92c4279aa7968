// swift-tools-version:6.0
// GlassMorph — Liquid Glass morphing animations, simulated anywhere Swift runs.
// Module layout and import rules: ../shared/design.md §1 (dependencies point one way).
import PackageDescription

let package = Package(
  name: "GlassMorph",
  products: [
    .library(name: "GlassMorph", targets: ["GlassMorph"]),
    .library(name: "GlassMorphTesting", targets: ["GlassMorphTesting"]),
    .library(name: "MorphRender", targets: ["MorphRender"]),
    .library(name: "MorphMedia", targets: ["MorphMedia"]),
    .executable(name: "glassmorph", targets: ["glassmorph"]),
  ],
  targets: [
    .target(name: "MorphCore"),
    .target(name: "MorphMotion", dependencies: ["MorphCore"]),
    .target(name: "MorphScene", dependencies: ["MorphCore", "MorphMotion"]),
    .target(name: "MorphLayout", dependencies: ["MorphScene", "MorphCore"]),
    // The timeline runs taps (MorphScene) on laid-out states (MorphLayout) with MorphMotion.
    .target(name: "MorphTimeline", dependencies: ["MorphLayout", "MorphMotion", "MorphScene", "MorphCore"]),
    .target(
      name: "GlassMorph",
      dependencies: ["MorphCore", "MorphMotion", "MorphScene", "MorphLayout", "MorphTimeline"]),
    .target(name: "GlassMorphTesting", dependencies: ["GlassMorph"]),
    // FrameState carries the scene's paints and content kinds, so the renderer reads those types.
    .target(name: "MorphRender", dependencies: ["MorphTimeline", "MorphLayout", "MorphScene", "MorphCore"]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CFFmpeg", pkgConfig: "libavformat",
      providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),
    .target(name: "MorphMedia", dependencies: ["MorphCore", "CPNG", "CFreeType", "CFFmpeg"]),
    .executableTarget(name: "glassmorph", dependencies: ["GlassMorph", "MorphRender", "MorphMedia"]),
    // Benchmarks for scripts/bench.sh (release builds only; not a product).
    .executableTarget(
      name: "glassmorph-bench", dependencies: ["GlassMorph", "MorphRender", "MorphMedia"],
      path: "Benchmarks/glassmorph-bench"),

    .testTarget(name: "MorphCoreTests", dependencies: ["MorphCore"]),
    .testTarget(name: "MorphMotionTests", dependencies: ["MorphMotion", "MorphCore"]),
    .testTarget(name: "MorphSceneTests", dependencies: ["MorphScene", "MorphCore", "MorphMotion"]),
    .testTarget(
      name: "MorphLayoutTests", dependencies: ["MorphLayout", "MorphScene", "MorphCore"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "MorphTimelineTests",
      dependencies: ["MorphTimeline", "MorphLayout", "MorphMotion", "MorphScene", "MorphCore"]),
    .testTarget(
      name: "MorphRenderTests",
      dependencies: ["MorphRender", "MorphTimeline", "MorphLayout", "MorphScene", "MorphCore", "MorphMedia"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "MorphMediaTests", dependencies: ["MorphMedia", "MorphCore"]),
    .testTarget(name: "GlassMorphTests", dependencies: ["GlassMorph"]),
    .testTarget(
      name: "GlassMorphTestingTests", dependencies: ["GlassMorphTesting", "GlassMorph"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "glassmorphTests", dependencies: ["glassmorph", "MorphMedia", "MorphCore"]),
  ]
)
