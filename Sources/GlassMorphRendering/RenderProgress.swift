/// How far a multi-frame render has come, reported after each frame.
public struct RenderProgress: Sendable, Hashable {
  /// Frames drawn so far.
  public let framesDone: Int
  /// Frames in all.
  public let frameCount: Int
  /// Seconds since the render started.
  public let elapsed: Double

  /// Frames per second so far.
  public var rate: Double { Double(framesDone) / max(elapsed, 1e-6) }
  /// Seconds left at the current rate.
  public var remaining: Double { Double(frameCount - framesDone) / max(rate, 1e-6) }
}
