/// Encoder quality presets: x264 preset and constant rate factor (Docs/Rendering.md).
public enum VideoQuality: String, Sendable, Hashable, CaseIterable {
  /// `veryfast`, CRF 23: quick previews.
  case draft
  /// `medium`, CRF 18: visually lossless for UI (the default, as Remotion's).
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

  /// The x264 preset.
  public var preset: String {
    switch self {
    case .draft: return "veryfast"
    case .standard: return "medium"
    case .high: return "slow"
    }
  }
}
