import Testing

/// A Swift Testing trait that sets the record mode of every golden check in a test or a suite:
/// `@Test(.glassMorphRecording(.all)) func …`.
public struct GlassMorphRecordingTrait: TestTrait, SuiteTrait, TestScoping {
  /// The mode set.
  public let mode: RecordMode

  /// Applies to every test of a suite it is put on.
  public var isRecursive: Bool { true }

  /// Runs the test with `mode` in force.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await RecordMode.$scoped.withValue(mode) { try await function() }
  }
}

extension Trait where Self == GlassMorphRecordingTrait {
  /// Records golden files of this test (or suite) in `mode`, whatever `GLASSMORPH_RECORD` says.
  public static func glassMorphRecording(_ mode: RecordMode) -> Self {
    GlassMorphRecordingTrait(mode: mode)
  }
}
