/// How a video is encoded (Docs/Video.md, "MP4 with libavformat / libavcodec").
package struct VideoSettings: Sendable, Hashable {
  /// Frames per second (the stream's time base is 1/fps; pts = frame index).
  package var framesPerSecond: Int
  /// x264's constant rate factor: lower is better; 18 is visually lossless for UI (Remotion's default).
  package var crf: Int
  /// x264's speed/efficiency preset.
  package var preset: String
  /// x264's motion search (`me`: `dia`, `hex`, `umh`, …) in place of the preset's; nil keeps it.
  package var motionSearch: String?
  /// x264's subpixel motion refinement (`subme`, 0–11) in place of the preset's; nil keeps it.
  package var subpixelRefinement: Int?
  /// The most B-frames x264 puts between two reference frames (`bframes`, 0–16) in place of the
  /// preset's; nil keeps it.
  package var bFrames: Int?
  /// Encoder threads, fixed so that the same input gives the same file.
  package var threads: Int
  /// Whether an MP4 holds a frame that repeats the one before instead of encoding it again: the
  /// earlier frame lasts one more tick (a variable-rate stream on the 1/fps grid, as iOS screen
  /// recordings are). False encodes every frame (constant rate). Other formats encode every frame.
  package var holdsRepeatedFrames: Bool

  /// Creates settings.
  package init(
    framesPerSecond: Int = 60, crf: Int = 18, preset: String = "medium",
    motionSearch: String? = nil, subpixelRefinement: Int? = nil, bFrames: Int? = nil,
    threads: Int = 2,
    holdsRepeatedFrames: Bool = true
  ) {
    self.framesPerSecond = framesPerSecond
    self.crf = crf
    self.preset = preset
    self.motionSearch = motionSearch
    self.subpixelRefinement = subpixelRefinement
    self.bFrames = bFrames
    self.threads = threads
    self.holdsRepeatedFrames = holdsRepeatedFrames
  }

  /// The presets x264 knows.
  package static let presets = [
    "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow",
  ]
}
