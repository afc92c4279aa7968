import CFFmpegLoader

/// FFmpeg, opened at run time rather than by the dynamic linker at start-up (CFFmpegLoader): its
/// libraries and their dependencies cost a process about 0.1 s before `main`, which commands that
/// write no video never need and a render can spend on its first frame (Docs/Rendering.md,
/// "Start-up"). Every entry point that calls FFmpeg loads it first.
public enum FFmpegLibraries {
  /// Starts loading libavformat, libavcodec, libavutil and libswscale on a background thread and
  /// returns at once: a command that will write or read a video calls this before its other work.
  public static func preload() { glassmorph_ffmpeg_preload() }

  /// Loads the libraries (once; at once when already loaded), or throws naming `path`, the file
  /// that needed them.
  static func load(for path: String) throws(MediaError) {
    try check(path) { glassmorph_ffmpeg_load($0, $1) }
  }

  /// Loads libavfilter too (GIF palettes).
  static func loadFilters(for path: String) throws(MediaError) {
    try check(path) { glassmorph_ffmpeg_load_filters($0, $1) }
  }

  private static func check(
    _ path: String, _ load: (UnsafeMutablePointer<CChar>, Int) -> Int32
  ) throws(MediaError) {
    var reason = [CChar](repeating: 0, count: 512)
    let status = reason.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { load($0, buffer.count) } ?? -1
    }
    guard status != 0 else { return }
    let text = String(
      decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    throw MediaError(
      "\(path): FFmpeg's libraries could not be loaded (\(text)); install Debian's libavformat59, libavcodec59, libswscale6 and libavfilter8 (scripts/setup.sh does)."
    )
  }
}
