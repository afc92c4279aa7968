/// How a video is encoded (Docs/Video.md, "MP4 with libavformat / libavcodec").
public struct VideoSettings: Sendable, Hashable {
  /// Frames per second (the stream's time base is 1/fps; pts = frame index).
  public var framesPerSecond: Int
  /// x264's constant rate factor: lower is better; 18 is visually lossless for UI (Remotion's default).
  public var crf: Int
  /// x264's speed/efficiency preset.
  public var preset: String
  /// x264's motion search (`me`: `dia`, `hex`, `umh`, …) in place of the preset's; nil keeps it.
  public var motionSearch: String?
  /// x264's subpixel motion refinement (`subme`, 0–11) in place of the preset's; nil keeps it.
  public var subpixelRefinement: Int?
  /// Encoder threads, fixed so that the same input gives the same file.
  public var threads: Int

  /// Creates settings.
  public init(
    framesPerSecond: Int = 60, crf: Int = 18, preset: String = "medium",
    motionSearch: String? = nil, subpixelRefinement: Int? = nil, threads: Int = 2
  ) {
    self.framesPerSecond = framesPerSecond
    self.crf = crf
    self.preset = preset
    self.motionSearch = motionSearch
    self.subpixelRefinement = subpixelRefinement
    self.threads = threads
  }

  /// The presets x264 knows.
  public static let presets = [
    "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow",
  ]
}
