/// Encoder quality presets: x264 preset and constant rate factor (Docs/Video.md, "Quality").
public enum VideoQuality: String, Sendable, Hashable, CaseIterable {
  /// `ultrafast`, CRF 23: live previews, encoding far faster than rendering.
  case draft
  /// `veryfast` with a diamond motion search, one subpixel refinement and no B-frames, CRF 18:
  /// visually lossless for UI (the default).
  /// Measured on the toolbar at 2×: SSIM 0.9989 against `medium`, 13 % larger, and the encoder no
  /// longer the bottleneck (Docs/Video.md, "Quality", for the motion search).
  case standard
  /// `slow`, CRF 14: final output.
  case high

  /// The x264 constant rate factor.
  public var crf: Int {
    switch self {
    case .draft: return 23
    case .standard: return 18
    case .high: return 14
    }
  }

  /// x264's motion search in place of the preset's (nil: the preset's own). `standard` searches a
  /// diamond instead of `veryfast`'s hexagon: interface motion is slow and smooth, and on card-list
  /// at 2× the video was the same size (+0.4 %) and PSNR (50.31 against 50.26 dB) for about a
  /// fifth less of x264's time.
  public var motionSearch: String? {
    switch self {
    case .standard: return "dia"
    case .draft, .high: return nil
    }
  }

  /// x264's subpixel refinement (`subme`) in place of the preset's (nil: the preset's own).
  /// `standard` takes 1 instead of `veryfast`'s 2: on card-list, union-groups and toolbar at 2×
  /// (120 frames each, encoded by the ffmpeg command line from the same frames, best of three)
  /// x264 used 6–23 % less CPU for files 1–3 % smaller and 0.06–0.32 dB lower PSNR (50.2–56.6 dB,
  /// far past visible loss for flat interface content).
  public var subpixelRefinement: Int? {
    switch self {
    case .standard: return 1
    case .draft, .high: return nil
    }
  }

  /// The most B-frames between reference frames in place of the preset's (nil: the preset's own).
  /// `standard` takes none instead of `veryfast`'s three: on the distinct frames of card-list and
  /// union-groups at 2× (encoded by the ffmpeg command line, best of three) x264 used 28–30 % and
  /// 15 % less CPU, for files 14 % and 18 % larger at the same rate factor and slightly higher PSNR
  /// (50.03 against 49.89 dB, 56.41 against 56.37). Deciding, searching and reordering B-frames was
  /// a third of x264's time on interface motion, whose files are small either way (65–225 kB for
  /// 2 s at 2×); `high` keeps `slow`'s B-frames for final output.
  public var bFrames: Int? {
    switch self {
    case .standard: return 0
    case .draft, .high: return nil
    }
  }

  /// The x264 preset.
  public var preset: String {
    switch self {
    case .draft: return "ultrafast"
    case .standard: return "veryfast"
    case .high: return "slow"
    }
  }
}
