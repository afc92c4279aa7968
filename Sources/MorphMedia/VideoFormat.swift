/// The animated formats GlassMorph writes, chosen by the output's extension (Docs/Video.md,
/// "Formats"): each is a muxer, an encoder and the pixel format that encoder is fed.
public enum VideoFormat: String, Sendable, Hashable, CaseIterable {
  /// H.264 High in MP4: the default, plays everywhere.
  case mp4
  /// Apple ProRes 422 HQ in QuickTime: for video editors (large, intra-only, 10-bit 4:2:2).
  case mov
  /// GIF with one palette made for the whole video (libavfilter's palettegen/paletteuse): for pull
  /// requests and chats that show GIFs inline.
  case gif
  /// Animated WebP (libwebp), lossy: a fraction of a GIF's size with full colour.
  case webp
  /// Animated PNG: lossless full colour, large; every browser plays it.
  case apng

  /// The format of `path` by its extension (`.png` is a still, not a video), or nil.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let ext = path[path.index(after: dot)...].lowercased()
    switch ext {
    case "mp4", "m4v": self = .mp4
    case "mov": self = .mov
    case "gif": self = .gif
    case "webp": self = .webp
    case "apng": self = .apng
    default: return nil
    }
  }

  /// The extensions accepted, for messages and help.
  public static let extensions = ["mp4", "mov", "gif", "webp", "apng"]

  /// What the format is called in messages.
  public var displayName: String {
    switch self {
    case .mp4: return "H.264 MP4"
    case .mov: return "ProRes 422 HQ QuickTime"
    case .gif: return "GIF"
    case .webp: return "animated WebP"
    case .apng: return "animated PNG"
    }
  }

  /// Whether the format is meant for sharing inline (a pull request, a chat): these default to
  /// 1× and 30 frames/s so that the file stays small.
  public var isForSharing: Bool { self == .gif || self == .webp || self == .apng }

  /// The libavformat muxer.
  var muxer: String {
    switch self {
    case .mp4: return "mp4"
    case .mov: return "mov"
    case .gif: return "gif"
    case .webp: return "webp"
    case .apng: return "apng"
    }
  }

  /// The libavcodec encoder.
  var encoder: String {
    switch self {
    case .mp4: return "libx264"
    case .mov: return "prores_ks"
    case .gif: return "gif"
    case .webp: return "libwebp_anim"
    case .apng: return "apng"
    }
  }

  /// Whether the stream is YUV tagged BT.709 limited range (MP4 and MOV; the others are RGB).
  var isTaggedBT709: Bool { self == .mp4 || self == .mov }

  /// Whether the encoder needs even frame sizes (4:2:0 or 4:2:2 chroma).
  public var needsEvenSize: Bool { self == .mp4 || self == .mov || self == .webp }
}
