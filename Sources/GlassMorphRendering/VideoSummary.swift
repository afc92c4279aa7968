import Foundation

/// A video that was written.
public struct VideoSummary: Sendable, CustomStringConvertible {
  /// Where.
  public let path: String
  /// How many frames.
  public let frameCount: Int
  /// At what rate.
  public let framesPerSecond: Int
  /// The encoded size in pixels.
  public let width: Int
  /// The encoded height in pixels.
  public let height: Int
  /// The file's size in bytes.
  public let bytes: Int
  /// The drawn size when it was odd and padded by one row or column for H.264, else nil.
  public let paddedFrom: (width: Int, height: Int)?
  /// How many frames repeated the one before and were held rather than encoded (MP4).
  public let heldFrameCount: Int

  /// Creates a summary (the writer's own; callers read summaries, not make them).
  init(
    path: String, frameCount: Int, framesPerSecond: Int, width: Int, height: Int, bytes: Int,
    paddedFrom: (width: Int, height: Int)? = nil, heldFrameCount: Int = 0
  ) {
    self.path = path
    self.frameCount = frameCount
    self.framesPerSecond = framesPerSecond
    self.width = width
    self.height = height
    self.bytes = bytes
    self.paddedFrom = paddedFrom
    self.heldFrameCount = heldFrameCount
  }

  /// The length in seconds.
  public var duration: Double { Double(frameCount) / Double(framesPerSecond) }

  /// `Wrote out.mp4: 2.00 s, 120 frames at 60 fps (75 encoded, 45 held repeats), 804 × 1748 px,
  /// 0.4 MB.`
  public var description: String {
    let held =
      heldFrameCount > 0
      ? " (\(frameCount - heldFrameCount) encoded, \(heldFrameCount) held repeats)" : ""
    return String(
      format: "Wrote %@: %.2f s, %d frames at %d fps%@, %d × %d px, %.1f MB.", path, duration,
      frameCount, framesPerSecond, held, width, height, Double(bytes) / 1_048_576)
  }
}
