import MorphCore
import MorphMedia

/// How a video is made: frame rate, quality, length and repeats.
public struct VideoOptions: Sendable, Hashable {
  /// Frames per second, one of `supportedFramesPerSecond` (checked when a video is written).
  public var framesPerSecond: Int
  /// The quality preset.
  public var quality: VideoQuality
  /// x264's constant rate factor 1…51, overriding the quality's.
  public var crf: Int?
  /// x264's preset (`ultrafast` … `veryslow`), overriding the quality's.
  public var preset: String?
  /// How long one pass runs, in seconds (nil: the timeline's suggested duration).
  public var duration: Double?
  /// How many times the timeline plays.
  public var loops: Int
  /// Whether an MP4 holds a frame that repeats the one before (the earlier frame lasts a tick
  /// longer: `VideoSettings.holdsRepeatedFrames`) rather than encoding it again. Off by default:
  /// a video holds exactly fps × duration frames, as tools that count samples expect.
  public var holdsRepeatedFrames: Bool

  /// The x264 presets.
  public static let presets = VideoSettings.presets
  /// The frame rates a video can have, in frames per second: up to twice a 120 Hz display's.
  public static let supportedFramesPerSecond: ClosedRange<Int> = 1...240

  /// Throws unless `framesPerSecond` is one of `supportedFramesPerSecond` — the one check of a
  /// frame rate, made by every video the library writes and by the front ends before they start.
  public static func checkFramesPerSecond(_ framesPerSecond: Int) throws(RenderError) {
    guard supportedFramesPerSecond.contains(framesPerSecond) else {
      throw RenderError(
        .input,
        "A video has \(supportedFramesPerSecond.lowerBound) to \(supportedFramesPerSecond.upperBound) frames per second, not \(framesPerSecond).",
        settings: [.framesPerSecond])
    }
  }

  /// Creates options.
  public init(
    framesPerSecond: Int = 60, quality: VideoQuality = .standard, crf: Int? = nil,
    preset: String? = nil, duration: Double? = nil, loops: Int = 1,
    holdsRepeatedFrames: Bool = false
  ) {
    self.framesPerSecond = framesPerSecond
    self.quality = quality
    self.crf = crf
    self.preset = preset
    self.duration = duration
    self.loops = loops
    self.holdsRepeatedFrames = holdsRepeatedFrames
  }

  /// Frames in one pass: `duration` (else `defaultDuration`) × fps, rounded, at least one — so
  /// that the video lasts exactly the duration asked for.
  func framesPerLoop(defaultDuration: Double) -> Int {
    max(1, Int(saturating: ((duration ?? defaultDuration) * Double(framesPerSecond)).rounded()))
  }

  /// The encoder settings.
  var settings: VideoSettings {
    VideoSettings(
      framesPerSecond: framesPerSecond, crf: crf ?? quality.crf, preset: preset ?? quality.preset,
      // A preset given by name is taken whole, with its own motion search, refinement and
      // B-frames.
      motionSearch: preset == nil ? quality.motionSearch : nil,
      subpixelRefinement: preset == nil ? quality.subpixelRefinement : nil,
      bFrames: preset == nil ? quality.bFrames : nil,
      holdsRepeatedFrames: holdsRepeatedFrames)
  }
}
