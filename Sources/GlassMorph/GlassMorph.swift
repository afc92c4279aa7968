// GlassMorph — the public face of the package for people who write tests and tools.
//
// `import GlassMorph` gives what a user needs and nothing else: load a scene (`GlassScene`), list its
// states and buttons (`ReachableStates`, `ButtonSummary`), play taps into a `Timeline`, sample it
// (`FrameState`, `GlassFrame`) and export keyframes (`KeyframeDocument`); SwiftUI's springs and
// curves (`MorphAnimation`, `MorphSpring`, `AnimatedValue`, `MotionProfile`); geometry in points
// (`Point`, `Size`, `Rect`). Types that mirror a SwiftUI type carry the `Morph` prefix, so a test
// target that also imports SwiftUI, Testing or Foundation sees no clash. The pipeline's modules stay
// behind it (Docs/Architecture.md). Pure Swift: no C library, so an app's test target can depend on
// it with nothing but the toolchain; pixels and files are in `GlassMorphRendering`.

@_exported import class MorphCore.FontFace
@_exported import protocol MorphCore.FontReading
@_exported import struct MorphCore.GlassSpec
@_exported import enum MorphCore.JSONValue
@_exported import struct MorphCore.Point
@_exported import struct MorphCore.Rect
@_exported import enum MorphCore.ShapeKind
@_exported import struct MorphCore.Size
@_exported import enum MorphCore.TargetPlatform
@_exported import struct MorphDiagnostics.Diagnostic
@_exported import enum MorphDiagnostics.DiagnosticID
@_exported import struct MorphDiagnostics.DiagnosticPolicy
@_exported import struct MorphDiagnostics.MessageID
@_exported import enum MorphDiagnostics.Remedy
@_exported import struct MorphDiagnostics.SourceFile
@_exported import struct MorphDiagnostics.SourcePosition
@_exported import struct MorphDiagnostics.SourceSet
@_exported import struct MorphFrame.ContainerFrame
@_exported import struct MorphFrame.ContentFrame
@_exported import enum MorphFrame.FrameItem
@_exported import struct MorphFrame.FrameState
@_exported import struct MorphFrame.GlassFrame
@_exported import struct MorphFrame.UnionFrame
@_exported import enum MorphLayout.CanvasChoice
@_exported import struct MorphLayout.ContentMotion
@_exported import struct MorphLayout.DevicePreset
@_exported import struct MorphLayout.GlassPlacement
@_exported import struct MorphLayout.LaidOutState
@_exported import struct MorphMotion.AnimatedValue
@_exported import enum MorphMotion.AnimationCompletionCriteria
@_exported import struct MorphMotion.AnimationSample
@_exported import struct MorphMotion.DisplayClock
@_exported import struct MorphMotion.MorphAnimation
@_exported import struct MorphMotion.MorphSpring
@_exported import struct MorphMotion.MorphUnitCurve
@_exported import protocol MorphMotion.MorphVectorArithmetic
@_exported import struct MorphMotion.MotionProfile
@_exported import struct MorphScene.ButtonSummary
@_exported import struct MorphScene.SceneLoadError
@_exported import struct MorphScene.SceneState
@_exported import struct MorphScene.StateChange
@_exported import enum MorphScene.StateValue
@_exported import struct MorphScene.StateValueError
@_exported import struct MorphTimeline.KeyframeDocument
@_exported import struct MorphTimeline.Timeline
@_exported import struct MorphTimeline.TimelineError
@_exported import struct MorphTimeline.TimelineTransaction
@_exported import enum MorphViewTree.GlassTransition
@_exported import struct MorphViewTree.SceneEnvironment

/// Facts about this build of GlassMorph.
public enum GlassMorphInfo {
  /// The version printed by `glassmorph --version` (semantic versioning).
  public static let version = "0.2.0"
}
