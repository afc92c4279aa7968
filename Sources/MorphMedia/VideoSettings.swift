/// How a video is encoded (video-and-testing.md, "MP4 with libavformat / libavcodec").
public struct VideoSettings: Sendable, Hashable {
  /// Frames per second (the stream's time base is 1/fps; pts = frame index).
  public var framesPerSecond: Int
  /// x264's constant rate factor: lower is better; 18 is visually lossless for UI (Remotion's default).
  public var crf: Int
  /// x264's speed/efficiency preset.
  public var preset: String
  /// Encoder threads, fixed so that the same input gives the same file.
  public var threads: Int

  /// Creates settings.
  public init(framesPerSecond: Int = 60, crf: Int = 18, preset: String = "medium", threads: Int = 2)
  {
    self.framesPerSecond = framesPerSecond
    self.crf = crf
    self.preset = preset
    self.threads = threads
  }

  /// `--quality draft|standard|high`: veryfast/23, medium/18, slow/14.
  public static func quality(_ name: String) -> (crf: Int, preset: String)? {
    switch name {
    case "draft": return (23, "veryfast")
    case "standard": return (18, "medium")
    case "high": return (14, "slow")
    default: return nil
    }
  }

  /// The presets x264 knows.
  public static let presets = [
    "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow",
  ]
}
