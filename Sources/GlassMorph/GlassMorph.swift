// GlassMorph — the public face of the package for people who write tests and tools.
//
// Import `GlassMorph` and you get the geometry of `MorphCore` and the motion engine of
// `MorphMotion` (springs, animations, animated values). Later stages add loading a scene, building a
// timeline of taps and sampling it. Pure Swift: no C library, so an app's test target can depend on
// it with nothing but the toolchain.
@_exported import MorphCore
@_exported import MorphLayout
@_exported import MorphMotion
@_exported import MorphScene
@_exported import MorphTimeline

/// Facts about this build of GlassMorph.
public enum GlassMorphInfo {
  /// The version printed by `glassmorph --version` (semantic versioning).
  public static let version = "0.1.0"
}
