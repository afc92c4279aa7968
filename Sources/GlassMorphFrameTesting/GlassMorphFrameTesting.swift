// GlassMorphFrameTesting — frame snapshots: what a transition looks like at an instant, as a test.
//
// `expectFrame(…)` (Swift Testing) and `assertFrame(…)` (XCTest) render one frame of a scene's
// timeline and compare it with a PNG golden next to the test (`__Snapshots__/<TestFile>/<test>.
// <name>.png`, the same record modes, naming and scene lookup as GlassMorphTesting's keyframe
// goldens). Pixels are compared perceptually: a pixel differs when its colour difference in YIQ
// (the metric of Kotsarenko and Ramos, as the pixelmatch library uses it) exceeds a threshold, and
// the frame matches when at most a share of its pixels differ. On failure the actual frame, the
// golden and a heat map of the differences are written to the artifacts folder and named in the
// message. Depends on GlassMorphRendering (C libraries), so it is its own product.
@_exported import GlassMorphRendering
@_exported import GlassMorphTesting
