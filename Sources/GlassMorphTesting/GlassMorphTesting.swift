// GlassMorphTesting — assertions for apps' tests: keyframe goldens, inline checks, record modes.
//
// `expectKeyframes(…)` (Swift Testing) and `assertKeyframes(…)` (XCTest) play a scene's timeline,
// write its keyframes as JSON and compare them with a golden file stored next to the test in
// `__Snapshots__/<TestFile>/<test>[.<case arguments>].<name>.json`; scenes are found from the test
// file or the package root (`SceneLocation`). The record mode (`RecordMode`: all, failed, missing,
// never) is set by `withGlassMorphRecording`, the `.glassMorphRecording` trait or
// GLASSMORPH_RECORD (validated). On a mismatch the message says where the change starts and where
// it is largest, lists every difference, writes the actual file to the artifacts folder
// (GLASSMORPH_ARTIFACTS, else `glassmorph-artifacts` in the temporary directory) and prints the
// `glassmorph diff` command that draws both. `TransitionUnderTest` asserts without goldens.
// Docs/Testing.md is the guide.
//
// May import: GlassMorph (re-exported). Pure Swift, like GlassMorph.
@_exported import GlassMorph
