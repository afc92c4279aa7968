// GlassMorphTesting — assertions for apps' tests: keyframe goldens and geometry comparisons.
//
// `expectKeyframes(…)` (Swift Testing) and `assertKeyframes(…)` (XCTest) play a scene's timeline,
// write its keyframes as JSON and compare them with a golden file stored next to the test in
// `__Snapshots__/<TestFile>/<test>.<name>.json`. Record mode comes from GLASSMORPH_RECORD:
// `all` (re-record), `failed` (re-record mismatches), `missing` (record absent goldens; the default)
// or `never` (CI: a missing golden is a failure). On a mismatch every differing element, time,
// expected and actual value is reported and the actual file is written to the artifacts folder
// (GLASSMORPH_ARTIFACTS, else a `glassmorph-artifacts` folder in the temporary directory).
//
// May import: GlassMorph (re-exported). Pure Swift, like GlassMorph.
@_exported import GlassMorph
